import { expect, test } from "vitest";
import {
  keptSearches,
  MAX_RECENT_SEARCHES,
  rememberSearch,
  type RecentSearch,
} from "../../app/lib/recent-searches";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

function searched(text: string, at: Date, rental: RecentSearch["rental"] = "short"): RecentSearch {
  return { text, rental, plan: null, lastSearchedAt: at.toISOString() };
}

test("a new search goes to the top with the time it was made", () => {
  const recents = rememberSearch(
    [searched("Leeds", daysAgo(1))],
    { text: "York", rental: "short", plan: null },
    now,
  );
  expect(recents.map((recent) => recent.text)).toEqual(["York", "Leeds"]);
  expect(recents[0]?.lastSearchedAt).toBe(now.toISOString());
});

test("the same text, plan and rental searched again moves to the top instead of repeating", () => {
  const earlier = [searched("York", daysAgo(1)), searched("Leeds", daysAgo(2))];
  const recents = rememberSearch(earlier, { text: "leeds", rental: "short", plan: null }, now);
  expect(recents.map((recent) => recent.text)).toEqual(["leeds", "York"]);
});

test("another rental or plan for the same text is a search of its own", () => {
  const earlier = [searched("Leeds", daysAgo(1))];
  const monthly = rememberSearch(earlier, { text: "Leeds", rental: "long", plan: "mon-fri" }, now);
  expect(monthly).toHaveLength(2);
  const otherPlan = rememberSearch(
    monthly,
    { text: "Leeds", rental: "long", plan: "mon-sun" },
    now,
  );
  expect(otherPlan).toHaveLength(3);
});

test("at most ten are kept, the oldest dropped first", () => {
  let recents: RecentSearch[] = [];
  for (let day = 12; day >= 1; day -= 1) {
    recents = rememberSearch(
      recents,
      { text: `Place ${day}`, rental: "short", plan: null },
      daysAgo(day),
    );
  }
  expect(recents).toHaveLength(MAX_RECENT_SEARCHES);
  expect(recents[0]?.text).toBe("Place 1");
  expect(recents.at(-1)?.text).toBe("Place 10");
});

test("searches older than 365 days are forgotten", () => {
  const recents = keptSearches(
    [searched("Old", daysAgo(366)), searched("Recent", daysAgo(364))],
    now,
  );
  expect(recents.map((recent) => recent.text)).toEqual(["Recent"]);
});
