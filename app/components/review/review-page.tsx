import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import type { ReviewData } from "~/routes/leave-review";
import { ReviewForm } from "./review-form";

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
export function ReviewPage({
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
        <ReviewForm lastResult={lastResult} />
      ) : (
        <p className="mt-6 text-lg text-slate-800">{reviewable.reason}</p>
      )}
    </main>
  );
}
