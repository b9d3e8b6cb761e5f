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
      className={active ? "result result-active" : "result"}
    >
      <img
        src={space.photo}
        alt=""
        width={112}
        height={84}
        loading="lazy"
        decoding="async"
        className="result-photo"
      />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg leading-snug font-semibold text-navy">
          {/* The whole card opens the space; the link's box covers it. */}
          <Link to={space.href} onClick={onOpen} className="result-link">
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
              <li key={facility} className="chip bg-navy-50 font-medium text-navy">
                {facility}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="result-side">
        <PriceLine price={space.price} />
        {space.available ? (
          <p className="chip bg-mint/20 font-semibold text-mint-700">Available</p>
        ) : (
          <p className="chip bg-slate-200 font-semibold text-slate-800">
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
  previous,
  next,
}: {
  page: number;
  previous: string | null;
  next: string | null;
}) {
  if (!previous && !next) return null;
  const linkClass = "button-outline inline-block";
  return (
    <nav aria-label="Pages of results" className="mt-6">
      <ul className="flex items-center justify-between gap-3">
        <li>
          {previous ? (
            <Link to={previous} rel="prev" className={linkClass}>
              <span aria-hidden="true">← </span>Previous page
            </Link>
          ) : null}
        </li>
        <li aria-current="page" className="text-sm text-slate-800">
          Page {page}
        </li>
        <li>
          {next ? (
            <Link to={next} rel="next" className={linkClass}>
              Next page<span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
