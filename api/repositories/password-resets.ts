import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResets } from "../db/schema";

export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The account a reset link that is still usable belongs to; null for a used, old or made-up one. */
export async function passwordResetOwner(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Marks the reset used and returns its user, or null when the token is unknown, used or
 * expired. One conditional UPDATE, so two requests with the same token cannot both succeed.
 */
export async function usePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Once a password has been reset, the user's other outstanding links stop working too. */
export async function retirePasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
