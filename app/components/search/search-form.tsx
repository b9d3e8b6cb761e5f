import { type RefObject } from "react";
import { Form } from "react-router";
import type { SearchCriteria } from "./criteria";
import { rentalLabels } from "~/lib/search-options";
import { rentals } from "#contract/vocabulary";
import { PlaceField } from "./place-field";

/** Filters, sort and the plan sit elsewhere on the page and join this form with `form=`. */
export const SEARCH_FORM_ID = "search-criteria";

type StayError = { field: "start" | "end" | null; message: string } | null;

const inputClass =
  "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-danger";

/**
 * Where, what kind of parking and when: a plain GET form, so every choice lands in the URL and
 * the search works without JavaScript. Monthly parking needs no end, so its field hides itself
 * (with CSS alone) while Monthly is picked.
 */
export function SearchForm({
  criteria,
  defaults,
  stayError,
  formRef,
}: {
  criteria: SearchCriteria;
  /** The stay the results are priced for, as `datetime-local` values, when none was typed. */
  defaults: { start: string; end: string };
  stayError: StayError;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const startError = stayError?.field === "start" || stayError?.field === null;
  const endError = stayError?.field === "end";
  return (
    <Form
      ref={formRef}
      id={SEARCH_FORM_ID}
      method="get"
      action="/search"
      aria-labelledby="search-form-title"
      className="group/criteria mx-auto grid max-w-[1400px] gap-3 px-4 py-4 md:grid-cols-2 xl:grid-cols-[auto_minmax(14rem,1fr)_auto_auto_auto] xl:items-end"
    >
      <h2 id="search-form-title" className="sr-only">
        Change your search
      </h2>
      <fieldset className="md:col-span-2 xl:col-span-1">
        <legend className="text-sm font-medium text-slate-900">Parking type</legend>
        <div className="mt-1 flex overflow-hidden rounded-md border border-slate-500">
          {rentals.map((rental) => (
            <label
              key={rental}
              className="flex flex-1 cursor-pointer items-center justify-center gap-2 px-3 py-2 text-sm font-semibold text-slate-900 has-checked:bg-navy has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-blue-700 [&:not(:first-child)]:border-l [&:not(:first-child)]:border-slate-500"
            >
              <input
                type="radio"
                name="rental"
                value={rental}
                defaultChecked={criteria.rental === rental}
                className="size-4"
              />
              {rentalLabels[rental]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="md:col-span-2 xl:col-span-1">
        <PlaceField criteria={criteria} className={inputClass} />
      </div>
      <div>
        <label htmlFor="search-start" className="text-sm font-medium text-slate-900">
          <span className="group-has-[[name=rental][value=long]:checked]/criteria:hidden">
            Arriving
          </span>
          <span className="hidden group-has-[[name=rental][value=long]:checked]/criteria:inline">
            Starting
          </span>
        </label>
        <input
          id="search-start"
          name="start"
          type="datetime-local"
          step={1800}
          defaultValue={criteria.start ?? defaults.start}
          aria-invalid={startError || undefined}
          aria-describedby={startError ? "search-stay-error" : undefined}
          className={inputClass}
        />
      </div>
      <div className="group-has-[[name=rental][value=long]:checked]/criteria:hidden">
        <label htmlFor="search-end" className="text-sm font-medium text-slate-900">
          Leaving
        </label>
        <input
          id="search-end"
          name="end"
          type="datetime-local"
          step={1800}
          defaultValue={criteria.end ?? defaults.end}
          aria-invalid={endError || undefined}
          aria-describedby={endError ? "search-stay-error" : undefined}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        className="h-[42px] rounded-md bg-mint px-6 font-semibold text-navy hover:bg-mint-600 hover:text-white md:col-span-2 xl:col-span-1"
      >
        Search
      </button>
      {stayError ? (
        <p
          id="search-stay-error"
          role="alert"
          className="rounded-md border-l-4 border-danger bg-danger-50 px-3 py-2 text-sm font-medium text-danger md:col-span-2 xl:col-span-5"
        >
          {stayError.message}
        </p>
      ) : null}
    </Form>
  );
}
