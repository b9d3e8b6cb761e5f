import type { EvConnector, SeasonPlan, SpaceType } from "#contract/vocabulary";
import { slugify } from "../../domain/listing-pages";
import { shortStayPrice } from "../../domain/pricing";
import { seededRandom, type SeededRandom } from "../../domain/random";
import {
  accessInstructionTemplates,
  firstNames,
  irishStreetNames,
  lastNames,
  reviewComments,
  streetNames,
} from "./demo-vocabulary";

/** A gazetteer place demo listings gather around. */
export type Anchor = {
  kind: string;
  name: string;
  lat: number;
  lng: number;
  country: "GBR" | "IRL";
  code: string | null;
  region: string | null;
  landingPath: string | null;
};

export type DemoSeason = {
  plan: SeasonPlan;
  intervalCount: number;
  totalMinor: number;
  depositMinor: number;
};
export type DemoReview = { authorName: string; rating: number; comment: string; daysAgo: number };

export type DemoListing = {
  slug: string;
  citySlug: string;
  districtSlug: string;
  title: string;
  description: string;
  spaceType: SpaceType;
  addressLine: string;
  city: string;
  country: "GBR" | "IRL";
  currency: "GBP" | "EUR";
  lat: number;
  lng: number;
  offersHourly: boolean;
  offersMonthly: boolean;
  airportCode: string | null;
  hourlyPriceMinor: number | null;
  dailyPriceMinor: number | null;
  covered: boolean;
  cctv: boolean;
  gated: boolean;
  lit: boolean;
  stepFree: boolean;
  heightLimitCm: number | null;
  lengthLimitCm: number | null;
  evConnectors: EvConnector[];
  evChargerKw: number | null;
  accessInstructions: string;
  bayCount: number;
  seasons: DemoSeason[];
  reviews: DemoReview[];
};

const spaceTypeLabels: Record<SpaceType, string> = {
  driveway: "Driveway",
  garage: "Garage",
  "car-park": "Car park space",
  "parking-bay": "Private parking bay",
  "multi-storey": "Multi-storey space",
};

/** How far from its anchor a listing may be, in metres. */
const spreadMetres: Record<string, number> = {
  "london-area": 1_200,
  station: 1_500,
  stadium: 1_800,
  hospital: 1_500,
  airport: 5_000,
  city: 2_500,
  town: 2_500,
};

/** Price levels: central London first, then big cities, then everywhere else. */
function priceLevel(anchor: Anchor): number {
  if (anchor.landingPath?.startsWith("/london/") || anchor.name === "London") return 3;
  if (anchor.kind === "city" || anchor.landingPath) return 2;
  return 1;
}

function offsetPoint(random: SeededRandom, anchor: Anchor) {
  const spread = spreadMetres[anchor.kind] ?? 2_000;
  const distance = spread * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const lat = anchor.lat + (distance * Math.cos(bearing)) / 111_320;
  const lng =
    anchor.lng +
    (distance * Math.sin(bearing)) / (111_320 * Math.cos((anchor.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

function chooseSpaceType(random: SeededRandom, anchor: Anchor): SpaceType {
  const roll = random.next();
  if (anchor.kind === "airport")
    return roll < 0.6 ? "car-park" : roll < 0.85 ? "multi-storey" : "driveway";
  if (roll < 0.4) return "driveway";
  if (roll < 0.55) return "garage";
  if (roll < 0.75) return "car-park";
  if (roll < 0.95) return "parking-bay";
  return "multi-storey";
}

const bayRanges: Record<SpaceType, [number, number]> = {
  driveway: [1, 1],
  garage: [1, 1],
  "parking-bay": [1, 3],
  "car-park": [3, 12],
  "multi-storey": [8, 30],
};

function roundTo(value: number, step: number) {
  return Math.max(step, Math.round(value / step) * step);
}

/** Monthly seasons: 1, 3, 6 and 12 months of mon-sun, cheaper weekday and three-day plans. */
function seasonsFor(random: SeededRandom, monthlyMinor: number): DemoSeason[] {
  const deposit = random.chance(0.2) ? roundTo(monthlyMinor / 2, 500) : 0;
  const plans: Array<[SeasonPlan, number]> = [["mon-sun", 1]];
  if (random.chance(0.6)) plans.push(["mon-fri", 0.8]);
  if (random.chance(0.35)) plans.push(["any-three-days", 0.55]);
  const lengths: Array<[number, number]> = [
    [1, 1],
    [3, 0.97],
    [6, 0.94],
    [12, 0.9],
  ];
  return plans.flatMap(([plan, share]) =>
    lengths.map(([intervalCount, factor]) => ({
      plan,
      intervalCount,
      totalMinor: roundTo(monthlyMinor * share * intervalCount * factor, 100),
      depositMinor: deposit,
    })),
  );
}

function reviewsFor(random: SeededRandom): DemoReview[] {
  if (!random.chance(0.45)) return [];
  return Array.from({ length: random.int(1, 6) }, () => {
    const roll = random.next();
    const rating = roll < 0.62 ? 5 : roll < 0.9 ? 4 : roll < 0.97 ? 3 : 2;
    return {
      authorName: `${random.pick(firstNames)} ${random.pick(lastNames).charAt(0)}.`,
      rating,
      comment: random.pick(reviewComments[rating] ?? []),
      daysAgo: random.int(3, 700),
    };
  });
}

/**
 * One demo listing near `anchor`, the same for the same seed and sequence number. Shared by the
 * seed script and the tests, so demo data and test data agree.
 */
export function demoListing(seed: number, sequence: number, anchor: Anchor): DemoListing {
  const random = seededRandom(seed * 1_000_003 + sequence);
  const { lat, lng } = offsetPoint(random, anchor);
  const spaceType = chooseSpaceType(random, anchor);
  const irish = anchor.country === "IRL";
  const street = random.pick(irish ? irishStreetNames : streetNames);
  const title = `${spaceTypeLabels[spaceType]} on ${street}`;
  const [citySegment, districtSegment] = (anchor.landingPath ?? "").split("/").filter(Boolean);
  const citySlug = citySegment ?? slugify(anchor.name);
  const districtSlug =
    districtSegment ?? `${slugify(anchor.kind === "airport" ? anchor.name : anchor.name)}-parking`;
  const level = priceLevel(anchor);
  const airport = anchor.kind === "airport" ? anchor.code : null;
  const indoor = spaceType === "garage" || spaceType === "multi-storey";
  const hourly = airport ? null : roundTo((random.int(60, 180) * level) / 1, 10);
  const daily = airport
    ? roundTo(random.int(700, 1_800), 50)
    : roundTo((hourly ?? 0) * random.int(5, 8), 50);
  const offersMonthly = !airport && random.chance(0.55);
  const monthly = roundTo(random.int(45, 110) * level * 100, 500);
  const evConnectors = random.chance(0.15)
    ? (["Type 2", "CCS", "3-pin", "CHAdeMO", "Type 1", "Type 2 DC"] as const).filter(
        (_, index) => index === 0 || random.chance(0.25),
      )
    : [];
  const bayRange = bayRanges[spaceType];
  return {
    slug: `${slugify(title)}-${sequence}`,
    citySlug,
    districtSlug,
    title,
    description: `${spaceTypeLabels[spaceType]} on ${street}, ${irish ? "" : "a short walk from "}${anchor.name}${irish ? " area" : ""}. ${
      indoor ? "Under cover and dry." : "Off the road and easy to reach."
    } Book by the hour${offersMonthly ? " or on a rolling monthly plan" : ""}.`,
    spaceType,
    addressLine: `${random.int(1, 180)} ${street}`,
    city: anchor.kind === "london-area" || citySlug === "london" ? "London" : anchor.name,
    country: anchor.country,
    currency: irish ? "EUR" : "GBP",
    lat,
    lng,
    offersHourly: true,
    offersMonthly,
    airportCode: airport,
    hourlyPriceMinor: hourly,
    dailyPriceMinor: daily,
    covered: indoor || (spaceType === "car-park" && random.chance(0.3)),
    cctv: random.chance(indoor ? 0.7 : 0.3),
    gated: random.chance(spaceType === "driveway" ? 0.15 : 0.35),
    lit: random.chance(0.55),
    stepFree: random.chance(0.6),
    heightLimitCm:
      indoor || spaceType === "car-park"
        ? random.chance(0.5)
          ? random.int(19, 22) * 10
          : null
        : null,
    // A domestic garage takes a car up to about five metres, not a long van.
    lengthLimitCm: spaceType === "garage" ? 500 : null,
    evConnectors: [...evConnectors],
    evChargerKw: evConnectors.length > 0 ? random.pick([3.7, 7, 11, 22, 50]) : null,
    accessInstructions: random.pick(accessInstructionTemplates[spaceType] ?? []),
    bayCount: random.int(bayRange[0], bayRange[1]),
    seasons: offersMonthly ? seasonsFor(random, monthly) : [],
    reviews: reviewsFor(random),
  };
}

/** The price a demo booking of `listing` was made at, for the period it holds. */
export function demoBookingValue(
  listing: Pick<DemoListing, "hourlyPriceMinor" | "dailyPriceMinor">,
  start: Date,
  end: Date,
) {
  return (
    shortStayPrice(
      { hourlyMinor: listing.hourlyPriceMinor, dailyMinor: listing.dailyPriceMinor },
      start,
      end,
    ) ?? 0
  );
}

export function demoPerson(random: SeededRandom) {
  return { firstName: random.pick(firstNames), lastName: random.pick(lastNames) };
}
