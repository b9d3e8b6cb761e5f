import { fromWallClock, wallDate } from "#contract/wall-clock";

const DAY_MS = 24 * 60 * 60 * 1000;
// One "today" for all a worker runs, so a period never straddles midnight as it is worked out.
const TODAY = Date.now();

/**
 * `hour`:00 on the day `days` ahead on the site's wall clock: as a date, as the space page's
 * datetime-local field holds it, and as a moment.
 */
export function wallClockIn(days: number, hour: number) {
  const [year, month, day] = wallDate(new Date(TODAY + days * DAY_MS))
    .split("-")
    .map(Number);
  const moment = fromWallClock(year!, month!, day!, hour, 0)!;
  const pad = (value: number) => String(value).padStart(2, "0");
  const date = `${year}-${pad(month!)}-${pad(day!)}`;
  return { date, field: `${date}T${pad(hour)}:00`, iso: moment.toISOString() };
}
