/**
 * The marketplace's words, shared by the service and the web (spec §3, §4, §9). Each list is
 * the service's database enum and the web's choice of values; labels belong to the web.
 */

/** Hourly, monthly and airport parking. */
export const rentals = ["short", "long", "airport"] as const;
export type Rental = (typeof rentals)[number];

/** Monthly parking's days; mon-sun is the default. */
export const seasonPlans = ["mon-sun", "mon-fri", "any-three-days"] as const;
export type SeasonPlan = (typeof seasonPlans)[number];
export const DEFAULT_SEASON_PLAN: SeasonPlan = "mon-sun";

export const spaceTypes = [
  "driveway",
  "garage",
  "car-park",
  "parking-bay",
  "multi-storey",
] as const;
export type SpaceType = (typeof spaceTypes)[number];

export const evConnectorTypes = [
  "3-pin",
  "CCS",
  "CHAdeMO",
  "Type 1",
  "Type 2",
  "Type 2 DC",
] as const;
export type EvConnector = (typeof evConnectorTypes)[number];

export const currencies = ["GBP", "EUR"] as const;
export type Currency = (typeof currencies)[number];

/** Where Parkway works: a space's country and a place's, by ISO 3166-1 alpha-3 code. */
export const countries = ["GBR", "IRL"] as const;
export type Country = (typeof countries)[number];

/** The gazetteer's kinds of place a driver can search near (spec §7 places). */
export const placeKinds = [
  "city",
  "town",
  "london-area",
  "borough",
  "airport",
  "station",
  "stadium",
  "hospital",
  "postcode-district",
  "eircode-area",
] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** Spec §3: how a search orders its spaces. */
export const searchSorts = ["location", "price", "reviews", "plan"] as const;
export type SearchSort = (typeof searchSorts)[number];

/** How far a search looks unless told: a walk in town, a short drive for an airport. */
export const DEFAULT_RADIUS_METRES: Record<Rental, number> = {
  short: 2_000,
  long: 3_000,
  airport: 15_000,
};

/** The listing wizard's steps, in the order an owner walks them. */
export const listingSteps = [
  "address",
  "space",
  "access",
  "facilities",
  "photos",
  "prices",
  "availability",
] as const;
export type ListingStep = (typeof listingSteps)[number];

/** Photos help a listing but are not needed to publish it. */
export const optionalSteps: readonly ListingStep[] = ["photos"];

/** The airport extras a driver can add to a booking. */
export const productKeys = ["park-and-go", "fast-track-security", "airport-lounge"] as const;
export type ProductKey = (typeof productKeys)[number];

/** A ride seats at most 8; fast track and lounges take parties of up to 8 too (spec §7). */
export const MAX_PASSENGERS = 8;

/** Whether `item` is one of `values`: narrows a query or form value to the vocabulary. */
export function isOneOf<T extends readonly string[]>(values: T, item: unknown): item is T[number] {
  return typeof item === "string" && values.includes(item);
}
