import { rentalLabels } from "~/lib/search-options";
import { isOneOf, rentals, type Rental, type SeasonPlan } from "#contract/vocabulary";

/** Spec §3 saved searches: what a search is known by, whichever list holds it. */
export type SearchKey = {
  text: string;
  /** The season plan of a monthly search; null for hourly and airport parking. */
  plan: SeasonPlan | null;
  rental: Rental;
};

/** A search as the search page ran it: only monthly parking has a plan (mon-sun by default). */
export function searchKey(text: string, rental: Rental, plan?: SeasonPlan | null): SearchKey {
  return { text: text.trim(), rental, plan: rental === "long" ? (plan ?? "mon-sun") : null };
}

/** Spec §4: the same text (in any case), plan and rental. */
export function isSameSearch(a: SearchKey, b: SearchKey) {
  return (
    a.text.toLowerCase() === b.text.toLowerCase() && a.plan === b.plan && a.rental === b.rental
  );
}

/** The search page's address for a saved search. */
export function searchHref(search: SearchKey) {
  const query = new URLSearchParams({ q: search.text, rental: search.rental });
  if (search.plan) query.set("plan", search.plan);
  return `/search?${query}`;
}

const shortPlanLabels: Record<SeasonPlan, string> = {
  "mon-sun": "every day",
  "mon-fri": "weekdays",
  "any-three-days": "3 days a week",
};

/** "Hourly", or "Monthly, weekdays": enough to tell two saved searches for one place apart. */
export function describeSearch(search: SearchKey) {
  const rental = rentalLabels[search.rental];
  return search.plan ? `${rental}, ${shortPlanLabels[search.plan]}` : rental;
}

/** Favourites are chosen, not collected: at most 10, and an 11th is refused, never swapped in. */
export const MAX_FAVOURITE_SEARCHES = 10;

export type FavouriteSearch = SearchKey & { savedAt: string };

/** As stored, tidied: most recently saved first, one of each search, at most 10. */
export function keptFavourites(favourites: readonly FavouriteSearch[]): FavouriteSearch[] {
  const newestFirst = favourites.toSorted((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
  return newestFirst
    .filter(
      (favourite, index) =>
        newestFirst.findIndex((other) => isSameSearch(favourite, other)) === index,
    )
    .slice(0, MAX_FAVOURITE_SEARCHES);
}

export function isFavourite(favourites: readonly FavouriteSearch[], search: SearchKey) {
  return favourites.some((favourite) => isSameSearch(favourite, search));
}

export type SavedFavourite =
  | { kind: "saved"; favourites: FavouriteSearch[] }
  /** Saved already: nothing changes (a second click, or a page open twice). */
  | { kind: "already-saved"; favourites: FavouriteSearch[] }
  /** Ten are saved: the driver chooses which to remove. */
  | { kind: "full"; favourites: FavouriteSearch[] };

export function saveFavourite(
  favourites: readonly FavouriteSearch[],
  search: SearchKey,
  now: Date,
): SavedFavourite {
  const kept = keptFavourites(favourites);
  if (isFavourite(kept, search)) return { kind: "already-saved", favourites: kept };
  if (kept.length >= MAX_FAVOURITE_SEARCHES) return { kind: "full", favourites: kept };
  return { kind: "saved", favourites: [{ ...search, savedAt: now.toISOString() }, ...kept] };
}

export function removeFavourite(
  favourites: readonly FavouriteSearch[],
  search: SearchKey,
): FavouriteSearch[] {
  return keptFavourites(favourites).filter((favourite) => !isSameSearch(favourite, search));
}

/** Spec §3 nearby: a search around the driver's own position, for the chosen rental. */
export function nearbySearchHref(position: { lat: number; lng: number }, rental: string) {
  const query = new URLSearchParams({
    lat: position.lat.toFixed(5),
    lng: position.lng.toFixed(5),
    rental: isOneOf(rentals, rental) ? rental : "short",
  });
  return `/search?${query}`;
}

/**
 * Spec §8's wording ('Geolocation failed: {reason}') for a GeolocationPositionError's code, or
 * null when the browser offers no geolocation at all.
 */
export function geolocationFailure(code: number | null) {
  const reasons: Record<number, string> = {
    1: "you did not allow this site to use your location. Allow it in your browser, or type a place above.",
    2: "your position is not available right now. Try again, or type a place above.",
    3: "finding your position took too long. Try again, or type a place above.",
  };
  const reason =
    code === null
      ? "this browser cannot share your location. Type a place above."
      : (reasons[code] ?? "your position could not be found. Type a place above.");
  return `Geolocation failed: ${reason}`;
}
