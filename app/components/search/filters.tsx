import { Link } from "react-router";
import { SEARCH_FORM_ID, type SearchCriteria } from "./criteria";
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
import { useHydrated } from "./use-hydrated";

type Change = () => void;

const selectClass = "field";
const checkboxLabel = "check";
const legendClass = "field-label";

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
        className="field mt-0 w-auto min-w-0"
      >
        {sortsFor(criteria.rental).map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" form={SEARCH_FORM_ID} className="button-outline">
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
    <details className="group filters">
      <summary className="filters-summary">
        <span>
          Filters
          {activeCount > 0 ? <span className="text-slate-700"> ({activeCount} on)</span> : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="filters-grid">
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
          <div className="checks">
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
          <div className="checks">
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
          <div className="checks">
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
            <Link to={clearHref} className="link font-medium">
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </details>
  );
}
