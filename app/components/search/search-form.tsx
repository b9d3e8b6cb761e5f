import { useState, type RefObject } from "react";
import { Form } from "react-router";
import type { SearchCriteria } from "./criteria";
import { rentalLabels } from "~/lib/search-options";
import { rentals, type Rental } from "#contract/vocabulary";
import type { StayFieldValues } from "~/lib/stay";
import { PlaceField } from "./place-field";
import { StayErrorMessage, StayFields, type StayError } from "./stay-fields";

/** Filters, sort and the plan sit elsewhere on the page and join this form with `form=`. */
export const SEARCH_FORM_ID = "search-criteria";

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
  /** Each parking type's default stay, as `datetime-local` values, for fields left as they are. */
  defaults: Record<Rental, StayFieldValues>;
  stayError: StayError;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const [rental, setRental] = useState(criteria.rental);
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
          {rentals.map((choice) => (
            <label
              key={choice}
              className="flex flex-1 cursor-pointer items-center justify-center gap-2 px-3 py-2 text-sm font-semibold text-slate-900 has-checked:bg-navy has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-blue-700 [&:not(:first-child)]:border-l [&:not(:first-child)]:border-slate-500"
            >
              <input
                type="radio"
                name="rental"
                value={choice}
                checked={rental === choice}
                onChange={() => setRental(choice)}
                className="size-4"
              />
              {rentalLabels[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="md:col-span-2 xl:col-span-1">
        <PlaceField place={criteria} className={inputClass} />
      </div>
      <StayFields
        rental={rental}
        defaults={defaults}
        chosen={{ start: criteria.start, end: criteria.end }}
        stayError={stayError}
        inputClass={inputClass}
      />
      <button
        type="submit"
        className="h-[42px] rounded-md bg-mint px-6 font-semibold text-navy hover:bg-mint-600 hover:text-white md:col-span-2 xl:col-span-1"
      >
        Search
      </button>
      <StayErrorMessage stayError={stayError} className="md:col-span-2 xl:col-span-5" />
    </Form>
  );
}
