import { z } from "zod";

const claims = z.object({
  sub: z.string().optional(),
  exp: z.number().optional(),
  scope: z.array(z.string()).default([]),
});
export type AccessTokenClaims = z.infer<typeof claims>;

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

/**
 * Reads a token's claims without verifying it (the service verifies). Spec §8: a token that is
 * not three-part or cannot be decoded is unusable.
 */
export function readAccessToken(token: string): AccessTokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claims.safeParse(decodeSegment(parts[1]));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isExpired(tokenClaims: AccessTokenClaims, now = Date.now()): boolean {
  return tokenClaims.exp !== undefined && tokenClaims.exp * 1000 <= now;
}

export function isGuestToken(tokenClaims: AccessTokenClaims): boolean {
  return tokenClaims.scope.includes("anonymous");
}
