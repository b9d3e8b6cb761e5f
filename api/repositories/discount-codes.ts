import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { qualified } from "../db/qualified";
import type { Db } from "../db/client";
import { discountCodes } from "../db/schema";
import type { DiscountCode } from "../domain/discounts";
import type { Currency } from "#contract/vocabulary";

/**
 * Checkouts that use up one redemption of the code (however many periods they booked): those
 * with a booking that is confirmed, held by a live reservation, or cancelled after confirmation
 * without a full refund. A declined payment, a hold that lapsed and a booking cancelled in time
 * for a full refund give the code back (the help centre promises a single-use code can be used
 * again after a full refund).
 */
function redemptionsSql(now: Date) {
  return sql<number>`(select count(distinct b.checkout_id) from bookings b
    where b.discount_code_id = ${qualified(discountCodes.id)}
      and (b.status = 'confirmed'
        or (b.status = 'reserved' and b.hold_expires_at > ${now.toISOString()}::timestamptz)
        or (b.status = 'cancelled' and b.confirmed_at is not null
          and coalesce(b.refund_minor, 0) < b.total_minor)))`.mapWith(Number);
}

function codeColumns(now: Date) {
  return {
    id: discountCodes.id,
    code: discountCodes.code,
    kind: discountCodes.kind,
    value: discountCodes.value,
    currency: discountCodes.currency,
    validFrom: discountCodes.validFrom,
    validUntil: discountCodes.validUntil,
    maxRedemptions: discountCodes.maxRedemptions,
    ownerId: discountCodes.ownerId,
    redemptions: redemptionsSql(now),
  };
}

type CodeRow = {
  id: number;
  code: string;
  kind: "static" | "percent";
  value: number;
  currency: Currency | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  ownerId: string | null;
  redemptions: number;
};

function toDiscountCode(row: CodeRow): DiscountCode {
  if (row.kind === "percent") return { ...row, kind: "percent", currency: null };
  // The table's check constraint gives every static code a currency.
  if (!row.currency) throw new Error(`Discount code ${row.id} has a static amount and no currency`);
  return { ...row, kind: "static", currency: row.currency };
}

/** A code by what the driver typed (codes are case-insensitive), with its redemptions now. */
export async function findDiscountCode(
  db: Db,
  code: string,
  now: Date,
): Promise<DiscountCode | null> {
  const [row] = await db
    .select(codeColumns(now))
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return row ? toDiscountCode(row) : null;
}

/**
 * Locks a code for the transaction that redeems it, then reads it with its redemptions as they
 * stand once the lock is held: of two checkouts taking its last use at once, the second sees
 * the first's hold. Two statements, because a statement sees the database as it was when the
 * statement began, before it waited for the lock.
 */
export async function lockDiscountCode(
  tx: Db,
  id: number,
  now: Date,
): Promise<DiscountCode | null> {
  await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.id, id))
    .for("update");
  const [row] = await tx
    .select(codeColumns(now))
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  return row ? toDiscountCode(row) : null;
}

/** One page of an account's vouchers: the ones still to come or usable first, soonest to expire first. */
export async function listVouchers(
  db: Db,
  ownerId: string,
  now: Date,
  page: { limit: number; offset: number },
) {
  const owned = eq(discountCodes.ownerId, ownerId);
  const expired = sql`(${discountCodes.validUntil} is not null and ${discountCodes.validUntil} <= ${now.toISOString()}::timestamptz)`;
  const [rows, [counted]] = await Promise.all([
    db
      .select(codeColumns(now))
      .from(discountCodes)
      .where(owned)
      .orderBy(expired, sql`${discountCodes.validUntil} asc nulls last`, asc(discountCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(discountCodes).where(owned),
  ]);
  return { rows: rows.map(toDiscountCode), total: counted?.total ?? 0 };
}

/**
 * Gives an unowned single-use code to an account. The conditions are repeated in the update so
 * that of two accounts claiming the same gift at once, exactly one gets it. True when this call
 * claimed it.
 */
export async function assignVoucher(db: Db, codeId: number, ownerId: string): Promise<boolean> {
  const claimed = await db
    .update(discountCodes)
    .set({ ownerId })
    .where(
      and(
        eq(discountCodes.id, codeId),
        isNull(discountCodes.ownerId),
        eq(discountCodes.maxRedemptions, 1),
      ),
    )
    .returning({ id: discountCodes.id });
  return claimed.length > 0;
}

export type NewDiscountCode = typeof discountCodes.$inferInsert;

/** Inserts the codes that do not exist yet and returns the ones it inserted. */
export async function insertMissingDiscountCodes(
  db: Db,
  codes: NewDiscountCode[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const inserted = await db
    .insert(discountCodes)
    .values(codes)
    .onConflictDoNothing({ target: discountCodes.code })
    .returning({ code: discountCodes.code });
  return inserted.map((row) => row.code);
}
