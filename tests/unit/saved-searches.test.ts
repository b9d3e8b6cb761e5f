import { expect, test } from "vitest";
import {
  describeSearch,
  geolocationFailure,
  isFavourite,
  keptFavourites,
  MAX_FAVOURITE_SEARCHES,
  nearbySearchHref,
  removeFavourite,
  saveFavourite,
  searchHref,
  searchKey,
  type FavouriteSearch,
} from "../../app/lib/saved-searches";

const now = new Date("2026-11-22T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);

function favourite(text: string, savedAt: Date, rental: FavouriteSearch["rental"] = "short") {
  return { ...searchKey(text, rental), savedAt: savedAt.toISOString() };
}

function tenFavourites() {
  return Array.from({ length: MAX_FAVOURITE_SEARCHES }, (_, index) =>
    favourite(`Place ${index + 1}`, minutesAgo(index + 1)),
  );
}

test("a saved search goes to the top of the favourites with the time it was saved", () => {
  const saved = saveFavourite([favourite("Leeds", minutesAgo(5))], searchKey("York", "short"), now);
  expect(saved.kind).toBe("saved");
  expect(saved.favourites.map((search) => search.text)).toEqual(["York", "Leeds"]);
  expect(saved.favourites[0]?.savedAt).toBe(now.toISOString());
});

test("the same text, plan and rental is not saved twice, and keeps its first place", () => {
  const favourites = [favourite("York", minutesAgo(1)), favourite("Leeds", minutesAgo(2))];
  const again = saveFavourite(favourites, searchKey("leeds", "short"), now);
  expect(again.kind).toBe("already-saved");
  expect(again.favourites).toEqual(favourites);
});

test("another rental or season plan for the same place is a favourite of its own", () => {
  const favourites = [favourite("Leeds", minutesAgo(1))];
  const monthly = saveFavourite(favourites, searchKey("Leeds", "long", "mon-fri"), now);
  expect(monthly.favourites).toHaveLength(2);
  const otherPlan = saveFavourite(monthly.favourites, searchKey("Leeds", "long", "mon-sun"), now);
  expect(otherPlan.favourites).toHaveLength(3);
});

test("an eleventh favourite is refused and the ten saved stay as they were", () => {
  const ten = tenFavourites();
  const eleventh = saveFavourite(ten, searchKey("Place 11", "short"), now);
  expect(eleventh.kind).toBe("full");
  expect(eleventh.favourites).toEqual(ten);
  // One already saved is still recognised when the list is full.
  expect(saveFavourite(ten, searchKey("Place 3", "short"), now).kind).toBe("already-saved");
});

test("a removed favourite makes room for another", () => {
  const nine = removeFavourite(tenFavourites(), searchKey("place 4", "short"));
  expect(nine).toHaveLength(9);
  expect(isFavourite(nine, searchKey("Place 4", "short"))).toBe(false);
  expect(saveFavourite(nine, searchKey("Place 11", "short"), now).kind).toBe("saved");
});

test("removing a search that is not a favourite changes nothing", () => {
  const favourites = [favourite("Leeds", minutesAgo(1))];
  expect(removeFavourite(favourites, searchKey("Leeds", "airport"))).toEqual(favourites);
});

test("favourites read back are newest first, one of each, at most ten", () => {
  const stored = [
    favourite("Old", minutesAgo(30)),
    favourite("York", minutesAgo(2)),
    favourite("york", minutesAgo(20)),
    ...tenFavourites(),
  ];
  const kept = keptFavourites(stored);
  expect(kept).toHaveLength(MAX_FAVOURITE_SEARCHES);
  expect(kept.map((search) => search.text).slice(0, 3)).toEqual(["Place 1", "York", "Place 2"]);
  expect(kept.some((search) => search.text === "Old")).toBe(false);
});

test("only monthly parking keeps a season plan, every day by default", () => {
  expect(searchKey(" Leeds ", "short", "mon-fri")).toEqual({
    text: "Leeds",
    rental: "short",
    plan: null,
  });
  expect(searchKey("Leeds", "long")).toEqual({ text: "Leeds", rental: "long", plan: "mon-sun" });
});

test("a saved search links back to the search page with its rental and plan", () => {
  expect(searchHref(searchKey("SW1A 1AA", "long", "mon-fri"))).toBe(
    "/search?q=SW1A+1AA&rental=long&plan=mon-fri",
  );
  expect(searchHref(searchKey("Leeds", "airport"))).toBe("/search?q=Leeds&rental=airport");
});

test("a saved search is described by its parking type, and a monthly one by its plan too", () => {
  expect(describeSearch(searchKey("Leeds", "short"))).toBe("Hourly");
  expect(describeSearch(searchKey("Leeds", "long", "mon-fri"))).toBe("Monthly, weekdays");
});

test("parking near me searches at the driver's position for the chosen rental", () => {
  expect(nearbySearchHref({ lat: 53.796481234, lng: -1.547849 }, "long")).toBe(
    "/search?lat=53.79648&lng=-1.54785&rental=long",
  );
  expect(nearbySearchHref({ lat: 51.5, lng: -0.12 }, "")).toBe(
    "/search?lat=51.50000&lng=-0.12000&rental=short",
  );
});

test("a failed location says why, in the spec's wording", () => {
  expect(geolocationFailure(1)).toMatch(/^Geolocation failed: you did not allow this site/);
  expect(geolocationFailure(2)).toMatch(/^Geolocation failed: your position is not available/);
  expect(geolocationFailure(3)).toMatch(/^Geolocation failed: finding your position took too long/);
  expect(geolocationFailure(null)).toMatch(/^Geolocation failed: this browser cannot share/);
});
