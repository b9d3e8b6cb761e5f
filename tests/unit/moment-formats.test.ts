import { expect, test } from "vitest";
import { dayFormat, momentFormat, timeOfDayFormat } from "~/lib/moment-formats";

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", ...options });

test("each format writes a moment as Intl does on the UK's clocks, asked again or not", () => {
  const day = intl({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const time = intl({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const moment = intl({
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  // Half-hourly across the autumn change, then over the months.
  const moments = [
    ...Array.from({ length: 12 }, (_, step) => Date.UTC(2026, 9, 24, 22, step * 30)),
    ...Array.from({ length: 12 }, (_, month) => Date.UTC(2027, month, 9, 8, 15)),
  ];
  for (const round of [1, 2]) {
    for (const at of moments) {
      const asked = round === 1 ? new Date(at) : at;
      expect(dayFormat.format(asked)).toBe(day.format(at));
      expect(timeOfDayFormat.format(asked)).toBe(time.format(at));
      expect(momentFormat.format(asked)).toBe(moment.format(at));
    }
  }
  expect(momentFormat.format(Date.UTC(2026, 10, 22, 22, 30))).toBe("Sun 22 Nov, 22:30");
});
