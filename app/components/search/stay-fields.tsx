import { useState } from "react";
import type { Rental } from "#contract/vocabulary";
import type { StayFieldValues } from "~/lib/stay";

export type StayError = { field: "start" | "end" | null; message: string } | null;

const labels: Record<Rental, { start: string; end: string | null }> = {
  short: { start: "Arriving", end: "Leaving" },
  long: { start: "Starting", end: null },
  airport: { start: "Drop-off", end: "Pick-up" },
};

/**
 * When the driver parks, named for the parking type: arriving and leaving, a monthly start, or
 * airport drop-off and pick-up. A field the driver has not changed follows the default stay of
 * the type they pick. The form around these fields carries `group/criteria`: without JavaScript
 * the chosen type still names the fields, and hides the end for monthly parking, through CSS.
 */
export function StayFields({
  rental,
  defaults,
  chosen,
  stayError,
  inputClass,
}: {
  rental: Rental;
  defaults: Record<Rental, StayFieldValues>;
  /** The driver's own values, from the search this form belongs to. */
  chosen: { start?: string; end?: string };
  stayError: StayError;
  inputClass: string;
}) {
  const [typed, setTyped] = useState(chosen);
  const start = typed.start ?? defaults[rental].start;
  const end = typed.end ?? defaults[rental].end;
  const startError = stayError?.field === "start" || stayError?.field === null;
  const endError = stayError?.field === "end";
  return (
    <>
      <div>
        <label htmlFor="search-start" className="text-sm font-medium text-slate-900">
          {(["short", "long", "airport"] as const).map((shown) => (
            <span key={shown} className={labelClass[shown]}>
              {labels[shown].start}
            </span>
          ))}
        </label>
        <input
          id="search-start"
          name="start"
          type="datetime-local"
          step={1800}
          value={start}
          onChange={(event) => setTyped({ ...typed, start: event.currentTarget.value })}
          aria-invalid={startError || undefined}
          aria-describedby={startError && stayError ? "search-stay-error" : undefined}
          className={inputClass}
        />
      </div>
      <div className="group-has-[[value=long]:checked]/criteria:hidden">
        <label htmlFor="search-end" className="text-sm font-medium text-slate-900">
          {(["short", "airport"] as const).map((shown) => (
            <span key={shown} className={labelClass[shown]}>
              {labels[shown].end}
            </span>
          ))}
        </label>
        <input
          id="search-end"
          name="end"
          type="datetime-local"
          step={1800}
          value={end}
          onChange={(event) => setTyped({ ...typed, end: event.currentTarget.value })}
          aria-invalid={endError || undefined}
          aria-describedby={endError ? "search-stay-error" : undefined}
          className={inputClass}
        />
      </div>
    </>
  );
}

/** Each label shows while its parking type is checked (a radio, or a select's option). */
const labelClass: Record<Rental, string> = {
  short:
    "group-has-[[value=long]:checked]/criteria:hidden group-has-[[value=airport]:checked]/criteria:hidden",
  long: "hidden group-has-[[value=long]:checked]/criteria:inline",
  airport: "hidden group-has-[[value=airport]:checked]/criteria:inline",
};

export function StayErrorMessage({
  stayError,
  className,
}: {
  stayError: StayError;
  className?: string;
}) {
  if (!stayError) return null;
  return (
    <p
      id="search-stay-error"
      role="alert"
      className={`rounded-md border-l-4 border-danger bg-danger-50 px-3 py-2 text-sm font-medium text-danger ${className ?? ""}`}
    >
      {stayError.message}
    </p>
  );
}
