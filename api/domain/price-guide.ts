import type { Country, Currency, SpaceType } from "#contract/vocabulary";

export type PriceKind = "hourly" | "daily" | "monthly";

/** Prices in minor units: the median and the 25th to 75th percentile range. */
export type PriceSpread = { median: number; low: number; high: number };

/** Nearby listings within this distance of the point count towards its prices. */
export const PRICE_GUIDE_RADIUS_METRES = 10_000;
/** Fewer listings (or prices of one kind) than this, and national figures are given instead. */
export const PRICE_GUIDE_MIN_LISTINGS = 5;
/** The nearest listings looked at; enough for a stable median, near enough to be local. */
export const PRICE_GUIDE_MAX_LISTINGS = 50;

/** Suggestions are rounded to prices an owner would choose: 10p an hour, 50p a day, £5 a month. */
export const PRICE_STEPS_MINOR: Record<PriceKind, number> = {
  hourly: 10,
  daily: 50,
  monthly: 500,
};

/**
 * What an owner is offered where too few spaces are listed nearby to go by. They sit in the
 * middle of Parkway's market outside the big city centres: a driveway or bay in a town costs
 * about £2 an hour, £12 a day and £100 a month in the UK, and a little more in euros in Ireland.
 */
export const NATIONAL_PRICE_GUIDES: Record<Country, Record<PriceKind, PriceSpread>> = {
  GBR: {
    hourly: { median: 200, low: 150, high: 300 },
    daily: { median: 1_200, low: 800, high: 1_800 },
    monthly: { median: 10_000, low: 7_500, high: 15_000 },
  },
  IRL: {
    hourly: { median: 250, low: 200, high: 350 },
    daily: { median: 1_500, low: 1_000, high: 2_200 },
    monthly: { median: 12_000, low: 9_000, high: 17_500 },
  },
};

export const COUNTRY_CURRENCIES: Record<Country, Currency> = { GBR: "GBP", IRL: "EUR" };

export type NearbyListingPrices = {
  country: Country;
  currency: Currency;
  spaceType: SpaceType;
  hourlyMinor: number | null;
  dailyMinor: number | null;
  monthlyMinor: number | null;
  distanceMetres: number;
};

export type PriceGuide = {
  country: Country;
  currency: Currency;
  /** "national" when fewer than PRICE_GUIDE_MIN_LISTINGS listings are near enough. */
  source: "nearby" | "national";
  /** How many listings the figures come from; 0 for national figures. */
  basedOn: number;
  /** How far from the point those listings reach, or the distance searched when none count. */
  radiusMetres: number;
  /** The space type the figures are for; null when they are for every type. */
  spaceType: SpaceType | null;
  prices: Record<PriceKind, PriceSpread & { basedOn: number }>;
};

/**
 * The value below which `fraction` of `sorted` lies, interpolating linearly between the
 * closest ranks (the method of Excel's PERCENTILE.INC and numpy's default).
 */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) throw new RangeError("No values to take a percentile of");
  if (fraction < 0 || fraction > 1) throw new RangeError("The fraction must be from 0 to 1");
  const rank = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(rank)] ?? 0;
  const above = sorted[Math.ceil(rank)] ?? below;
  return below + (above - below) * (rank - Math.floor(rank));
}

/** `value` rounded to the nearest multiple of `step`, and never below one step. */
export function roundToStep(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** The median and interquartile range of `values`, rounded to `step`; null for no values. */
export function priceSpread(values: readonly number[], step: number): PriceSpread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: roundToStep(percentile(sorted, 0.5), step),
    low: roundToStep(percentile(sorted, 0.25), step),
    high: roundToStep(percentile(sorted, 0.75), step),
  };
}

/** The country of the nearest listing within the guide's radius, if any. */
export function nearbyCountry(nearby: readonly NearbyListingPrices[]): Country | null {
  const nearest = nearby.find((listing) => listing.distanceMetres <= PRICE_GUIDE_RADIUS_METRES);
  return nearest?.country ?? null;
}

function priceOf(listing: NearbyListingPrices, kind: PriceKind): number | null {
  if (kind === "hourly") return listing.hourlyMinor;
  if (kind === "daily") return listing.dailyMinor;
  return listing.monthlyMinor;
}

function nationalGuide(country: Country): PriceGuide {
  const national = NATIONAL_PRICE_GUIDES[country];
  return {
    country,
    currency: COUNTRY_CURRENCIES[country],
    source: "national",
    basedOn: 0,
    radiusMetres: PRICE_GUIDE_RADIUS_METRES,
    spaceType: null,
    prices: {
      hourly: { ...national.hourly, basedOn: 0 },
      daily: { ...national.daily, basedOn: 0 },
      monthly: { ...national.monthly, basedOn: 0 },
    },
  };
}

/**
 * Suggested prices for a space listed in `country`, from the listings nearest its point
 * (nearest first). Only listings within PRICE_GUIDE_RADIUS_METRES priced in the country's
 * currency count, and of `spaceType` when enough of that type are near; otherwise every type.
 * With too few listings the national figures answer; a price kind too few of them offer (most
 * often monthly) falls back to its national figure on its own.
 */
export function priceGuide(options: {
  nearby: readonly NearbyListingPrices[];
  country: Country;
  spaceType?: SpaceType;
}): PriceGuide {
  const { country, spaceType } = options;
  const currency = COUNTRY_CURRENCIES[country];
  const local = options.nearby
    .filter((listing) => listing.distanceMetres <= PRICE_GUIDE_RADIUS_METRES)
    .filter((listing) => listing.currency === currency)
    .slice(0, PRICE_GUIDE_MAX_LISTINGS);
  const ofType = spaceType ? local.filter((listing) => listing.spaceType === spaceType) : [];
  const byType = ofType.length >= PRICE_GUIDE_MIN_LISTINGS;
  const used = byType ? ofType : local;
  if (used.length < PRICE_GUIDE_MIN_LISTINGS) return nationalGuide(country);

  const national = NATIONAL_PRICE_GUIDES[country];
  function guideFor(kind: PriceKind): PriceSpread & { basedOn: number } {
    const values = used.map((listing) => priceOf(listing, kind)).filter((price) => price !== null);
    const spread = priceSpread(values, PRICE_STEPS_MINOR[kind]);
    return spread && values.length >= PRICE_GUIDE_MIN_LISTINGS
      ? { ...spread, basedOn: values.length }
      : { ...national[kind], basedOn: 0 };
  }
  const farthest = Math.max(...used.map((listing) => listing.distanceMetres));
  return {
    country,
    currency,
    source: "nearby",
    basedOn: used.length,
    radiusMetres: Math.max(100, Math.ceil(farthest / 100) * 100),
    spaceType: byType ? (spaceType ?? null) : null,
    prices: { hourly: guideFor("hourly"), daily: guideFor("daily"), monthly: guideFor("monthly") },
  };
}
