import { BoundedMap } from "./bounded-map";
import type { Country } from "./vocabulary";

/**
 * Moments as the clock on the wall shows them where a space is: how drivers read and type
 * times, and how a space's opening hours are kept. Both halves use this one module, built on the
 * platform's own time-zone data (Intl), so no time-zone library reaches the browser
 * (decision 019).
 */

export const TIME_ZONES: Record<Country, string> = {
  GBR: "Europe/London",
  IRL: "Europe/Dublin",
};

/**
 * Great Britain and Ireland keep the same clocks all year (GMT, then BST or IST from late March
 * to late October), so the pages show times on one clock for both markets.
 */
export const PARKING_TIME_ZONE = TIME_ZONES.GBR;

/** Monday first: weekday 0 is Monday, as a listing's opening hours number the days. */
export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** A moment on a wall clock: `date` is 2026-12-03, `time` 09:30:00, `weekday` 0 for Monday. */
export type WallClock = { year: number; date: string; weekday: number; time: string };

type ClockParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
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

/** The zone's clock at `moment`, as the platform's time-zone data gives it. */
function formattedParts(moment: Date, zone: string): ClockParts {
  const format = cachedFormat(partsFormats, zone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(moment)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: shortWeekdays.indexOf(parts.weekday ?? ""),
  };
}

/** How far `wall`, the zone's clock at `moment`, is ahead of UTC. */
function offsetOf(wall: ClockParts, moment: Date) {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const OFFSETS_KEPT = 10_000;
/**
 * Each zone's offset from UTC by UTC hour, null for an hour in which it changes. Formatting a
 * moment's parts costs tens of microseconds and a page reads several; the offset changes only
 * when the clocks go forward or back, on the hour in Great Britain and Ireland.
 */
const hourOffsets = new BoundedMap<string, number | null>(OFFSETS_KEPT);

function offsetOfHour(zone: string, hour: number): number | null {
  const key = `${zone} ${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const [first, last] = [new Date(hour * HOUR_MS), new Date((hour + 1) * HOUR_MS - 1000)];
    const [atFirst, atLast] = [first, last].map((moment) =>
      offsetOf(formattedParts(moment, zone), moment),
    );
    offset = atFirst === atLast ? atFirst! : null;
    hourOffsets.set(key, offset);
  }
  return offset;
}

function clockParts(moment: Date, zone: string): ClockParts {
  const offset = offsetOfHour(zone, Math.floor(moment.getTime() / HOUR_MS));
  if (offset === null) return formattedParts(moment, zone);
  const wall = new Date(Math.floor(moment.getTime() / 1000) * 1000 + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    // Monday first, as shortWeekdays and a listing's opening hours number the days.
    weekday: (wall.getUTCDay() + 6) % 7,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

export function wallClock(moment: Date, zone: string = PARKING_TIME_ZONE): WallClock {
  const clock = clockParts(moment, zone);
  return {
    year: clock.year,
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    weekday: clock.weekday,
    time: `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`,
  };
}

/** `2026-12-03` as the wall clock shows `moment`. */
export function wallDate(moment: Date, zone: string = PARKING_TIME_ZONE): string {
  return wallClock(moment, zone).date;
}

/** `2026-12-03T09:30`: the value of a datetime-local field. */
export function wallDateTime(moment: Date, zone: string = PARKING_TIME_ZONE): string {
  const clock = wallClock(moment, zone);
  return `${clock.date}T${clock.time.slice(0, 5)}`;
}

/** How far the zone's clock is ahead of UTC at `moment`. */
function zoneOffsetMs(moment: Date, zone: string) {
  return offsetOf(clockParts(moment, zone), moment);
}

/**
 * The moment the wall clock shows the given time; null for a date or time not in the calendar.
 * A time the clocks skip in spring is read an hour on, as calendars read it (01:30 is 02:30
 * BST); a time they show twice in autumn is its second showing, once the clocks are back.
 */
export function fromWallClock(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  zone: string = PARKING_TIME_ZONE,
): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(guess);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // Twice: the offset at the first answer settles a guess made across a clock change.
  const first = guess - zoneOffsetMs(new Date(guess), zone);
  return new Date(guess - zoneOffsetMs(new Date(first), zone));
}

/** Whether two moments fall on the same calendar day on the zone's clock. */
export function sameLocalDay(a: Date, b: Date, zone: string): boolean {
  return wallDate(a, zone) === wallDate(b, zone);
}

/** "09:00 on 3 December", with the year when it is not this year's: how messages name a moment. */
export function describeMoment(moment: Date, zone: string, now: Date): string {
  const clock = wallClock(moment, zone);
  const dayMonth = cachedFormat(dayMonthFormats, zone, { day: "numeric", month: "long" });
  const year = clock.year === wallClock(now, zone).year ? "" : ` ${clock.year}`;
  return `${clock.time.slice(0, 5)} on ${dayMonth.format(moment)}${year}`;
}
