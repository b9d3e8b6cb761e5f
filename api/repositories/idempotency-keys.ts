import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export type KeyClaim = {
  principal: string;
  key: string;
  operation: IdempotencyKeyRow["operation"];
  fingerprint: string;
  attempt: string;
};

/**
 * Claims a key for `claim.attempt`, locked until `lockedUntil`. Returns the new row, or the row
 * that already holds the key (claimed by an earlier request) with `claimed: false`.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: KeyClaim,
  times: { now: Date; lockedUntil: Date },
): Promise<{ claimed: boolean; row: IdempotencyKeyRow | null }> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({
      ...claim,
      lockedUntil: times.lockedUntil,
      createdAt: times.now,
      updatedAt: times.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { claimed: true, row: inserted };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, claim.principal), eq(idempotencyKeys.key, claim.key)));
  // Null when the holder let it go between the two statements: the caller claims again.
  return { claimed: false, row: existing ?? null };
}

/**
 * Hands a key whose attempt ended without an answer (or whose lock lapsed: the attempt died)
 * to a new attempt. False when another retry took it first or it has its answer now.
 */
export async function takeOverIdempotencyKey(
  db: Db,
  row: Pick<IdempotencyKeyRow, "id" | "attempt">,
  attempt: string,
  times: { now: Date; lockedUntil: Date },
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ attempt, lockedUntil: times.lockedUntil, updatedAt: times.now })
    .where(
      and(
        eq(idempotencyKeys.id, row.id),
        eq(idempotencyKeys.attempt, row.attempt),
        isNull(idempotencyKeys.response),
        or(isNull(idempotencyKeys.lockedUntil), lte(idempotencyKeys.lockedUntil, times.now)),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return taken.length === 1;
}

/**
 * Inside a transaction that is about to take money: locks the key's row and says whether
 * `attempt` still holds it. A retry that took over cannot then also pay, nor can this
 * attempt pay after being taken over.
 */
export async function stillHoldsIdempotencyKey(
  tx: Db,
  keyId: string,
  attempt: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ attempt: idempotencyKeys.attempt })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.id, keyId))
    .for("update");
  return row?.attempt === attempt;
}

/** The attempt's answer, replayed to every later request with the key. */
export async function recordIdempotentAnswer(
  db: Db,
  keyId: string,
  attempt: string,
  response: unknown,
  now: Date,
) {
  await db
    .update(idempotencyKeys)
    .set({ response, lockedUntil: null, updatedAt: now })
    .where(and(eq(idempotencyKeys.id, keyId), eq(idempotencyKeys.attempt, attempt)));
}

/** The attempt ended with work left to finish (a payment under way): the next retry resumes. */
export async function unlockIdempotencyKey(db: Db, keyId: string, attempt: string, now: Date) {
  await db
    .update(idempotencyKeys)
    .set({ lockedUntil: null, updatedAt: now })
    .where(and(eq(idempotencyKeys.id, keyId), eq(idempotencyKeys.attempt, attempt)));
}

/** The attempt changed nothing (it was refused): the key is free for any request again. */
export async function forgetIdempotencyKey(db: Db, keyId: string, attempt: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, keyId), eq(idempotencyKeys.attempt, attempt)));
}
