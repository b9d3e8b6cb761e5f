/**
 * What a stay costs, in minor units of the listing's currency. Pure functions: the service,
 * the search's price sort (mirrored in SQL, see repositories/listings.ts) and the tests all
 * use these rules.
 */

export const HALF_HOUR_MS = 30 * 60 * 1000;
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
