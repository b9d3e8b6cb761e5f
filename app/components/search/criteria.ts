import {
  facilityFilters,
  MAX_PAGE,
  searchRadiiMetres,
  sortsFor,
  vehicleHeightsCm,
  vehicleLengthsCm,
  type FacilityFilter,
} from "~/lib/search-options";
import { normalisePostcode } from "#contract/fields";
import {
  evConnectorTypes,
  isOneOf,
  rentals,
  seasonPlans,
  spaceTypes,
  type EvConnector,
  type Rental,
  type SeasonPlan,
  type SpaceType,
  DEFAULT_RADIUS_METRES,
  searchSorts,
  type SearchSort,
} from "#contract/vocabulary";

/**
 * Everything a driver chose on /search, as the URL holds it. Repeated parameters hold lists
 * (`ev=CCS&ev=Type 2`, as a plain GET form sends checkboxes); a comma list is read too.
 * Anything unknown is ignored rather than refused: a hand-edited or old link still searches.
 * `lat`/`lng` (from a chosen suggestion) go with `place`, the text they were chosen for.
 */
export type SearchCriteria = {
  q: string;
  lat?: number;
  lng?: number;
  /** Look `q` up exactly as typed, not as the place it is spelt like ("search instead for"). */
  asTyped: boolean;
  rental: Rental;
  /** As typed: a `datetime-local` value in UK/Irish time, or ISO 8601 with an offset. */
  start?: string;
  end?: string;
  plan: SeasonPlan;
  sort: SearchSort;
  ev: EvConnector[];
  facilities: Record<FacilityFilter, boolean>;
  height?: number;
  length?: number;
  types: SpaceType[];
  radius?: number;
  page: number;
};

/** Filters, sort and the plan sit apart from the search form and join it with `form=`. */
export const SEARCH_FORM_ID = "search-criteria";

/** Parameters that narrow the results; "clear filters" removes them and keeps the search. */
export const filterParams = [
  "ev",
  ...facilityFilters.map((filter) => filter.name),
  "height",
  "length",
  "type",
  "radius",
] as const;

function listOf<T extends readonly string[]>(params: URLSearchParams, name: string, values: T) {
  const chosen = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value): value is T[number] => isOneOf(values, value));
  return [...new Set(chosen)];
}

function oneOf<T extends readonly string[]>(
  params: URLSearchParams,
  name: string,
  values: T,
  fallback: T[number],
): T[number] {
  const value = params.get(name) ?? "";
  return isOneOf(values, value) ? value : fallback;
}

function numberIn(params: URLSearchParams, name: string, allowed: readonly number[]) {
  const value = Number(params.get(name) ?? "");
  return allowed.includes(value) ? value : undefined;
}

function coordinate(value: string | null, limit: number) {
  if (!value || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return undefined;
  const degrees = Number(value);
  return Math.abs(degrees) <= limit ? degrees : undefined;
}

function isOn(value: string | null) {
  return value === "on" || value === "true" || value === "1";
}

export function readCriteria(params: URLSearchParams): SearchCriteria {
  const rental = oneOf(params, "rental", rentals, "short");
  const sort = oneOf(params, "sort", searchSorts, "location");
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  // A point belongs to the place it was chosen for; once the driver types another, it is dropped.
  const place = params.get("place");
  const pointStands = place === null || place.trim() === q;
  const lat = pointStands ? coordinate(params.get("lat"), 90) : undefined;
  const lng = pointStands ? coordinate(params.get("lng"), 180) : undefined;
  const radius = numberIn(params, "radius", searchRadiiMetres);
  const page = Math.trunc(Number(params.get("page") ?? "1"));
  const text = (value: string | null) => value?.trim() || undefined;
  return {
    q,
    ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
    asTyped: isOn(params.get("as_typed")),
    rental,
    start: text(params.get("start")),
    end: rental === "long" ? undefined : text(params.get("end")),
    plan: oneOf(params, "plan", seasonPlans, "mon-sun"),
    sort: sortsFor(rental).includes(sort) ? sort : "location",
    ev: listOf(params, "ev", evConnectorTypes),
    facilities: {
      covered: isOn(params.get("covered")),
      step_free: isOn(params.get("step_free")),
      cctv: isOn(params.get("cctv")),
      gated: isOn(params.get("gated")),
    },
    height: numberIn(params, "height", vehicleHeightsCm),
    length: numberIn(params, "length", vehicleLengthsCm),
    types: listOf(params, "type", spaceTypes),
    radius: radius === DEFAULT_RADIUS_METRES[rental] ? undefined : radius,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * The search as the form's controls hold it now, for the filters and sort to show a choice at
 * once while its search loads. The controls offer only values `readCriteria` accepts, so they
 * are taken as they are; what the form has no control for stays as shown.
 */
export function criteriaChosenIn(form: HTMLFormElement, shown: SearchCriteria): SearchCriteria {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const size = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value);
  };
  const all = (name: string) => data.getAll(name).map(String);
  return {
    ...shown,
    rental: (text("rental") ?? shown.rental) as Rental,
    plan: (text("plan") ?? shown.plan) as SeasonPlan,
    sort: (text("sort") ?? shown.sort) as SearchSort,
    ev: all("ev") as EvConnector[],
    facilities: {
      covered: data.has("covered"),
      step_free: data.has("step_free"),
      cctv: data.has("cctv"),
      gated: data.has("gated"),
    },
    height: size("height"),
    length: size("length"),
    types: all("type") as SpaceType[],
    radius: size("radius"),
  };
}

/** How many filters narrow the list (shown on the filters toggle). */
export function activeFilterCount(criteria: SearchCriteria): number {
  return (
    criteria.ev.length +
    Object.values(criteria.facilities).filter(Boolean).length +
    (criteria.height === undefined ? 0 : 1) +
    (criteria.length === undefined ? 0 : 1) +
    criteria.types.length +
    (criteria.radius === undefined ? 0 : 1)
  );
}

/** The same search on another page. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  return `?${params.toString()}`;
}

/** The same search with no filters, back on its first page. */
export function searchWithoutFilters(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...filterParams, "page"]) params.delete(name);
  return `?${params.toString()}`;
}

/** The same search, near a place the driver picked from close matches (its point kept). */
export function searchNear(search: string, place: { label: string; lat: number; lng: number }) {
  const params = new URLSearchParams(search);
  for (const name of ["as_typed", "page"]) params.delete(name);
  params.set("q", place.label);
  params.set("place", place.label);
  params.set("lat", String(place.lat));
  params.set("lng", String(place.lng));
  return `/search?${params.toString()}`;
}

/** The same search for the text exactly as typed, after the service took it for another place. */
export function searchAsTyped(search: string) {
  const params = new URLSearchParams(search);
  for (const name of ["lat", "lng", "place", "page"]) params.delete(name);
  params.set("as_typed", "1");
  return `/search?${params.toString()}`;
}

/** A full UK postcode or Eircode as it is written ("m11ae" → "M1 1AE"), or null. */
export function fullPostcode(text: string): string | null {
  return normalisePostcode(text, "GBR") ?? normalisePostcode(text, "IRL");
}
