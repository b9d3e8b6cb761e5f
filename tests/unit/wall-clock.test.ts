import { expect, test } from "vitest";
import {
  describeMoment,
  fromWallClock,
  sameLocalDay,
  TIME_ZONES,
  wallClock,
  wallDate,
  wallDateTime,
} from "#contract/wall-clock";

test("a wall-clock time becomes the moment the UK's clocks show it, in winter and in summer", () => {
  expect(fromWallClock(2026, 12, 3, 9, 30)?.toISOString()).toBe("2026-12-03T09:30:00.000Z");
  expect(fromWallClock(2026, 7, 3, 9, 30)?.toISOString()).toBe("2026-07-03T08:30:00.000Z");
});

test("a time the clocks skip in March is read an hour on; one they show twice in October, the second time", () => {
  expect(fromWallClock(2026, 3, 29, 1, 30)?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  expect(fromWallClock(2026, 3, 29, 2, 0)?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  expect(fromWallClock(2026, 10, 25, 1, 30)?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
});

test("a date that is not in the calendar is no moment", () => {
  expect(fromWallClock(2026, 2, 30)).toBeNull();
  expect(fromWallClock(2026, 13, 1)).toBeNull();
  expect(fromWallClock(2026, 1, 1, 24)).toBeNull();
});

test("a moment reads as the space's clock shows it, Monday as weekday 0", () => {
  const moment = new Date("2026-11-30T23:30:00Z");
  expect(wallClock(moment, TIME_ZONES.IRL)).toEqual({
    year: 2026,
    date: "2026-11-30",
    weekday: 0,
    time: "23:30:00",
  });
  const summerMidnight = new Date("2026-06-30T23:30:00Z");
  expect(wallDate(summerMidnight)).toBe("2026-07-01");
  expect(wallDateTime(summerMidnight)).toBe("2026-07-01T00:30");
});

test("two moments on one calendar day on the clock, though on two in UTC", () => {
  const lateUtc = new Date("2026-07-01T22:30:00Z");
  const earlyNextUtc = new Date("2026-07-01T23:30:00Z");
  expect(sameLocalDay(lateUtc, earlyNextUtc, TIME_ZONES.GBR)).toBe(false);
  expect(sameLocalDay(new Date("2026-07-01T00:30:00Z"), lateUtc, TIME_ZONES.GBR)).toBe(true);
});

test("messages name a moment by its time and day, with the year only when it is another", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  expect(describeMoment(new Date("2026-12-03T09:00:00Z"), TIME_ZONES.GBR, now)).toBe(
    "09:00 on 3 December",
  );
  expect(describeMoment(new Date("2027-06-03T08:00:00Z"), TIME_ZONES.IRL, now)).toBe(
    "09:00 on 3 June 2027",
  );
});

/** The wall clock as the platform formats it, moment by moment: what wallClock must agree with. */
function formatted(moment: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "long",
      hourCycle: "h23",
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].indexOf(
      parts.weekday!,
    ),
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

test.each([
  // The clocks going forward and back in Great Britain and Ireland, on the hour in UTC.
  ["Europe/London", "2026-03-29T01:00:00Z"],
  ["Europe/London", "2026-10-25T01:00:00Z"],
  ["Europe/Dublin", "2027-03-28T01:00:00Z"],
  // A zone whose clocks change on the half hour in UTC, inside an hour read alike elsewhere.
  ["America/St_Johns", "2026-03-08T05:30:00Z"],
  ["America/St_Johns", "2026-11-01T04:30:00Z"],
])(
  "around the clocks changing in %s at %s, every minute reads as the platform formats it",
  (zone, change) => {
    const at = new Date(change).getTime();
    for (let minute = -150; minute <= 150; minute += 1) {
      const moment = new Date(at + minute * 60_000 + 17_000);
      expect(wallClock(moment, zone), moment.toISOString()).toEqual(formatted(moment, zone));
    }
  },
);

test("moments across years and seasons read as the platform formats them", () => {
  for (let day = 0; day < 3 * 366; day += 7) {
    const moment = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + day * 3_917_000);
    for (const zone of Object.values(TIME_ZONES)) {
      expect(wallClock(moment, zone), moment.toISOString()).toEqual(formatted(moment, zone));
    }
  }
});
