import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { BookingLinkError } from "~/components/booking-link-error";
import { reviewForm } from "~/components/review/review-form";
import { ReviewPage } from "~/components/review/review-page";
import { spaceHref } from "~/lib/booking-links";
import { parkingDay, parkingTime, periodSummary } from "~/lib/booking-period";
import { bookingsFor, type Booking } from "~/upstream/bookings.server";
import type { Route } from "./+types/leave-review";
import { bookingFromLink, bookingLink, bookingNotFound } from "./booking-link.server";

/**
 * Spec §2 `/leave-review/{bookingId}?hash=`: the emailed link to review a space once parked
 * there. It works signed out; the service checks the hash and that parking has started.
 */

function reviewable(booking: Booking, now: Date) {
  if (booking.status === "cancelled") {
    return { open: false, reason: "This booking was cancelled, so there is no stay to review." };
  }
  if (booking.status !== "confirmed") {
    return { open: false, reason: "This booking was not paid for, so there is no stay to review." };
  }
  if (Date.parse(booking.start) > now.getTime()) {
    return {
      open: false,
      reason: `You can review this space once your parking has started, from ${parkingTime(booking.start)}. Come back to this link then.`,
    };
  }
  return { open: true, reason: null };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, review } = await bookingFromLink(
    context,
    params.bookingId,
    url.searchParams.get("hash"),
  );
  const { space } = booking;
  return {
    booking: {
      reference: booking.reference,
      period: periodSummary(booking),
      space: {
        title: space.title,
        address: `${space.address.line}, ${space.address.city}, ${space.address.postcode}`,
        href: spaceHref(space.id),
      },
    },
    review: review && { ...review, written: parkingDay(review.created_at) },
    reviewable: reviewable(booking, new Date()),
  };
}

export type ReviewData = Awaited<ReturnType<typeof loader>>;

export async function action({ request, params, url, context }: Route.ActionArgs) {
  const link = bookingLink(params.bookingId, url.searchParams.get("hash"));
  const submission = parseWithZod(await request.formData(), { schema: reviewForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { rating, comment = "" } = submission.value;
  const answer = await bookingsFor(context).leaveReview(link.id, {
    hash: link.hash,
    rating,
    comment,
  });
  if (answer.kind === "reviewed") return redirect(`${url.pathname}${url.search}`);
  if (answer.status === 404) bookingNotFound();
  const { rating: ratingErrors = [], comment: commentErrors = [], ...others } = answer.fields;
  const fieldErrors = { rating: ratingErrors, comment: commentErrors };
  const unplaced = answer.status === 409 || Object.keys(others).length > 0;
  return data(
    { result: submission.reply({ fieldErrors, formErrors: unplaced ? [answer.message] : [] }) },
    { status: answer.status },
  );
}

export function headers() {
  // The address carries the booking's key: no shared cache may keep the page.
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: `Review ${loaderData.booking.space.title} | Parkway` }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

export default function LeaveReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage data={loaderData} lastResult={actionData?.result} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="review your parking" />;
}
