import { HALF_HOUR_MS } from "#contract/parking-type";
import type { Rental } from "#contract/vocabulary";
import { serviceFee } from "./fees";

/**
 * What a stay costs, in minor units of the listing's currency. Pure functions: the service,
 * the search's price sort (mirrored in SQL, see repositories/listings.ts) and the tests all
 * use these rules.
 */

const HALF_HOURS_PER_DAY = 48;

/** A listing's short-stay prices: per hour, charged in half-hour steps, and the most a day costs. */
export type ShortStayTariff = {
  hourlyMinor: number | null;
  dailyMinor: number | null;
};

/** Spec §9: hourly bookings start from half an hour and move in 30-minute steps. */
export function halfHourSteps(start: Date, end: Date): number {
  const duration = end.getTime() - start.getTime();
  if (duration <= 0) throw new RangeError("A stay must end after it starts");
  return Math.max(1, Math.ceil(duration / HALF_HOUR_MS));
}

/**
 * Price of a short stay: each started half hour costs half the hourly price; each 24 hours
 * costs at most the daily price (the cap). With only a daily price, each started day is charged.
 * Null when the listing has no short-stay price.
 */
export function shortStayPrice(tariff: ShortStayTariff, start: Date, end: Date): number | null {
  const steps = halfHourSteps(start, end);
  const { hourlyMinor, dailyMinor } = tariff;
  if (hourlyMinor === null) {
    return dailyMinor === null ? null : Math.ceil(steps / HALF_HOURS_PER_DAY) * dailyMinor;
  }
  const fullDays = Math.floor(steps / HALF_HOURS_PER_DAY);
  const remainingSteps = steps % HALF_HOURS_PER_DAY;
  const uncappedDay = (HALF_HOURS_PER_DAY * hourlyMinor) / 2;
  const day = dailyMinor === null ? uncappedDay : Math.min(dailyMinor, uncappedDay);
  const rest = (remainingSteps * hourlyMinor) / 2;
  return Math.round(fullDays * day + (dailyMinor === null ? rest : Math.min(dailyMinor, rest)));
}

/** A parking price with decision 007's service fee on it, and the two together. */
export type PriceWithFee = { valueMinor: number; serviceFeeMinor: number; totalMinor: number };

export function withServiceFee(valueMinor: number): PriceWithFee {
  const serviceFeeMinor = serviceFee(valueMinor);
  return { valueMinor, serviceFeeMinor, totalMinor: valueMinor + serviceFeeMinor };
}

/** A listing's prices as a search and a space page read them: a month's is the plan's shortest. */
export type ListedPrices = {
  hourlyPriceMinor: number | null;
  dailyPriceMinor: number | null;
  monthlyPriceMinor: number | null;
};

/**
 * The price a search and a space show for a stay, with its fee, so neither undersells
 * checkout: a month of monthly parking, or the short stay's whole price. Null when the listing
 * has no such price, or the stay has no end.
 */
export function shownPrice(
  listing: ListedPrices,
  rental: Rental,
  stay: { start: Date; end: Date | null },
): (PriceWithFee & { per: "stay" | "month" }) | null {
  if (rental === "long") {
    return listing.monthlyPriceMinor === null
      ? null
      : { ...withServiceFee(listing.monthlyPriceMinor), per: "month" };
  }
  if (!stay.end) return null;
  const minor = shortStayPrice(
    { hourlyMinor: listing.hourlyPriceMinor, dailyMinor: listing.dailyPriceMinor },
    stay.start,
    stay.end,
  );
  return minor === null ? null : { ...withServiceFee(minor), per: "stay" };
}
