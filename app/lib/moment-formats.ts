import { PARKING_TIME_ZONE } from "#contract/wall-clock";

/** How the pages write days and times, on the wall clock where drivers park. */

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
