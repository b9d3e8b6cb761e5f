import { isSameSearch, type SearchKey } from "./saved-searches";

/** Spec §4 and §9: at most 10 recent searches, none older than 365 days. */
export const MAX_RECENT_SEARCHES = 10;
export const RECENT_SEARCH_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Spec §3: a search history item. */
export type RecentSearch = SearchKey & { lastSearchedAt: string };

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
  search: SearchKey,
  now: Date,
): RecentSearch[] {
  const others = recents.filter((recent) => !isSameSearch(search, recent));
  return keptSearches([{ ...search, lastSearchedAt: now.toISOString() }, ...others], now);
}
