import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { BoundedMap } from "#contract/bounded-map";

/** "anonymous" is a guest's; the others are a user's scopes (spec §6), copied from users.scopes. */
export const accessTokenScopes = ["anonymous", "driver", "landlord", "admin"] as const;

export const accessTokenScopeSchema = z.enum(accessTokenScopes);

export type AccessTokenScope = z.infer<typeof accessTokenScopeSchema>;

export type Principal = {
  subject: string;
  scopes: AccessTokenScope[];
  /** The token's `jti`: what signing out records in revoked_tokens. */
  tokenId: string;
  /** Whole seconds, as the token's `iat`: a password change refuses tokens issued before it. */
  issuedAt: Date;
  expiresAt: Date;
};

export type IssuedAccessToken = {
  token: string;
  expiresIn: number;
};

export const accessTokenIssuer = "parkway";

export const accessTokenLifetimeSeconds = 30 * 24 * 60 * 60;

const claimsSchema = z.object({
  sub: z.string().min(1),
  scope: z.array(accessTokenScopeSchema),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
});

export function newAnonymousSubject(): string {
  return `anon_${crypto.randomUUID()}`;
}

/** Signs an HS256 access token; `secret` is the shared signing secret (config or stored key). */
export async function issueAccessToken(options: {
  secret: string;
  subject: string;
  scopes: readonly AccessTokenScope[];
  now?: Date;
  lifetimeSeconds?: number;
}): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const expiresIn = options.lifetimeSeconds ?? accessTokenLifetimeSeconds;
  const token = await new SignJWT({ scope: [...options.scopes] })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(options.subject)
    .setIssuer(accessTokenIssuer)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(encodeSecret(options.secret));
  return { token, expiresIn };
}

/**
 * Returns the token's principal, or null when the token is malformed, forged or expired.
 * Whether it was revoked is the database's to say (`authenticate`).
 */
export async function verifyAccessToken(options: {
  secret: string;
  token: string;
  now?: Date;
}): Promise<Principal | null> {
  try {
    const { payload } = await jwtVerify(options.token, encodeSecret(options.secret), {
      algorithms: ["HS256"],
      issuer: accessTokenIssuer,
      currentDate: options.now,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) {
      return null;
    }
    return {
      subject: claims.data.sub,
      scopes: claims.data.scope,
      tokenId: claims.data.jti,
      issuedAt: new Date(claims.data.iat * 1000),
      expiresAt: new Date(claims.data.exp * 1000),
    };
  } catch {
    return null;
  }
}

/**
 * `verifyAccessToken` that keeps the principals of tokens it has verified (the `capacity` most
 * recently used): the web presents the visitor's token with every call, and checking its
 * signature again through WebCrypto cost the service more CPU than a search's query. A kept
 * token still expires at its `exp`; a token is kept only under the secret that verified it, and
 * one that fails is checked in full every time.
 */
export function rememberingTokenVerifier(capacity = 10_000) {
  let verifiedUnder: string | undefined;
  const verified = new BoundedMap<string, Principal>(capacity);
  return async function verifyRememberedToken(options: {
    secret: string;
    token: string;
    now?: Date;
  }): Promise<Principal | null> {
    if (options.secret !== verifiedUnder) {
      verified.clear();
      verifiedUnder = options.secret;
    }
    const known = verified.recall(options.token);
    if (known) {
      return known.expiresAt.getTime() <= (options.now ?? new Date()).getTime() ? null : known;
    }
    const principal = await verifyAccessToken(options);
    if (principal) {
      verified.set(options.token, principal);
    }
    return principal;
  };
}

export function newSigningSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

function encodeSecret(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
