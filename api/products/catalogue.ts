import type { ProductImages, ProductVariant } from "../db/schema/products";
import type { Currency, ProductKey } from "#contract/vocabulary";

/** Where the products API is mounted in the embedded service (PRODUCTS_API_URL's default). */
export const PRODUCTS_API_BASE = "/api/products-api";

/** Parkway's own names for its extras (spec §3 lists their keys). */
export const productNames: Record<ProductKey, string> = {
  "park-and-go": "Park and Go",
  "fast-track-security": "Fast Track Security",
  "airport-lounge": "Airport Lounge",
};

export const productImageKinds = ["icon", "logo", "banner"] as const;

export type ProductImageKind = (typeof productImageKinds)[number];

/** Site-relative, so the browser loads them from whichever host serves the page. */
export function productImages(key: ProductKey): ProductImages {
  const image = (kind: ProductImageKind) =>
    `${PRODUCTS_API_BASE}/products/images/${key}/${kind}.svg`;
  return { icon: image("icon"), logo: image("logo"), banner: image("banner") };
}

/** Park and Go variants are named by the passengers they seat: "up-to-4". */
export function seatsOf(variantKey: string): number | null {
  const match = /^up-to-(\d+)$/.exec(variantKey);
  return match ? Number(match[1]) : null;
}

/** How long a lounge visit lasts at most, and the children's ages the child price is for. */
export const LOUNGE_MAX_STAY_MINUTES = 180;
export const LOUNGE_CHILD_AGES = "2 to 11";

/** A fast-track pass opens the lane from 3 hours before the flight until 45 minutes before it. */
export const FAST_TRACK_OPENS_MINUTES_BEFORE = 180;
export const FAST_TRACK_CLOSES_MINUTES_BEFORE = 45;

/**
 * Prices follow how busy the airport is, in line with what UK and Irish airports charged in
 * 2025: the busiest five, then the larger regional airports, then the rest.
 */
type Tier = "busiest" | "large" | "regional";

const busiest = new Set(["LHR", "LGW", "MAN", "STN", "DUB"]);
const large = new Set([
  "ABZ",
  "BFS",
  "BHD",
  "BHX",
  "BRS",
  "EDI",
  "EMA",
  "GLA",
  "LBA",
  "LCY",
  "LPL",
  "LTN",
  "NCL",
  "ORK",
  "SNN",
]);

function tierOf(airportCode: string): Tier {
  if (busiest.has(airportCode)) return "busiest";
  return large.has(airportCode) ? "large" : "regional";
}

type Tariff = {
  /** Park and Go for up to 2, 4 and 8 passengers. */
  rides: [number, number, number];
  fastTrackPerPerson: number;
  lounge: { adult: number; child: number };
};

const tariffs: Record<Tier, Record<Currency, Tariff>> = {
  busiest: {
    GBP: {
      rides: [1400, 1900, 2900],
      fastTrackPerPerson: 850,
      lounge: { adult: 3900, child: 2200 },
    },
    EUR: {
      rides: [1600, 2200, 3300],
      fastTrackPerPerson: 950,
      lounge: { adult: 3700, child: 2000 },
    },
  },
  large: {
    GBP: {
      rides: [1150, 1550, 2450],
      fastTrackPerPerson: 650,
      lounge: { adult: 3200, child: 1800 },
    },
    EUR: {
      rides: [1300, 1800, 2700],
      fastTrackPerPerson: 750,
      lounge: { adult: 3200, child: 1800 },
    },
  },
  regional: {
    GBP: {
      rides: [950, 1250, 1950],
      fastTrackPerPerson: 500,
      lounge: { adult: 2700, child: 1500 },
    },
    EUR: {
      rides: [1100, 1500, 2300],
      fastTrackPerPerson: 600,
      lounge: { adult: 2800, child: 1500 },
    },
  },
};

const loungeHoursByTier: Record<Tier, LoungeHours> = {
  busiest: { opens: "04:00", closes: "22:00" },
  large: { opens: "04:30", closes: "21:00" },
  regional: { opens: "05:00", closes: "20:00" },
};

/** Local time, "HH:MM", in the airport's own clock. */
export type LoungeHours = { opens: string; closes: string };

export function loungeHours(airportCode: string): LoungeHours {
  return loungeHoursByTier[tierOf(airportCode)];
}

export type CatalogueAirport = { code: string; name: string; country: "GBR" | "IRL" };

export type CatalogueProduct = {
  key: ProductKey;
  airportCode: string;
  name: string;
  description: string;
  currency: Currency;
  variants: ProductVariant[];
  images: ProductImages;
  instructions: string;
};

/** The three extras Parkway sells at an airport, priced in the airport's currency. */
export function airportProducts(airport: CatalogueAirport): CatalogueProduct[] {
  const currency: Currency = airport.country === "IRL" ? "EUR" : "GBP";
  const tariff = tariffs[tierOf(airport.code)][currency];
  const hours = loungeHours(airport.code);
  const [two, four, eight] = tariff.rides;
  const common = { airportCode: airport.code, currency };
  return [
    {
      ...common,
      key: "park-and-go",
      name: productNames["park-and-go"],
      description: `A ride from your parking space to the drop-off at ${airport.name}, booked with your parking. Your driver meets you where you park, loads your luggage and takes you straight to the terminal.`,
      variants: [
        { key: "up-to-2", name: "Up to 2 passengers", priceMinor: two },
        { key: "up-to-4", name: "Up to 4 passengers", priceMinor: four },
        { key: "up-to-8", name: "Up to 8 passengers (minibus)", priceMinor: eight },
      ],
      images: productImages("park-and-go"),
      instructions:
        "Be at the pickup point 10 minutes before your ride. We text you when your driver is on the way, and the ride ends at the terminal's drop-off.",
    },
    {
      ...common,
      key: "fast-track-security",
      name: productNames["fast-track-security"],
      description: `Skip the main security queue at ${airport.name}: a dedicated lane for the passengers on your booking, priced per person.`,
      variants: [{ key: "per-person", name: "Per person", priceMinor: tariff.fastTrackPerPerson }],
      images: productImages("fast-track-security"),
      instructions:
        "Show your boarding pass and the fast-track code in your confirmation at the Fast Track lane, from 3 hours until 45 minutes before your flight.",
    },
    {
      ...common,
      key: "airport-lounge",
      name: productNames["airport-lounge"],
      description: `Wait for your flight in the departure lounge at ${airport.name}: seating away from the crowds, hot and cold food, drinks, Wi-Fi and flight screens. Open ${hours.opens} to ${hours.closes}; stays of up to 3 hours.`,
      variants: [
        { key: "adult", name: "Adult (12 and over)", priceMinor: tariff.lounge.adult },
        { key: "child", name: `Child (${LOUNGE_CHILD_AGES})`, priceMinor: tariff.lounge.child },
      ],
      images: productImages("airport-lounge"),
      instructions:
        "Show your confirmation and boarding pass at the lounge reception. Children under 2 go free and need no ticket.",
    },
  ];
}
