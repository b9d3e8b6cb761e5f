import { Link } from "react-router";
import type { SearchCriteria } from "./criteria";
import { formatDistance, formatMetres } from "~/lib/lengths";
import {
  facilityFilters,
  searchRadiiMetres,
  seasonPlanLabels,
  sortLabels,
  sortsFor,
  spaceTypeLabels,
  vehicleHeightsCm,
  vehicleLengthsCm,
} from "~/lib/search-options";
import {
  evConnectorTypes,
  seasonPlans,
  spaceTypes,
  DEFAULT_RADIUS_METRES,
} from "#contract/vocabulary";
import { SEARCH_FORM_ID } from "./search-form";
import { useHydrated } from "./use-hydrated";

type Change = () => void;

const selectClass =
  "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900";
const checkboxLabel = "flex items-center gap-2 py-1 text-sm text-slate-900";
const legendClass = "text-sm font-semibold text-slate-900";

/** The size of the driver's vehicle: spaces with no limit, or a larger one, stay in the list. */
function VehicleSizeFilter({
  dimension,
  chosen,
  sizesCm,
  onChange,
}: {
  dimension: "height" | "length";
  chosen: number | undefined;
  sizesCm: readonly number[];
  onChange: Change;
}) {
  const id = `filter-${dimension}`;
  return (
    <div>
      <label htmlFor={id} className={legendClass}>
        {`Your vehicle's ${dimension}`}
      </label>
      <select
        id={id}
        name={dimension}
        form={SEARCH_FORM_ID}
        value={chosen === undefined ? "" : String(chosen)}
        onChange={onChange}
        className={selectClass}
      >
        <option value="">{`Any ${dimension}`}</option>
        {sizesCm.map((size) => (
          <option key={size} value={size}>
            {`Up to ${formatMetres(size)}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sort order. Without JavaScript a button sends it; with it, choosing one is enough. */
export function SortControl({
  criteria,
  onChange,
}: {
  criteria: SearchCriteria;
  onChange: Change;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-medium whitespace-nowrap text-slate-900">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        form={SEARCH_FORM_ID}
        value={criteria.sort}
        onChange={onChange}
        className="min-w-0 rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900"
      >
        {sortsFor(criteria.rental).map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          form={SEARCH_FORM_ID}
          className="rounded-md border border-navy px-4 py-2 font-semibold text-navy hover:bg-navy-50"
        >
          Sort
        </button>
      )}
    </div>
  );
}

/**
 * What the service can narrow a search by: distance, the monthly plan's days, EV connectors,
 * facilities, the vehicle's height and the kind of space. Each control belongs to the search
 * form, so "Show results" sends them with the place and dates; with JavaScript each change
 * searches at once.
 */
export function Filters({
  criteria,
  activeCount,
  clearHref,
  onChange,
}: {
  criteria: SearchCriteria;
  activeCount: number;
  clearHref: string;
  onChange: Change;
}) {
  const defaultRadius = DEFAULT_RADIUS_METRES[criteria.rental];
  return (
    <details className="group min-w-0 flex-1 rounded-lg border border-slate-300 bg-white open:basis-full">
      <summary className="flex items-center justify-between gap-2 rounded-lg px-4 py-3 font-semibold text-navy">
        <span>
          Filters
          {activeCount > 0 ? <span className="text-slate-700"> ({activeCount} on)</span> : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="grid gap-5 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 xl:grid-cols-3">
        {criteria.rental === "long" ? (
          <div>
            <label htmlFor="filter-plan" className={legendClass}>
              Days you park
            </label>
            <select
              id="filter-plan"
              name="plan"
              form={SEARCH_FORM_ID}
              value={criteria.plan}
              onChange={onChange}
              className={selectClass}
            >
              {seasonPlans.map((plan) => (
                <option key={plan} value={plan}>
                  {seasonPlanLabels[plan]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor="filter-radius" className={legendClass}>
            Distance
          </label>
          <select
            id="filter-radius"
            name="radius"
            form={SEARCH_FORM_ID}
            value={criteria.radius === undefined ? "" : String(criteria.radius)}
            onChange={onChange}
            className={selectClass}
          >
            <option value="">{`Within ${formatDistance(defaultRadius)}`}</option>
            {searchRadiiMetres
              .filter((metres) => metres !== defaultRadius)
              .map((metres) => (
                <option key={metres} value={metres}>
                  {`Within ${formatDistance(metres)}`}
                </option>
              ))}
          </select>
        </div>
        <VehicleSizeFilter
          dimension="height"
          chosen={criteria.height}
          sizesCm={vehicleHeightsCm}
          onChange={onChange}
        />
        <VehicleSizeFilter
          dimension="length"
          chosen={criteria.length}
          sizesCm={vehicleLengthsCm}
          onChange={onChange}
        />
        <fieldset>
          <legend className={legendClass}>EV charging</legend>
          <div className="mt-1 grid grid-cols-2 gap-x-3">
            {evConnectorTypes.map((connector) => (
              <label key={connector} className={checkboxLabel}>
                <input
                  type="checkbox"
                  name="ev"
                  value={connector}
                  form={SEARCH_FORM_ID}
                  checked={criteria.ev.includes(connector)}
                  onChange={onChange}
                  className="size-4"
                />
                {connector}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={legendClass}>Facilities</legend>
          <div className="mt-1 grid grid-cols-2 gap-x-3">
            {facilityFilters.map((facility) => (
              <label key={facility.name} className={checkboxLabel}>
                <input
                  type="checkbox"
                  name={facility.name}
                  form={SEARCH_FORM_ID}
                  checked={criteria.facilities[facility.name]}
                  onChange={onChange}
                  className="size-4"
                />
                {facility.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={legendClass}>Type of space</legend>
          <div className="mt-1 grid grid-cols-2 gap-x-3">
            {spaceTypes.map((type) => (
              <label key={type} className={checkboxLabel}>
                <input
                  type="checkbox"
                  name="type"
                  value={type}
                  form={SEARCH_FORM_ID}
                  checked={criteria.types.includes(type)}
                  onChange={onChange}
                  className="size-4"
                />
                {spaceTypeLabels[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 xl:col-span-3">
          <button
            type="submit"
            form={SEARCH_FORM_ID}
            className="rounded-md bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-700"
          >
            Show results
          </button>
          {activeCount > 0 ? (
            <Link to={clearHref} className="font-medium text-blue-800 underline">
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </details>
  );
}
