/**
 * Times as drivers read and type them: the wall clock where they park. Great Britain and
 * Ireland keep the same clocks all year (GMT, then BST/IST from late March to late October), so
 * one zone serves both markets.
 */
export const PARKING_TIME_ZONE = "Europe/London";

/** "Sun, 22 Nov 2026": a day as the pages write it, on the UK's clocks. */
export const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARKING_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "22:30" */
export const timeOfDayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARKING_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Sun 22 Nov, 22:30": a moment within the next weeks, without its year. */
export const momentFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARKING_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const wallClockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function wallClockParts(moment: Date) {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(moment)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's clock is ahead of UTC at `moment`. */
function zoneOffsetMs(moment: Date) {
  const wall = wallClockParts(moment);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment the UK's clocks show the given time; null for a time that does not exist. */
export function fromWallClock(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(guess);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // Twice: the offset at the first answer settles a guess made across a clock change.
  const first = guess - zoneOffsetMs(new Date(guess));
  return new Date(guess - zoneOffsetMs(new Date(first)));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `2026-12-03` as the UK's clocks show `moment`. */
export function wallDate(moment: Date) {
  const wall = wallClockParts(moment);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** `2026-12-03T09:30` as the UK's clocks show `moment`: the value of a datetime-local field. */
export function wallDateTime(moment: Date) {
  const wall = wallClockParts(moment);
  return `${wallDate(moment)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
