import { BoundedMap } from "#contract/bounded-map";
import { PARKING_TIME_ZONE } from "#contract/wall-clock";

/**
 * How the pages write days and times, on the wall clock where drivers park. Each format keeps
 * what it has written: a page writes the same few moments (a stay's start and end) for visitor
 * after visitor, and each Intl call costs several microseconds.
 */

export type MomentFormat = { format(moment: Date | number): string };

const MOMENTS_KEPT = 1_000;

function keptFormat(options: Intl.DateTimeFormatOptions): MomentFormat {
  const format = new Intl.DateTimeFormat("en-GB", { timeZone: PARKING_TIME_ZONE, ...options });
  const written = new BoundedMap<number, string>(MOMENTS_KEPT);
  return {
    format(moment) {
      const at = typeof moment === "number" ? moment : moment.getTime();
      let text = written.get(at);
      if (text === undefined) {
        text = format.format(at);
        written.set(at, text);
      }
      return text;
    },
  };
}

/** "Sun, 22 Nov 2026": a day as the pages write it, on the UK's clocks. */
export const dayFormat = keptFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "22:30" */
export const timeOfDayFormat = keptFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Sun 22 Nov, 22:30": a moment within the next weeks, without its year. */
export const momentFormat = keptFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
