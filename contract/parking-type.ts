import type { ParkingType } from "./products";

export const HALF_HOUR_MS = 30 * 60 * 1000;

/** Spec §9: the park-now window. */
export const PARK_NOW_WINDOW_MINUTES = 720;

/** The next half hour at or after `moment`: a moment on a half hour is its own. */
export function nextHalfHour(moment: Date): Date {
  return new Date(Math.ceil(moment.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
}

/**
 * Spec §4: on-exit when the start, rounded up to the next half hour, is already past; park-now
 * when that rounded start is at most 720 minutes away; otherwise pre-book-single. A start on a
 * half hour is its own rounding, so a session starting exactly now is park-now.
 */
export function parkingTypeOf(start: Date, now: Date): ParkingType {
  const untilStart = nextHalfHour(start).getTime() - now.getTime();
  if (untilStart < 0) return "on-exit";
  if (untilStart <= PARK_NOW_WINDOW_MINUTES * 60_000) return "park-now";
  return "pre-book-single";
}

/** A ride to the terminal is booked ahead, so a session already under way cannot have one. */
export function offersParkAndGo(parkingType: ParkingType): boolean {
  return parkingType !== "on-exit";
}
