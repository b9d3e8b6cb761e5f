import type { HTTPError, KyInstance } from "ky";
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { hostContext, visitorContext, type HostServices, type Visitor } from "./upstream/context";
import { callingFor } from "./upstream/marketplace.server";
import {
  isExpired,
  isGuestToken,
  readAccessToken,
  type AccessTokenClaims,
} from "./lib/access-token.server";
import { affiliateClickIn, rememberAffiliateClick } from "./lib/affiliate.server";
import { plainCookie } from "./lib/plain-cookie.server";
import { isShareableRequest, SHARED_CACHE_CONTROL } from "./lib/shared-cache.server";

export const STARTUP_FAILED = "Failed to initialize the application. Please try again later.";

export const LOGOUT_PATH = "/logout";

// Spec §9: path /, secure, sameSite lax. httpOnly keeps the token away from page scripts.
const tokenCookie = plainCookie("parkway_token", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 30 * 24 * 60 * 60,
});

// Read on the server only: the page gets the id from the root loader, never from the cookie.
const anonymousIdCookie = plainCookie("parkway_anonymous_id", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 365 * 24 * 60 * 60,
});

/**
 * Spec §8: a token that is not three-part, cannot be decoded or has expired ends the session.
 * A missing token does not, nor does a guest's, which is simply replaced.
 */
export function hasEndedSession(token: string | null, now = Date.now()): boolean {
  return token !== null && sessionEndedFor(readAccessToken(token), now);
}

function sessionEndedFor(claims: AccessTokenClaims | null, now = Date.now()): boolean {
  return !claims || (!isGuestToken(claims) && isExpired(claims, now));
}

/** `/logout?redirect=<path>`: where a visitor goes when their session has ended (spec §8). */
export function logoutHref(url: URL): string {
  return `${LOGOUT_PATH}?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;
}

/**
 * Whether the service's 401 for a call carrying `token` means the session is over. Spec §8 names
 * a token that is not three-part, cannot be decoded or has expired. A signed-in token that is
 * still current but refused (signed out elsewhere, revoked) is treated alike (decision 011):
 * a server-rendered page has no better answer than the way back through /logout.
 */
export function refusedSessionOf(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const claims = readAccessToken(token);
  return !claims || isExpired(claims, now) || !isGuestToken(claims);
}

/**
 * Spec §8, for every loader and action: a 401 from the service for a session that is over sends
 * the visitor to /logout with the current path; a guest's 401 goes on as the error it is.
 * /logout itself is exempt.
 */
function withSessionRule(marketplace: HostServices["marketplace"], url: URL) {
  if (url.pathname === LOGOUT_PATH) return marketplace;
  let last: { token: string | undefined; client: KyInstance } | undefined;
  function client(token: string | undefined): KyInstance {
    if (last && last.token === token) return last.client;
    const onError = (error: HTTPError) => {
      if (error.response.status === 401 && refusedSessionOf(token)) {
        throw redirect(logoutHref(url));
      }
    };
    last = { token, client: callingFor(marketplace.client(token), { onError }) };
    return last.client;
  }
  return { ...marketplace, client };
}

/**
 * The visitor holds `token` from now on: a sign-in, or the anonymous token after signing out.
 * The start-up middleware stores it in the cookie on the way out.
 */
export function holdToken(context: Readonly<RouterContextProvider>, token: string) {
  const visitor = context.get(visitorContext);
  context.set(visitorContext, { ...visitor, token, user: null, sessionEnded: false });
}

/**
 * Spec §4 start-up: a visitor without a token gets an anonymous one; the site configuration's
 * feature flags are loaded for every page. Either failing is a 500 with the spec's message.
 * A signed-in visitor whose token has ended becomes a guest here, remembered as `sessionEnded`
 * so that a guarded page sends them through /logout (spec §8) rather than straight to login.
 */
export const startup: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const host = context.get(hostContext);
  const { marketplace, config } = host;
  const storedToken = tokenCookie.read(request);
  const storedAnonymousId = anonymousIdCookie.read(request);
  const shareable = isShareableRequest(request, config.browser) && affiliateClickIn(url) === null;

  let visitor: Visitor;
  try {
    // Read once: every request starts here.
    const storedClaims = storedToken ? readAccessToken(storedToken) : null;
    const claims = storedClaims && !isExpired(storedClaims) ? storedClaims : null;
    const signedInToken = claims && !isGuestToken(claims) ? storedToken : null;
    const [features, user] = await Promise.all([
      marketplace.siteConfig(),
      signedInToken ? marketplace.me(signedInToken) : null,
    ]);
    // A guest keeps their token; a signed-in visitor keeps theirs while the service knows them.
    const stillValid = user !== null || (claims !== null && isGuestToken(claims));
    const token = stillValid && storedToken ? storedToken : await marketplace.anonymousToken();
    visitor = {
      token,
      anonymousId: storedAnonymousId ?? (shareable ? "" : crypto.randomUUID()),
      user,
      features,
      sessionEnded: storedToken !== null && sessionEndedFor(storedClaims),
      shareable,
    };
  } catch (error) {
    console.error("Start-up failed:", error instanceof Error ? error.message : error);
    throw data({ message: STARTUP_FAILED }, { status: 500 });
  }
  context.set(visitorContext, visitor);
  context.set(hostContext, {
    ...host,
    marketplace: withSessionRule(marketplace, url),
  });

  const response = await next();
  // A page shared caches may keep is every such visitor's: it carries no one's cookie.
  if (response.headers.get("Cache-Control") === SHARED_CACHE_CONTROL) return response;
  // A sign-in or sign-out during the request (holdToken) changes the token to store.
  const { token } = context.get(visitorContext);
  if (token !== storedToken) {
    response.headers.append(
      "Set-Cookie",
      tokenCookie.serialize(token, { secure: config.cookieSecure }),
    );
  }
  const anonymousId = visitor.anonymousId || crypto.randomUUID();
  if (anonymousId !== storedAnonymousId) {
    response.headers.append(
      "Set-Cookie",
      anonymousIdCookie.serialize(anonymousId, { secure: config.cookieSecure }),
    );
  }
  const affiliateClick = affiliateClickIn(url);
  if (affiliateClick !== null) {
    response.headers.append(
      "Set-Cookie",
      rememberAffiliateClick(affiliateClick, config.cookieSecure),
    );
  }
  keepPrivate(response, context.get(visitorContext).user !== null);
  return response;
};

/**
 * A response that sets a cookie, or shows a signed-in visitor's page, is one visitor's: no shared
 * cache may keep it, nor the browser reuse it, whatever the route said.
 */
function keepPrivate(response: Response, signedIn: boolean) {
  if (!signedIn && !response.headers.has("Set-Cookie")) return;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\b(private|no-store)\b/.test(cacheControl)) return;
  response.headers.set("Cache-Control", "private, no-store");
}
