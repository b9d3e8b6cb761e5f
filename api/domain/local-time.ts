import type { countries } from "../db/schema/places";

export type Country = (typeof countries)[number];

/** The clock a space's times are shown and its opening hours read in. */
export const TIME_ZONES: Record<Country, string> = {
  GBR: "Europe/London",
  IRL: "Europe/Dublin",
};

/** A moment as a clock on the wall shows it: weekday 0 is Monday, as in listing_hours. */
export type WallClock = { year: number; date: string; weekday: number; time: string };

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  zone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone: zone, ...options });
    formats.set(zone, format);
  }
  return format;
}

export function wallClock(moment: Date, zone: string): WallClock {
  const parts: Record<string, string> = {};
  const format = cached(wallClockFormats, zone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(moment)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday ?? ""),
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/**
 * "09:00 on 3 December", with the year when it is not this year's: how messages name a moment.
 */
export function describeMoment(moment: Date, zone: string, now: Date): string {
  const clock = wallClock(moment, zone);
  const dayMonth = cached(dayMonthFormats, zone, { day: "numeric", month: "long" }).format(moment);
  const year = clock.year === wallClock(now, zone).year ? "" : ` ${clock.year}`;
  return `${clock.time.slice(0, 5)} on ${dayMonth}${year}`;
}

/** Whether two moments fall on the same calendar day on the space's clock. */
export function sameLocalDay(a: Date, b: Date, zone: string): boolean {
  return wallClock(a, zone).date === wallClock(b, zone).date;
}
