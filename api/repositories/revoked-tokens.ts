import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { revokedTokens } from "../db/schema";

/** Records a signed-out token until it would have expired, and drops rows that have. */
export async function revokeToken(
  db: Db,
  token: { tokenId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: token.tokenId, expiresAt: token.expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

export async function isTokenRevoked(db: Db, tokenId: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenId: revokedTokens.tokenId })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenId, tokenId));
  return row !== undefined;
}
