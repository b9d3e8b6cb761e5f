import { createCookie } from "react-router";
import { z } from "zod";
import { NO_CONSENT, type CookieConsent } from "./lib/consent";
import { rentals, seasonPlans } from "./components/search/options";
import { keptSearches, type RecentSearch } from "./lib/recent-searches";

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

/** Kept in a cookie so the server renders them (spec §3: search history). */
const recentSearchesCookie = createCookie("parkway_recent_searches", {
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

export async function takeToast(request: Request) {
  const parsed = toast.safeParse(await toastCookie.parse(cookieHeader(request)));
  if (!parsed.success) return { toast: null, clear: null };
  return { toast: parsed.data, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}

export async function readRecentSearches(request: Request, now: Date): Promise<RecentSearch[]> {
  const parsed = z
    .array(recentSearch)
    .safeParse(await recentSearchesCookie.parse(cookieHeader(request)));
  return parsed.success ? keptSearches(parsed.data, now) : [];
}

export function saveRecentSearches(recents: RecentSearch[]) {
  return recentSearchesCookie.serialize(recents);
}
