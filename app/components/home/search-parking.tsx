import { useState } from "react";
import { Form } from "react-router";
import { PlaceField } from "~/components/search/place-field";
import { StayFields } from "~/components/search/stay-fields";
import { rentalKinds, rentalLabels } from "~/lib/search-options";
import type { StayFieldValues } from "~/lib/stay";
import type { Rental } from "#contract/vocabulary";

const inputClass =
  "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-slate-900";

/**
 * The home page's search: what kind of parking, where and when, so that the results are priced
 * and checked for the driver's own times. A plain GET form to /search, as the results page's.
 */
export function SearchParking({
  defaults,
  formId,
  className,
}: {
  defaults: Record<Rental, StayFieldValues>;
  formId: string;
  className: string;
}) {
  const [rental, setRental] = useState<Rental>("short");
  return (
    <Form
      id={formId}
      method="get"
      action="/search"
      aria-labelledby="search-title"
      className={className}
    >
      <h2
        id="search-title"
        className="text-lg leading-tight font-semibold sm:col-span-2 sm:text-xl"
      >
        Find parking
      </h2>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">How long do you need it?</legend>
        <div className="mt-1 grid grid-cols-3 gap-1.5 sm:gap-2">
          {rentalKinds.map((kind) => (
            <label
              key={kind.value}
              className="flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border border-slate-400 px-2 py-2 has-checked:border-navy has-checked:bg-navy-50 has-focus-visible:outline-3 has-focus-visible:outline-blue-700 sm:px-3"
            >
              <span className="flex items-center gap-1.5 text-sm font-semibold sm:gap-2 sm:text-base">
                <input
                  type="radio"
                  name="rental"
                  value={kind.value}
                  checked={rental === kind.value}
                  onChange={() => setRental(kind.value)}
                  className="size-4"
                />
                {rentalLabels[kind.value]}
              </span>
              <span className="mt-1 hidden text-sm text-slate-700 lg:block">
                {kind.explanation}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <PlaceField place={{ q: "" }} className={inputClass} />
      </div>
      <StayFields
        rental={rental}
        defaults={defaults}
        chosen={{}}
        stayError={null}
        inputClass={inputClass}
      />
      <button
        type="submit"
        className="min-h-12 w-full rounded-md bg-mint px-4 py-3 font-semibold text-navy hover:bg-mint-600 hover:text-white sm:col-span-2"
      >
        Search parking
      </button>
    </Form>
  );
}
