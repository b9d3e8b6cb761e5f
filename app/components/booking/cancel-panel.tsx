import { Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/ui/fields";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { ChangeUnavailable } from "./change-unavailable";

const headings = {
  h1: { title: "text-3xl", section: "h2" },
  h2: { title: "text-2xl", section: "h3" },
} as const;

/**
 * Cancelling a booking, for a driver's account and for a guest's emailed link alike: what
 * cancelling now means and the rule first, then one button that posts. Without `terms` the
 * booking cannot be cancelled and `unavailable` says why. The title sits at the page's `level`.
 */
export function CancelPanel({
  level,
  booking,
  unavailable,
  lastResult,
  className,
}: {
  level: keyof typeof headings;
  booking: {
    reference: string;
    title: string;
    period: string;
    backHref: string;
    terms: { outcome: string; rule: string } | null | undefined;
  };
  unavailable: string;
  lastResult: FormReply | undefined;
  className?: string;
}) {
  const [form] = useForm({ id: "cancel-booking", lastResult });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { terms } = booking;
  const Title = level;
  const Subheading = headings[level].section;
  return (
    <section aria-labelledby="cancel-heading" className={className}>
      <Title id="cancel-heading" className={`${headings[level].title} font-bold text-navy`}>
        Cancel booking {booking.reference}?
      </Title>
      <p className="mt-2 text-slate-900">
        <span className="font-semibold">{booking.title}</span>, {booking.period}
      </p>
      <div className="mt-4">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      {terms ? (
        <>
          <div className="mt-5 rounded-xl border border-navy-100 bg-navy-50 p-5">
            <Subheading className="text-lg font-bold text-navy">
              What cancelling means now
            </Subheading>
            <p className="mt-2 text-lg text-slate-900">{terms.outcome}</p>
            <Subheading className="mt-4 font-semibold text-slate-900">
              Our cancellation rule
            </Subheading>
            <p className="mt-1 text-slate-800">{terms.rule}</p>
          </div>
          <Form method="post" {...formProps(form)} className="mt-6">
            <div className="flex flex-wrap items-center gap-4">
              <button
                type="submit"
                name="intent"
                value="cancel-booking"
                disabled={sending}
                className="rounded-md bg-danger px-5 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
              >
                {sending ? "Cancelling…" : "Yes, cancel this booking"}
              </button>
              <Link
                to={booking.backHref}
                className="font-semibold text-blue-800 underline hover:text-blue-900"
              >
                No, keep my booking
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <ChangeUnavailable reason={unavailable} backHref={booking.backHref} />
      )}
    </section>
  );
}
