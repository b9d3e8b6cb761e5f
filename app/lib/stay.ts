/**
 * The period a space page is priced for, read from and written to its URL query:
 * `rental` (short | long | airport), `start`, `end` (hourly and airport) and `season_plan`
 * (monthly). Times in the URL are wall-clock times as the page's form sends them without
 * JavaScript (`2026-12-03T09:30`, or a date for monthly); an ISO moment with an offset, as the
 * service gives it, is read too. The booking steps read the same query from `{space}/book`.
 */
import {
  DEFAULT_SEASON_PLAN,
  isOneOf,
  rentals,
  seasonPlans,
  type Rental,
  type SeasonPlan,
} from "#contract/vocabulary";
import { HALF_HOUR_MS, nextHalfHour } from "#contract/parking-type";
import { fromWallClock, wallDate, wallDateTime } from "#contract/wall-clock";
import { dayFormat, momentFormat, timeOfDayFormat } from "~/lib/moment-formats";

const HOUR_MS = 2 * HALF_HOUR_MS;
const DAY_MS = 24 * HOUR_MS;
/** The stay a search assumes when none is given (the service's `defaultStay`). */
const DEFAULT_LENGTH_MS: Record<Exclude<Rental, "long">, number> = {
  short: 2 * HOUR_MS,
  airport: 7 * DAY_MS,
};

export type Stay = {
  rental: Rental;
  seasonPlan: SeasonPlan;
  start: Date;
  /** Null for monthly parking, which rolls on until it is cancelled. */
  end: Date | null;
};

export type StayReading = {
  stay: Stay;
  /** What the form shows: the visitor's own values, or the default stay's. */
  fields: { start: string; end: string };
  /** Why a value could not be used, by field; the stay is then not priced. */
  errors: { start?: string; end?: string };
};

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const zonedMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The half hour that has started at `now`: the earliest start the form offers. */
export function startOfHalfHour(now: Date) {
  return new Date(Math.floor(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
}

type Moment = { at: Date; dateOnly: boolean } | "invalid" | null;

function readMoment(value: string | null): Moment {
  const text = value?.trim();
  if (!text) return null;
  const day = dateOnly.exec(text);
  if (day) {
    const at = fromWallClock(Number(day[1]), Number(day[2]), Number(day[3]));
    return at ? { at, dateOnly: true } : "invalid";
  }
  const wall = wallTime.exec(text);
  if (wall) {
    const at = fromWallClock(
      Number(wall[1]),
      Number(wall[2]),
      Number(wall[3]),
      Number(wall[4]),
      Number(wall[5]),
    );
    return at ? { at, dateOnly: false } : "invalid";
  }
  if (zonedMoment.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? "invalid" : { at, dateOnly: false };
  }
  return "invalid";
}

export function isRental(value: string | null): value is Rental {
  return isOneOf(rentals, value);
}

/** The default stay for `rental`, as a search assumes it. */
export function defaultStay(rental: Rental, seasonPlan: SeasonPlan, now: Date): Stay {
  if (rental === "long") return { rental, seasonPlan, start: now, end: null };
  const soonest = nextHalfHour(now);
  const start = rental === "airport" ? new Date(soonest.getTime() + DAY_MS) : soonest;
  return { rental, seasonPlan, start, end: new Date(start.getTime() + DEFAULT_LENGTH_MS[rental]) };
}

export type StayFieldValues = { start: string; end: string };

let latestDefaults: { soonest: number; fields: Record<Rental, StayFieldValues> } | undefined;

/**
 * What a search form's date fields hold before the driver picks: each rental's default stay as
 * `datetime-local` values, monthly starting at the next half hour (the fields step by 30 minutes).
 */
export function stayFieldDefaults(now: Date): Record<Rental, StayFieldValues> {
  // Each field follows from the next half hour alone, so one answer serves every search until
  // then; reading the wall clock five times took a tenth of a millisecond a page.
  const soonest = nextHalfHour(now).getTime();
  if (latestDefaults?.soonest === soonest) return latestDefaults.fields;
  const fields = (rental: Rental): StayFieldValues => {
    const stay = defaultStay(rental, DEFAULT_SEASON_PLAN, now);
    return {
      start: wallDateTime(rental === "long" ? nextHalfHour(now) : stay.start),
      end: stay.end ? wallDateTime(stay.end) : "",
    };
  };
  const defaults = { short: fields("short"), long: fields("long"), airport: fields("airport") };
  latestDefaults = { soonest, fields: defaults };
  return defaults;
}

function fieldsOf(stay: Stay) {
  return stay.rental === "long"
    ? { start: wallDate(stay.start), end: "" }
    : { start: wallDateTime(stay.start), end: stay.end ? wallDateTime(stay.end) : "" };
}

/**
 * Reads the stay from a space page's query. Missing values take the default stay's; a value
 * that cannot be read is kept for the form with a message, and the default stay stands in.
 */
export function readStay(query: URLSearchParams, now: Date, offered?: readonly Rental[]) {
  const asked = query.get("rental");
  const wanted: Rental = isOneOf(rentals, asked) ? asked : "short";
  const rental = !offered || offered.includes(wanted) ? wanted : (offered[0] ?? "short");
  const plan = query.get("season_plan");
  const seasonPlan = isOneOf(seasonPlans, plan) ? plan : DEFAULT_SEASON_PLAN;
  const fallback = defaultStay(rental, seasonPlan, now);
  const start = readMoment(query.get("start"));
  const errors: StayReading["errors"] = {};

  if (start === "invalid") errors.start = "Enter a date and time, for example 2026-12-03 09:30";

  if (rental === "long") {
    if (start === "invalid" || start === null) {
      return reading(fallback, { ...fieldsOf(fallback), ...rawFields(query, start) }, errors);
    }
    // A monthly booking starts on a day; today's starts now (spec §4: instant).
    const day = wallDate(start.at);
    const midnight = readMoment(day);
    const startAt = midnight && midnight !== "invalid" ? midnight.at : start.at;
    const stay: Stay = {
      rental,
      seasonPlan,
      start: startAt.getTime() < now.getTime() ? now : startAt,
      end: null,
    };
    return reading(stay, { start: day, end: "" }, errors);
  }

  const end = readMoment(query.get("end"));
  if (end === "invalid") errors.end = "Enter a date and time, for example 2026-12-03 17:30";
  if (start === "invalid" || end === "invalid") {
    return reading(fallback, { ...fieldsOf(fallback), ...rawFields(query, start, end) }, errors);
  }
  if (start === null) return reading(fallback, fieldsOf(fallback), errors);

  // A date alone (the monthly form's value) starts at the default time of day.
  const startAt = start.dateOnly ? atDefaultTime(start.at, fallback.start) : start.at;
  const endAt =
    end === null || end.dateOnly ? new Date(startAt.getTime() + DEFAULT_LENGTH_MS[rental]) : end.at;
  const stay: Stay = { rental, seasonPlan, start: startAt, end: endAt };
  if (endAt.getTime() <= startAt.getTime()) {
    errors.end = "The end must be after the start";
  }
  return reading(stay, fieldsOf(stay), errors);
}

function rawFields(query: URLSearchParams, ...moments: Moment[]) {
  const [start, end] = moments;
  return {
    ...(start === "invalid" ? { start: query.get("start") ?? "" } : {}),
    ...(end === "invalid" ? { end: query.get("end") ?? "" } : {}),
  };
}

function reading(
  stay: Stay,
  fields: StayReading["fields"],
  errors: StayReading["errors"],
): StayReading {
  return { stay, fields, errors };
}

/** A day's default start: the default stay's time of day, or 09:00 on a later day. */
function atDefaultTime(day: Date, soonest: Date) {
  if (wallDate(day) === wallDate(soonest)) return soonest;
  const [year, month, date] = wallDate(day).split("-").map(Number);
  return fromWallClock(year ?? 0, month ?? 1, date ?? 1, 9, 0) ?? soonest;
}

/** The query that names `stay`, for links to the same period (the booking steps, a share). */
export function stayQuery(stay: Stay) {
  const query = new URLSearchParams({ rental: stay.rental });
  if (stay.rental === "long") {
    query.set("start", wallDate(stay.start));
    query.set("season_plan", stay.seasonPlan);
  } else {
    query.set("start", wallDateTime(stay.start));
    if (stay.end) query.set("end", wallDateTime(stay.end));
  }
  return query;
}

/**
 * A time from a form or the URL: a `datetime-local` value read as UK/Irish wall-clock time, a
 * date (midnight), or an ISO 8601 moment with its offset. Null when it is none of these, or a
 * day that does not exist (31 February).
 */
export function readStayTime(value: string): Date | null {
  const moment = readMoment(value);
  return moment && moment !== "invalid" ? moment.at : null;
}

function when(moment: Date) {
  return `${dayFormat.format(moment)}, ${timeOfDayFormat.format(moment)}`;
}

/** The period in words, as the price panel and the booking steps name it. */
export function describeStay(stay: Stay) {
  if (stay.rental === "long") return `Monthly, starting ${dayFormat.format(stay.start)}`;
  return stay.end ? `${when(stay.start)} to ${when(stay.end)}` : when(stay.start);
}

/** "Sun 22 Nov, 22:00 to Mon 23 Nov, 00:00", or "from Sun 22 Nov 2026" for a monthly stay. */
export function describeSearchedStay(
  rental: Rental,
  start: string | null,
  end: string | null,
): string {
  if (!start) return "";
  if (rental === "long" || !end) return `from ${dayFormat.format(new Date(start))}`;
  return `${momentFormat.format(new Date(start))} to ${momentFormat.format(new Date(end))}`;
}

export type StayCheck =
  { ok: true; start?: Date; end?: Date } | { ok: false; field: "start" | "end"; message: string };

/**
 * The stay a driver asked for, or what is wrong with it. Hourly parking is from half an hour
 * (spec §1, §9); a start may be up to half an hour gone (park now); monthly needs no end.
 */
export function checkStay(
  rental: Rental,
  values: { start?: string; end?: string },
  now: Date,
): StayCheck {
  const start = values.start ? readStayTime(values.start) : undefined;
  const end = values.end && rental !== "long" ? readStayTime(values.end) : undefined;
  if (start === null) {
    return { ok: false, field: "start", message: "Enter the start as a date and time." };
  }
  if (end === null) {
    return { ok: false, field: "end", message: "Enter the end as a date and time." };
  }
  if (rental === "long") {
    if (start && start.getTime() < now.getTime() - 24 * 60 * 60 * 1000) {
      return {
        ok: false,
        field: "start",
        message: "The start date has passed. Choose today or later.",
      };
    }
    return { ok: true, start };
  }
  if (!start && !end) return { ok: true };
  if (!start)
    return {
      ok: false,
      field: "start",
      message: "Choose when you arrive as well as when you leave.",
    };
  if (!end)
    return {
      ok: false,
      field: "end",
      message: "Choose when you leave as well as when you arrive.",
    };
  if (start.getTime() < now.getTime() - HALF_HOUR_MS) {
    return {
      ok: false,
      field: "start",
      message: "The start time has passed. Choose a time from now on.",
    };
  }
  if (end.getTime() <= start.getTime()) {
    return { ok: false, field: "end", message: "The end must be after the start." };
  }
  if (end.getTime() - start.getTime() < HALF_HOUR_MS) {
    return { ok: false, field: "end", message: "Parking is booked for at least half an hour." };
  }
  return { ok: true, start, end };
}
