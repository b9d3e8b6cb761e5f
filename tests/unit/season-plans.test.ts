import { expect, test } from "vitest";
import { annualSaving, sortSeasons, type Season } from "../../api/domain/season-plans";

const season = (intervalCount: number, totalMinor: number): Season => ({
  plan: "mon-sun",
  intervalCount,
  totalMinor,
  depositMinor: 0,
});

test("seasons are listed by billing interval count", () => {
  expect(
    sortSeasons([season(12, 1), season(1, 1), season(6, 1)]).map((s) => s.intervalCount),
  ).toEqual([1, 6, 12]);
});

test("the annual saving is twelve months at the monthly price minus the longest plan", () => {
  expect(annualSaving([season(1, 10_000), season(3, 29_100), season(12, 108_000)])).toBe(12_000);
});

test("a longest plan shorter than a year is scaled to a year", () => {
  expect(annualSaving([season(1, 10_000), season(6, 54_000)])).toBe(12_000);
});

test("there is no saving to show without a monthly price or a longer plan", () => {
  expect(annualSaving([season(1, 10_000)])).toBeNull();
  expect(annualSaving([season(12, 100_000)])).toBeNull();
  expect(annualSaving([])).toBeNull();
});
