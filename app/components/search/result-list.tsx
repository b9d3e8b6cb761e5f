import { Link } from "react-router";
import type { SearchResult } from "./types";

export function resultElementId(id: number) {
  return `result-${id}`;
}

function PriceLine({ price }: { price: SearchResult["price"] }) {
  if (!price) {
    return <p className="text-sm text-slate-700">Not offered for these dates</p>;
  }
  return (
    <p className="text-right">
      <span className="block text-xl font-bold text-slate-900">{price.shown}</span>
      <span className="block text-xs text-slate-700">
        {price.per === "month" ? "a month, fee included" : "for your stay, fee included"}
      </span>
    </p>
  );
}

function Rating({ rating }: { rating: SearchResult["rating"] }) {
  if (!rating) return <span className="text-slate-700">No reviews yet</span>;
  return (
    <span className="text-slate-800">
      <span aria-hidden="true" className="text-amber-700">
        ★{" "}
      </span>
      <span className="sr-only">Rated </span>
      {rating.average}
      <span className="sr-only"> out of 5</span>
      {` (${rating.reviews})`}
    </span>
  );
}

function ResultCard({
  space,
  active,
  onHighlight,
  onOpen,
}: {
  space: SearchResult;
  active: boolean;
  onHighlight: (id: number | null) => void;
  onOpen: () => void;
}) {
  const { facilities } = space;
  return (
    <article
      id={resultElementId(space.id)}
      onMouseEnter={() => onHighlight(space.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(space.id)}
      onBlur={() => onHighlight(null)}
      className={`relative flex flex-col gap-3 rounded-lg border bg-white p-4 transition-shadow hover:shadow-md sm:flex-row sm:gap-4 ${
        active ? "border-navy ring-2 ring-navy" : "border-slate-300"
      }`}
    >
      <img
        src={space.photo}
        alt=""
        width={112}
        height={84}
        loading="lazy"
        decoding="async"
        className="hidden h-[84px] w-[112px] shrink-0 rounded-md bg-slate-100 object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg leading-snug font-semibold text-navy">
          {/* The whole card opens the space; the link's box covers it. */}
          <Link
            to={space.href}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-blue-700"
          >
            {space.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">{space.address}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="text-slate-800">{space.distance}</span>
          <Rating rating={space.rating} />
        </p>
        {facilities.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Facilities">
            {facilities.map((facility) => (
              <li
                key={facility}
                className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-medium text-navy"
              >
                {facility}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-row-reverse items-center justify-between gap-2 border-t border-slate-200 pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0 sm:text-right">
        <PriceLine price={space.price} />
        {space.available ? (
          <p className="rounded-full bg-mint/20 px-2 py-0.5 text-xs font-semibold text-mint-700">
            Available
          </p>
        ) : (
          <p className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            Fully booked for these times
          </p>
        )}
      </div>
    </article>
  );
}

export function ResultList({
  spaces,
  activeId,
  firstNumber,
  onHighlight,
  onOpen,
}: {
  spaces: SearchResult[];
  activeId: number | null;
  /** The position of the first result across pages, from 1. */
  firstNumber: number;
  onHighlight: (id: number | null) => void;
  onOpen: (space: SearchResult, index: number) => void;
}) {
  return (
    <ol className="space-y-3" start={firstNumber} aria-label="Parking spaces">
      {spaces.map((space, position) => (
        <li key={space.id}>
          <ResultCard
            space={space}
            active={activeId === space.id}
            onHighlight={onHighlight}
            onOpen={() => onOpen(space, firstNumber + position - 1)}
          />
        </li>
      ))}
    </ol>
  );
}

export function Pagination({
  page,
  hasMore,
  hrefFor,
}: {
  page: number;
  hasMore: boolean;
  hrefFor: (page: number) => string;
}) {
  if (page === 1 && !hasMore) return null;
  const linkClass =
    "inline-block rounded-md border border-navy px-4 py-2 font-semibold text-navy hover:bg-navy-50";
  return (
    <nav aria-label="Pages of results" className="mt-6">
      <ul className="flex items-center justify-between gap-3">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
              <span aria-hidden="true">← </span>Previous page
            </Link>
          ) : null}
        </li>
        <li aria-current="page" className="text-sm text-slate-800">
          Page {page}
        </li>
        <li>
          {hasMore ? (
            <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
              Next page<span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
