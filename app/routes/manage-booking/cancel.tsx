import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BookingLinkError } from "~/components/booking-link-error";
import { cancelBookingForm } from "~/components/account/forms";
import { FormErrors } from "~/components/ui/fields";
import { flashToast } from "~/cookies.server";
import { periodSummary } from "~/lib/booking-period";
import { manageBookingsFor } from "~/upstream/manage-bookings.server";
import type { Route } from "./+types/cancel";
import { manageBookingView, manageHref, openedBooking } from "./manage-booking.server";

/**
 * Cancelling a booking opened with its emailed link: the rule and what cancelling now refunds
 * come first, then one button that posts. Works without JavaScript; a refusal shows in place.
 */

export async function loader({ context, params }: Route.LoaderArgs) {
  const managed = await openedBooking(context, params.token);
  const view = manageBookingView(managed, params.token, new Date());
  return {
    reference: view.reference,
    title: view.space.title,
    period: periodSummary(managed.booking),
    backHref: manageHref(params.token),
    terms: view.terms,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: cancelBookingForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const answer = await manageBookingsFor(context).cancel(params.token);
  if (answer.kind === "refused") {
    return data(
      { result: submission.reply({ formErrors: [answer.message] }) },
      { status: answer.status },
    );
  }
  return redirect(manageHref(params.token), {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: `Booking ${answer.booking.booking.reference} cancelled`,
        description: answer.message,
      }),
    },
  });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Cancel booking ${loaderData.reference} | Parkway`
      : "Cancel booking | Parkway",
  },
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "font-semibold text-blue-800 underline hover:text-blue-900";

export default function CancelManagedBooking({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = useForm({ id: "cancel-booking", lastResult: actionData?.result });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { terms } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <section aria-labelledby="cancel-heading">
        <h1 id="cancel-heading" className="text-3xl font-bold text-navy">
          Cancel booking {loaderData.reference}?
        </h1>
        <p className="mt-2 text-slate-900">
          <span className="font-semibold">{loaderData.title}</span>, {loaderData.period}
        </p>
        <div className="mt-4">
          <FormErrors errors={form.errors} id={form.errorId} />
        </div>
        {terms ? (
          <>
            <div className="mt-5 rounded-xl border border-navy-100 bg-navy-50 p-5">
              <h2 className="text-lg font-bold text-navy">What cancelling means now</h2>
              <p className="mt-2 text-lg text-slate-900">{terms.outcome}</p>
              <h2 className="mt-4 font-semibold text-slate-900">Our cancellation rule</h2>
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
                <Link to={loaderData.backHref} className={linkClass}>
                  No, keep my booking
                </Link>
              </div>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-5 text-slate-900">
              This booking cannot be cancelled: it has ended or has already been cancelled.
            </p>
            <p className="mt-4">
              <Link to={loaderData.backHref} className={linkClass}>
                Back to the booking
              </Link>
            </p>
          </>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="cancel your booking" />;
}
