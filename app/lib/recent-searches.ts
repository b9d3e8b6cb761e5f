import type { Rental, SeasonPlan } from "~/components/search/options";

/** Spec §4 and §9: at most 10 recent searches, none older than 365 days. */
export const MAX_RECENT_SEARCHES = 10;
export const RECENT_SEARCH_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Spec §3: a search history item. */
export type RecentSearch = {
  text: string;
  /** The season plan of a monthly search; null for hourly and airport parking. */
  plan: SeasonPlan | null;
  rental: Rental;
  lastSearchedAt: string;
};

function isSameSearch(a: Omit<RecentSearch, "lastSearchedAt">, b: RecentSearch) {
  return (
    a.text.toLowerCase() === b.text.toLowerCase() && a.plan === b.plan && a.rental === b.rental
  );
}

/** Those still kept at `now`: searched within 365 days, most recent first, at most 10. */
export function keptSearches(recents: readonly RecentSearch[], now: Date): RecentSearch[] {
  const oldest = now.getTime() - RECENT_SEARCH_MAX_AGE_MS;
  return recents
    .filter((recent) => Date.parse(recent.lastSearchedAt) >= oldest)
    .toSorted((a, b) => Date.parse(b.lastSearchedAt) - Date.parse(a.lastSearchedAt))
    .slice(0, MAX_RECENT_SEARCHES);
}

/** Spec §4: a search goes to the top; the same text, plan and rental searched again moves there. */
export function rememberSearch(
  recents: readonly RecentSearch[],
  search: Omit<RecentSearch, "lastSearchedAt">,
  now: Date,
): RecentSearch[] {
  const others = recents.filter((recent) => !isSameSearch(search, recent));
  return keptSearches([{ ...search, lastSearchedAt: now.toISOString() }, ...others], now);
}

/** The search page's address for a recent search. */
export function recentSearchHref(recent: RecentSearch) {
  const query = new URLSearchParams({ q: recent.text, rental: recent.rental });
  if (recent.plan) query.set("plan", recent.plan);
  return `/search?${query}`;
}
