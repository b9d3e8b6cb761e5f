import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { NO_CONSENT, type CookieConsent } from "./lib/consent";
import { rentals, seasonPlans } from "#contract/vocabulary";
import { keptSearches, type RecentSearch } from "./lib/recent-searches";
import { keptFavourites, type FavouriteSearch } from "./lib/saved-searches";

const cookieConsent = z.object({
  analytical: z.boolean(),
  marketing: z.boolean(),
  preferencesSet: z.boolean(),
  policyDate: z.string().optional(),
}) satisfies z.ZodType<CookieConsent>;

const YEAR = 365 * 24 * 60 * 60;

const consentCookie = createCookie("parkway_cookie_consent", {
  path: "/",
  sameSite: "lax",
  maxAge: YEAR,
});

const appBannerCookie = createCookie("parkway_app_banner", {
  path: "/",
  sameSite: "lax",
  maxAge: 90 * 24 * 60 * 60,
});

const recentSearch = z.object({
  text: z.string().trim().min(1).max(200),
  plan: z.enum(seasonPlans).nullable(),
  rental: z.enum(rentals),
  lastSearchedAt: z.iso.datetime(),
}) satisfies z.ZodType<RecentSearch>;
// Made once: building a zod schema costs more than parsing a cookie with it.
const recentSearches = z.array(recentSearch);

/** Kept in a cookie so the server renders them (spec §3: search history). */
const recentSearchesCookie = createCookie("parkway_recent_searches", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: YEAR,
});

const favouriteSearch = z.object({
  text: z.string().trim().min(1).max(200),
  plan: z.enum(seasonPlans).nullable(),
  rental: z.enum(rentals),
  savedAt: z.iso.datetime(),
}) satisfies z.ZodType<FavouriteSearch>;
const storedFavourites = z.array(z.unknown());

/** Searches the driver chose to keep (spec §3: favourites), server-rendered like the recents. */
const favouriteSearchesCookie = createCookie("parkway_favourite_searches", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: YEAR,
});

const toastCookie = createCookie("parkway_toast", { path: "/", sameSite: "lax", httpOnly: true });

export const toast = z.object({
  type: z.enum(["success", "info", "danger"]).default("info"),
  title: z.string().min(1).max(120),
  description: z.string().max(300).optional(),
});
export type Toast = z.infer<typeof toast>;

/**
 * Analytics events raised by a form post that redirects, pushed by the next page (spec §7:
 * extra added and removed, booking_reserved). Each carries an id, so two alike are both pushed.
 */
const analyticsCookie = createCookie("parkway_analytics", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
});

const analyticsEvents = z
  .array(z.looseObject({ event: z.string().min(1).max(50), event_id: z.string().max(50) }))
  .max(10);
export type AnalyticsEvent = z.infer<typeof analyticsEvents>[number];

function cookieHeader(request: Request) {
  return request.headers.get("Cookie");
}

export async function readConsent(request: Request): Promise<CookieConsent> {
  const parsed = cookieConsent.safeParse(await consentCookie.parse(cookieHeader(request)));
  return parsed.success ? parsed.data : NO_CONSENT;
}

export function saveConsent(consent: CookieConsent) {
  return consentCookie.serialize(consent);
}

export async function isAppBannerDismissed(request: Request) {
  return (await appBannerCookie.parse(cookieHeader(request))) === "dismissed";
}

export function dismissAppBanner() {
  return appBannerCookie.serialize("dismissed");
}

/** A message shown once on the next page, e.g. after a redirecting form post. */
export function flashToast(message: z.input<typeof toast>) {
  return toastCookie.serialize(toast.parse(message));
}

/** A flashed value, read once: with it, the header that clears its cookie. */
async function takeFlash<T>(cookie: Cookie, schema: z.ZodType<T>, request: Request) {
  const parsed = schema.safeParse(await cookie.parse(cookieHeader(request)));
  if (!parsed.success) return { value: null, clear: null };
  return { value: parsed.data, clear: await cookie.serialize("", { maxAge: 0 }) };
}

export async function takeToast(request: Request) {
  const { value, clear } = await takeFlash(toastCookie, toast, request);
  return { toast: value, clear };
}

export function flashAnalytics(events: readonly { event: string; [field: string]: unknown }[]) {
  return analyticsCookie.serialize(
    events.map((event) => ({ ...event, event_id: crypto.randomUUID() })),
  );
}

export async function takeAnalytics(request: Request) {
  const { value, clear } = await takeFlash(analyticsCookie, analyticsEvents, request);
  return { events: value ?? [], clear };
}

export async function readRecentSearches(request: Request, now: Date): Promise<RecentSearch[]> {
  const parsed = recentSearches.safeParse(await recentSearchesCookie.parse(cookieHeader(request)));
  return parsed.success ? keptSearches(parsed.data, now) : [];
}

export function saveRecentSearches(recents: RecentSearch[]) {
  return recentSearchesCookie.serialize(recents);
}

/** A favourite that no longer reads (an old shape, a hand edit) is dropped; the others stay. */
export async function readFavouriteSearches(request: Request): Promise<FavouriteSearch[]> {
  const stored = storedFavourites.safeParse(
    await favouriteSearchesCookie.parse(cookieHeader(request)),
  );
  if (!stored.success) return [];
  return keptFavourites(
    stored.data.flatMap((item) => {
      const favourite = favouriteSearch.safeParse(item);
      return favourite.success ? [favourite.data] : [];
    }),
  );
}

export function saveFavouriteSearches(favourites: FavouriteSearch[]) {
  return favouriteSearchesCookie.serialize(favourites);
}
