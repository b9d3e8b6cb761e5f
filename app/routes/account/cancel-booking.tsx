import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { accountBookingHref } from "~/components/account/booking-views";
import { CancelPanel } from "~/components/booking/cancel-panel";
import { cancelBookingForm } from "~/components/account/forms";
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
  return (
    <CancelPanel
      level="h2"
      booking={loaderData}
      unavailable="This booking cannot be cancelled: it has ended, has already been cancelled, or was never paid for."
      lastResult={actionData?.result}
      className="max-w-2xl"
    />
  );
}
