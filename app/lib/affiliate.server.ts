import { plainCookie } from "./plain-cookie.server";

/**
 * Decision 022: a visitor who arrives from an affiliate's link (Awin's `awc` click id) is
 * remembered for 30 days, the network's own cookie period, so that a booking made later in
 * that time is paid with the click id and counts as the affiliate's.
 */
export const AFFILIATE_PARAMETER = "awc";

const clickIdPattern = /^[A-Za-z0-9_.-]{1,200}$/;

const affiliateCookie = plainCookie("parkway_affiliate", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 30 * 24 * 60 * 60,
});

/** The click id a landing URL carries, when it is one: anything else is ignored. */
export function affiliateClickIn(url: URL): string | null {
  const clickId = url.searchParams.get(AFFILIATE_PARAMETER);
  return clickId !== null && clickIdPattern.test(clickId) ? clickId : null;
}

/** The click id this visitor arrived with in the last 30 days, if any. */
export function rememberedAffiliateClick(request: Request): string | null {
  const clickId = affiliateCookie.read(request);
  return clickId !== null && clickIdPattern.test(clickId) ? clickId : null;
}

export function rememberAffiliateClick(clickId: string, secure: boolean) {
  return affiliateCookie.serialize(clickId, { secure });
}
