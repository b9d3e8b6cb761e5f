import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { CancelPanel } from "~/components/booking/cancel-panel";
import { BookingLinkError } from "~/components/booking-link-error";
import { cancelBookingForm } from "~/components/account/forms";
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

export default function CancelManagedBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <CancelPanel
        level="h1"
        booking={loaderData}
        unavailable="This booking cannot be cancelled: it has ended or has already been cancelled."
        lastResult={actionData?.result}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="cancel your booking" />;
}
