import { expect, test } from "vitest";
import {
  offersParkAndGo,
  PARK_NOW_WINDOW_MINUTES,
  parkingTypeOf,
} from "../../contract/parking-type";

const now = new Date("2026-12-01T10:20:00Z");
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

test("a start whose half hour has already passed is on-exit", () => {
  expect(parkingTypeOf(new Date("2026-12-01T09:59:00Z"), now)).toBe("on-exit");
  expect(parkingTypeOf(new Date("2026-12-01T10:00:00Z"), now)).toBe("on-exit");
  expect(parkingTypeOf(new Date("2026-11-30T10:20:00Z"), now)).toBe("on-exit");
});

test("a start that has passed but rounds up to a half hour still to come is park-now", () => {
  expect(parkingTypeOf(new Date("2026-12-01T10:01:00Z"), now)).toBe("park-now");
  expect(parkingTypeOf(new Date("2026-12-01T10:19:59Z"), now)).toBe("park-now");
});

test("a start on the current instant is park-now", () => {
  const onTheHalfHour = new Date("2026-12-01T10:30:00Z");
  expect(parkingTypeOf(onTheHalfHour, onTheHalfHour)).toBe("park-now");
  expect(parkingTypeOf(now, now)).toBe("park-now");
});

test("a start one millisecond before a half hour that has just passed is on-exit", () => {
  const justAfter = new Date("2026-12-01T10:30:00.001Z");
  expect(parkingTypeOf(new Date("2026-12-01T10:30:00Z"), justAfter)).toBe("on-exit");
  expect(parkingTypeOf(new Date("2026-12-01T10:29:59Z"), justAfter)).toBe("on-exit");
});

test("a start up to 720 minutes away is park-now", () => {
  expect(PARK_NOW_WINDOW_MINUTES).toBe(720);
  const onHalfHour = new Date("2026-12-01T10:30:00Z");
  expect(parkingTypeOf(new Date(onHalfHour.getTime() + 720 * 60_000), onHalfHour)).toBe("park-now");
  expect(parkingTypeOf(minutesFromNow(600), now)).toBe("park-now");
});

test("a start more than 720 minutes away is pre-book-single", () => {
  const onHalfHour = new Date("2026-12-01T10:30:00Z");
  expect(parkingTypeOf(new Date(onHalfHour.getTime() + 720 * 60_000 + 1), onHalfHour)).toBe(
    "pre-book-single",
  );
  expect(parkingTypeOf(minutesFromNow(60 * 24 * 7), now)).toBe("pre-book-single");
});

test("rounding up can carry a start inside the window out of it", () => {
  // 22:15 and 22:20 are 715 and 720 minutes after 10:20, but both round up to 22:30: 730.
  expect(parkingTypeOf(new Date("2026-12-01T22:15:00Z"), now)).toBe("pre-book-single");
  expect(parkingTypeOf(new Date("2026-12-01T22:00:00Z"), now)).toBe("park-now");
  expect(parkingTypeOf(new Date("2026-12-01T22:20:00Z"), now)).toBe("pre-book-single");
});

test("park and go is offered before parking starts, never on exit", () => {
  expect(offersParkAndGo("pre-book-single")).toBe(true);
  expect(offersParkAndGo("park-now")).toBe(true);
  expect(offersParkAndGo("on-exit")).toBe(false);
});
