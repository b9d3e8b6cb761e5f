import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { BookingLinkError } from "~/components/booking-link-error";
import { reviewForm } from "~/components/review/forms";
import { ReviewForm } from "~/components/review/review-form";
import { spaceHref } from "~/lib/booking-links";
import { parkingDay, parkingTime, periodSummary } from "~/lib/booking-period";
import type { Booking } from "#contract/bookings";
import { bookingsFor } from "~/upstream/bookings.server";
import { reviewHref } from "~/components/account/booking-views";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { accountBooking } from "~/routes/account/booking-view.server";
import type { Route } from "./+types/leave-review";
import { bookingFromLink, bookingLink, bookingNotFound } from "./booking-link.server";

/**
 * Spec §2 `/leave-review/{bookingId}?hash=`: the emailed link to review a space once parked
 * there. It works signed out; the service checks the hash and that parking has started. The
 * driver who made the booking can also come without the hash, signed in.
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

/**
 * A driver who follows a link from their account, or types the address, has no hash: signed
 * in, their own booking's link is looked up; signed out, they sign in first and come back.
 */
async function linkOfOwnBooking(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { booking } = await accountBooking(args.context, args.params.bookingId);
  if (!booking.review_hash) bookingNotFound();
  return reviewHref(booking, booking.review_hash);
}

export async function loader(args: Route.LoaderArgs) {
  const { params, url, context } = args;
  const hash = url.searchParams.get("hash");
  if (hash === null && params.bookingId) throw redirect(await linkOfOwnBooking(args));
  const { booking, review } = await bookingFromLink(context, params.bookingId, hash);
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
    constraint: getZodConstraint(reviewForm),
  };
}

type ReviewData = Awaited<ReturnType<typeof loader>>;

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

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="text-xl tracking-wider text-amber-700">
      {"★".repeat(rating)}
      <span className="text-slate-500">{"☆".repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewLeft({ data }: { data: ReviewData }) {
  const { booking, review } = data;
  if (!review) return null;
  return (
    <>
      <h1 className="text-3xl leading-tight font-bold text-navy md:text-4xl">
        Thank you for your review
      </h1>
      <article
        aria-labelledby="your-review-heading"
        className="mt-6 rounded-xl border border-slate-200 p-5"
      >
        <h2 id="your-review-heading" className="font-semibold text-slate-900">
          Your review of {booking.space.title}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
          <Stars rating={review.rating} />
          <span>{review.rating} out of 5</span>
          <span>
            By {review.author}, {review.written}
          </span>
        </p>
        {review.comment ? <p className="mt-2 whitespace-pre-line">{review.comment}</p> : null}
      </article>
      <p className="mt-6">
        <Link
          to={`${booking.space.href}#reviews`}
          className="font-semibold text-blue-800 underline hover:text-blue-900"
        >
          See it on the space&apos;s page
        </Link>
      </p>
    </>
  );
}

/**
 * The booking's review: the form while there is none, the driver's review once there is, or
 * why a review cannot be left yet.
 */
function ReviewPage({
  data,
  lastResult,
}: {
  data: ReviewData;
  lastResult: SubmissionResult | undefined;
}) {
  const { booking, review, reviewable } = data;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 lg:py-10">
      {review ? (
        <ReviewLeft data={data} />
      ) : (
        <h1 className="text-3xl leading-tight font-bold text-navy md:text-4xl">
          How was your parking?
        </h1>
      )}
      <section
        aria-label="Your booking"
        className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <p className="text-lg font-semibold text-slate-900">{booking.space.title}</p>
        <p className="text-slate-800">{booking.space.address}</p>
        <p className="mt-2 text-slate-800">{booking.period}</p>
        <p className="mt-1 text-sm text-slate-700">Booking reference {booking.reference}</p>
      </section>
      {review ? null : reviewable.open ? (
        <ReviewForm lastResult={lastResult} constraint={data.constraint} />
      ) : (
        <p className="mt-6 text-lg text-slate-800">{reviewable.reason}</p>
      )}
    </main>
  );
}

export default function LeaveReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage data={loaderData} lastResult={actionData?.result} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="review your parking" />;
}
