import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { rentalLabels } from "~/lib/search-options";
import type { SearchCriteria } from "./criteria";
import { LocationAlert } from "./location-alert";
import type { SearchOutcome } from "./types";

type Listless = Exclude<SearchOutcome, { kind: "start" }>;

function PlaceNotFound({
  outcome,
}: {
  outcome: Extract<SearchOutcome, { kind: "place-not-found" }>;
}) {
  const { message, closeMatches } = outcome;
  return (
    <div role="alert" className="alert-box">
      <h2 className="alert-title">We couldn&apos;t find that place</h2>
      <p className="mt-1 text-slate-900">{message}</p>
      {closeMatches.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Did you mean</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {closeMatches.map((place) => (
              <li key={place.href}>
                <Link
                  to={place.href}
                  className="link inline-flex min-h-11 items-center rounded-full border border-slate-500 bg-white px-4 font-medium"
                >
                  {place.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * What the search page says in place of a list: dates to change, a place it does not know (with
 * the places spelt like it), a page past the last, or nothing found, with the parking alert.
 * Its own chunk, which a page of results never loads (decision 033).
 */
export function NoResults({
  outcome,
  criteria,
  filtered,
  alertResult,
}: {
  /** A found outcome here has no spaces. */
  outcome: Listless;
  criteria: SearchCriteria;
  /** Whether filters narrowed the search (and can be cleared). */
  filtered: boolean;
  alertResult: SubmissionResult | undefined;
}) {
  if (outcome.kind === "invalid") {
    // The message itself sits by the date fields, which point to it.
    return (
      <div className="alert-box">
        <h2 className="alert-title">Check your dates</h2>
        <p className="mt-1 text-slate-900">
          Change the dates above and search again to see spaces.
        </p>
      </div>
    );
  }
  if (outcome.kind === "place-not-found") return <PlaceNotFound outcome={outcome} />;
  if (outcome.page > 1) {
    return (
      <div className="note-box">
        <h2 className="note-title">There are no more results</h2>
        <p className="mt-2">
          <Link to={outcome.links.firstPage} className="link">
            Back to the first page
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="note-box">
      <h2 className="note-title">
        No {rentalLabels[criteria.rental].toLowerCase()} parking found within {outcome.shown.radius}{" "}
        of {outcome.place.name}
      </h2>
      <p className="mt-2 text-slate-800">
        {filtered
          ? "Try fewer filters, a wider distance or other dates."
          : "Try a wider distance, other dates or a nearby place."}
      </p>
      {filtered ? (
        <p className="mt-2">
          <Link to={outcome.links.clearFilters} className="link">
            Clear filters
          </Link>
        </p>
      ) : null}
      <LocationAlert
        place={outcome.place}
        radiusMetres={outcome.radiusMetres}
        rental={criteria.rental}
        lastResult={alertResult}
      />
    </div>
  );
}
