import { data, type MiddlewareFunction } from "react-router";
import { hostContext, visitorContext, type Visitor } from "./context";
import { isExpired, isGuestToken, readAccessToken } from "./lib/access-token.server";
import { plainCookie } from "./lib/plain-cookie.server";

export const STARTUP_FAILED = "Failed to initialize the application. Please try again later.";

// Spec §9: path /, secure, sameSite lax. httpOnly keeps the token away from page scripts.
const tokenCookie = plainCookie("parkway_token", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 30 * 24 * 60 * 60,
});

const anonymousIdCookie = plainCookie("parkway_anonymous_id", {
  path: "/",
  sameSite: "lax",
  maxAge: 365 * 24 * 60 * 60,
});

/** The stored token's claims when it can still be used: three-part, decodable, not expired. */
function usableClaims(token: string | null) {
  const claims = token ? readAccessToken(token) : null;
  return claims && !isExpired(claims) ? claims : null;
}

/**
 * Spec §4 start-up: a visitor without a token gets an anonymous one; the site configuration's
 * feature flags are loaded for every page. Either failing is a 500 with the spec's message.
 */
export const startup: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { marketplace, config } = context.get(hostContext);
  const storedToken = tokenCookie.read(request);
  const storedAnonymousId = anonymousIdCookie.read(request);

  let visitor: Visitor;
  try {
    const claims = usableClaims(storedToken);
    const signedInToken = claims && !isGuestToken(claims) ? storedToken : null;
    const [features, user] = await Promise.all([
      marketplace.siteConfig(),
      signedInToken ? marketplace.me(signedInToken) : null,
    ]);
    // A guest keeps their token; a signed-in visitor keeps theirs while the service knows them.
    const stillValid = user !== null || (claims !== null && isGuestToken(claims));
    const token = stillValid && storedToken ? storedToken : await marketplace.anonymousToken();
    visitor = { token, anonymousId: storedAnonymousId ?? crypto.randomUUID(), user, features };
  } catch (error) {
    console.error("Start-up failed:", error instanceof Error ? error.message : error);
    throw data({ message: STARTUP_FAILED }, { status: 500 });
  }
  context.set(visitorContext, visitor);

  const response = await next();
  if (visitor.token !== storedToken) {
    response.headers.append(
      "Set-Cookie",
      tokenCookie.serialize(visitor.token, { secure: config.cookieSecure }),
    );
  }
  if (visitor.anonymousId !== storedAnonymousId) {
    response.headers.append("Set-Cookie", anonymousIdCookie.serialize(visitor.anonymousId));
  }
  return response;
};
