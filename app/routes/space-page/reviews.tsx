import type { SpacePageData } from "~/routes/space-page/space-page.server";
import { plural } from "~/lib/format";

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span aria-hidden="true" className="tracking-wider text-amber-700">
      {"★".repeat(whole)}
      <span className="text-slate-500">{"☆".repeat(5 - whole)}</span>
    </span>
  );
}

export function ratingText(rating: SpacePageData["space"]["rating"]) {
  if (rating.count === 0 || rating.average === null) return "No reviews yet";
  return `Rated ${rating.average.toFixed(1)} out of 5 from ${plural(rating.count, "review")}`;
}

/** The space's rating and its newest reviews (spec §2: reviews appear on the space page). */
export function SpaceReviews({
  rating,
  reviews,
}: {
  rating: SpacePageData["space"]["rating"];
  reviews: NonNullable<SpacePageData["reviews"]>;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-2xl font-bold text-navy">
        Reviews
      </h2>
      <p className="mt-2 flex items-center gap-2 text-lg">
        {rating.average !== null && rating.count > 0 ? <Stars rating={rating.average} /> : null}
        <span>{ratingText(rating)}</span>
      </p>
      {reviews.items.length > 0 ? (
        <>
          <ol className="mt-4 space-y-4">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <article className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-semibold text-slate-900">{review.author}</h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                    <Stars rating={review.rating} />
                    <span>{review.rating} out of 5</span>
                    <span>{review.written}</span>
                  </p>
                  <p className="mt-2">{review.comment}</p>
                </article>
              </li>
            ))}
          </ol>
          {reviews.total > reviews.items.length ? (
            <p className="mt-4 text-sm text-slate-700">
              Showing the {reviews.items.length} newest of {reviews.total} reviews.
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          Nobody has reviewed this space yet. Drivers who book it are asked for a review after their
          stay.
        </p>
      )}
    </section>
  );
}
