import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { accountBookingHref } from "~/components/account/booking-views";
import { cancelBookingForm } from "~/components/account/forms";
import { FormErrors } from "~/components/ui/fields";
import { flashToast } from "~/cookies.server";
import { periodSummary } from "~/lib/booking-period";
import { accountFor } from "~/upstream/account.server";
import type { Route } from "./+types/cancel-booking";
import { accountBooking, cancellationOutcome } from "./booking-view.server";

/**
 * Cancelling one of the driver's bookings: the service's rule and what cancelling now means
 * come first, then one button that posts. Works without JavaScript; a refusal shows in place.
 */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { booking, cancellation } = await accountBooking(args.context, args.params.bookingId);
  return {
    id: booking.id,
    reference: booking.reference,
    title: booking.space.title,
    period: periodSummary(booking),
    backHref: accountBookingHref(booking),
    terms: cancellation && {
      rule: cancellation.rule,
      outcome: cancellationOutcome(cancellation, booking.currency.value),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const { booking } = await accountBooking(args.context, args.params.bookingId);
  const submission = parseWithZod(await args.request.formData(), { schema: cancelBookingForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const answer = await accountFor(args.context).cancelBooking(booking.id);
  if (answer.kind === "refused") {
    return data(
      { result: submission.reply({ formErrors: [answer.message] }) },
      { status: answer.status },
    );
  }
  return redirect(accountBookingHref(booking), {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: `Booking ${booking.reference} cancelled`,
        description: answer.message,
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: `Cancel booking ${loaderData.reference} | Parkway` }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = useForm({ id: "cancel-booking", lastResult: actionData?.result });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { terms } = loaderData;
  return (
    <section aria-labelledby="cancel-heading" className="max-w-2xl">
      <h2 id="cancel-heading" className="text-2xl font-bold text-navy">
        Cancel booking {loaderData.reference}?
      </h2>
      <p className="mt-2 text-slate-900">
        <span className="font-semibold">{loaderData.title}</span>, {loaderData.period}
      </p>
      <div className="mt-4">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      {terms ? (
        <>
          <div className="mt-5 rounded-xl border border-navy-100 bg-navy-50 p-5">
            <h3 className="text-lg font-bold text-navy">What cancelling means now</h3>
            <p className="mt-2 text-lg text-slate-900">{terms.outcome}</p>
            <h3 className="mt-4 font-semibold text-slate-900">Our cancellation rule</h3>
            <p className="mt-1 text-slate-800">{terms.rule}</p>
          </div>
          <Form method="post" {...getFormProps(form)} className="mt-6">
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
                to={loaderData.backHref}
                className="font-semibold text-blue-800 underline hover:text-blue-900"
              >
                No, keep my booking
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-5 text-slate-900">
            This booking cannot be cancelled: it has ended, has already been cancelled, or was never
            paid for.
          </p>
          <p className="mt-4">
            <Link
              to={loaderData.backHref}
              className="font-semibold text-blue-800 underline hover:text-blue-900"
            >
              Back to the booking
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
