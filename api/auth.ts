import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiDeps, ApiEnv } from "./context";
import {
  type AccessTokenScope,
  type Principal,
  rememberingTokenVerifier,
} from "./domain/access-tokens";
import { isSessionOver } from "./domain/sessions";
import { sessionStanding } from "./repositories/sessions";

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads the bearer token, if any, into `c.var.principal`. A missing, invalid or signed-out token
 * leaves it unset rather than failing: public routes still answer a client holding an expired
 * token, and `requireScope` turns the missing principal into a 401 where one is needed. A user's
 * token is also refused once its account has ended its sessions (a new password) or been erased.
 */
export function authenticate(
  deps: Pick<ApiDeps, "database" | "signingSecret" | "now">,
): MiddlewareHandler<ApiEnv> {
  const verifyAccessToken = rememberingTokenVerifier();
  return async function authenticateRequest(c, next) {
    const match = bearerPattern.exec(c.req.header("Authorization") ?? "");
    const token = match?.[1];
    if (token) {
      const principal = await verifyAccessToken({
        secret: await deps.signingSecret(),
        token,
        now: deps.now(),
      });
      // Only users' tokens can be signed out (a guest's sign-out keeps nothing), so a guest's
      // token needs no look-up.
      const over =
        principal !== null &&
        !isGuest(principal) &&
        isSessionOver(
          await sessionStanding(deps.database.db, {
            tokenId: principal.tokenId,
            userId: signedInUserId(principal),
          }),
          principal.issuedAt,
        );
      c.set("principal", principal && !over ? principal : undefined);
    }
    await next();
  };
}

export function isGuest(principal: Principal): boolean {
  return principal.scopes.includes("anonymous");
}

function refuseWithoutToken(c: Context<ApiEnv>) {
  c.header("WWW-Authenticate", 'Bearer realm="parkway"');
  return c.json({ message: "Authentication required" }, 401);
}

/** Lets the request through when its token carries any of `scopes`. */
export function requireScope(...scopes: AccessTokenScope[]): MiddlewareHandler<ApiEnv> {
  return async function requireRequestScope(c, next) {
    const principal = c.get("principal");
    if (!principal) {
      return refuseWithoutToken(c);
    }
    if (!principal.scopes.some((scope) => scopes.includes(scope))) {
      return c.json({ message: "You do not have permission to do that" }, 403);
    }
    await next();
  };
}

/**
 * Lets the request through when it carries a signed-in user's token. A guest's token answers
 * 401 like no token at all: what the guest lacks is signing in, not a permission.
 */
export function requireSignedIn(): MiddlewareHandler<ApiEnv> {
  return async function requireSignedInUser(c, next) {
    const principal = c.get("principal");
    if (!principal || isGuest(principal)) {
      return refuseWithoutToken(c);
    }
    await next();
  };
}

const userIdSchema = z.uuid();

/** The signed-in user's id, or null for a guest, no token, or a subject that is not a user id. */
export function signedInUserId(principal: Principal | undefined): string | null {
  if (!principal || isGuest(principal)) return null;
  const userId = userIdSchema.safeParse(principal.subject);
  return userId.success ? userId.data : null;
}
