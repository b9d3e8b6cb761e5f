import { z } from "zod";
import { BoundedMap } from "#contract/bounded-map";
import { deepFreeze } from "./deep-freeze";

const claims = z.object({
  sub: z.string().optional(),
  exp: z.number().optional(),
  scope: z.array(z.string()).default([]),
});
export type AccessTokenClaims = z.infer<typeof claims>;

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

/** Tokens whose claims are kept, read; the least recently read go first. */
const kept = new BoundedMap<string, Readonly<AccessTokenClaims> | null>(1_000);

/**
 * Reads a token's claims without verifying it (the service verifies). Spec §8: a token that is
 * not three-part or cannot be decoded is unusable. A request reads its visitor's token several
 * times, and a returning visitor brings the same one again: each is decoded once.
 */
export function readAccessToken(token: string): Readonly<AccessTokenClaims> | null {
  let read = kept.recall(token);
  if (read === undefined) {
    read = decodeClaims(token);
    kept.set(token, read);
  }
  return read;
}

function decodeClaims(token: string) {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claims.safeParse(decodeSegment(parts[1]));
    return parsed.success ? deepFreeze(parsed.data) : null;
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
