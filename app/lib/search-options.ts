/**
 * The choices a search offers, exactly those the marketplace service's location-search accepts
 * (its OpenAPI document); the upstream client's response schemas fail loudly if they drift.
 */
import {
  searchSorts,
  type Rental,
  type SearchSort,
  type SeasonPlan,
  type SpaceType,
} from "#contract/vocabulary";

export const rentalLabels: Record<Rental, string> = {
  short: "Hourly",
  long: "Monthly",
  airport: "Airport",
};

/** The three ways to park, as the home page explains them (named by `rentalLabels`). */
export const rentalKinds = [
  {
    value: "short",
    explanation: "Book a parking space on a one-off basis. Starting from half an hour.",
  },
  {
    value: "long",
    explanation: "Book a parking space on a rolling monthly subscription. No commitment.",
  },
  {
    value: "airport",
    explanation: "Secure airport parking, stress-free, from take-off to touchdown.",
  },
] as const satisfies readonly { value: Rental; explanation: string }[];

export const sortLabels: Record<SearchSort, string> = {
  location: "Nearest first",
  price: "Lowest price",
  reviews: "Best reviewed",
  plan: "Best monthly plan",
};

/** The plan sort ranks by the cheapest month a season plan reaches: a monthly choice only. */
export function sortsFor(rental: Rental): SearchSort[] {
  return rental === "long" ? [...searchSorts] : searchSorts.filter((sort) => sort !== "plan");
}

export const spaceTypeLabels: Record<SpaceType, string> = {
  driveway: "Driveway",
  garage: "Garage",
  "car-park": "Car park",
  "parking-bay": "Parking bay",
  "multi-storey": "Multi-storey",
};

export const seasonPlanLabels: Record<SeasonPlan, string> = {
  "mon-sun": "Every day",
  "mon-fri": "Weekdays (Mon to Fri)",
  "any-three-days": "Any three days a week",
};

export const facilityFilters = [
  { name: "covered", label: "Covered" },
  { name: "step_free", label: "Step-free access" },
  { name: "cctv", label: "CCTV" },
  { name: "gated", label: "Gated" },
] as const;
export type FacilityFilter = (typeof facilityFilters)[number]["name"];

/** Vehicle heights a driver picks from; the service keeps spaces with no limit or a higher one. */
export const vehicleHeightsCm = [160, 180, 200, 220, 250, 300] as const;

/** Vehicle lengths, from a large car to a motorhome; spaces with no limit or a longer one stay. */
export const vehicleLengthsCm = [500, 550, 600, 700, 800, 1_000] as const;

/** How far to look. The service's defaults (2, 3 and 15 km by rental) are among them. */
export const searchRadiiMetres = [1_000, 2_000, 3_000, 5_000, 10_000, 15_000, 25_000] as const;

/** Results on one page of the list (and pins on the map). */
export const RESULTS_PER_PAGE = 10;
/** The service pages no further. */
export const MAX_PAGE = 500;
