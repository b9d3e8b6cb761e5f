import { useState } from "react";
import { Form } from "react-router";
import type { SearchCriteria } from "./criteria";
import { rentalLabels } from "~/lib/search-options";
import { rentals, type Rental } from "#contract/vocabulary";
import type { StayFieldValues } from "~/lib/stay";
import { PlaceField } from "./place-field";
import { StayErrorMessage, StayFields, type StayError } from "./stay-fields";

const inputClass = "field";

/**
 * Where, what kind of parking and when: a plain GET form, so every choice lands in the URL and
 * the search works without JavaScript. Monthly parking needs no end, so its field hides itself
 * (with CSS alone) while Monthly is picked.
 */
export function SearchForm({
  id,
  criteria,
  defaults,
  stayError,
}: {
  /** The id that filters, sort and the plan join the form by (`form=`), given by the page. */
  id: string;
  criteria: SearchCriteria;
  /** Each parking type's default stay, as `datetime-local` values, for fields left as they are. */
  defaults: Record<Rental, StayFieldValues>;
  stayError: StayError;
}) {
  const [rental, setRental] = useState(criteria.rental);
  return (
    <Form
      id={id}
      method="get"
      action="/search"
      aria-labelledby="search-form-title"
      className="group/criteria search-form"
    >
      <h2 id="search-form-title" className="sr-only">
        Change your search
      </h2>
      <fieldset className="md:col-span-2 xl:col-span-1">
        <legend className="text-sm font-medium text-slate-900">Parking type</legend>
        <div className="rental-choices">
          {rentals.map((choice) => (
            <label key={choice} className="rental-choice">
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
      <button type="submit" className="search-submit">
        Search
      </button>
      <StayErrorMessage stayError={stayError} className="md:col-span-2 xl:col-span-5" />
    </Form>
  );
}
