import { dayFormat, fromWallClock, momentFormat } from "~/lib/wall-clock";
import type { Rental } from "./options";

const HALF_HOUR_MS = 30 * 60 * 1000;

const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A time from a form or the URL: a `datetime-local` value read as UK/Irish wall-clock time, a
 * date (midnight), or an ISO 8601 moment with its offset. Null when it is none of these, or a
 * day that does not exist (31 February).
 */
export function readStayTime(value: string): Date | null {
  const text = value.trim();
  if (withOffset.test(text)) {
    const moment = new Date(text);
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  const match = wallClock.exec(text) ?? dateOnly.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return fromWallClock(year, month, day, hour, minute, second);
}

/** "Sun 22 Nov, 22:00 to Mon 23 Nov, 00:00", or "from Sun 22 Nov 2026" for a monthly stay. */
export function describeStay(rental: Rental, start: string | null, end: string | null): string {
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
