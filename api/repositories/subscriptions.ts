import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, cards, purchases } from "../db/schema";
import { paidForBooking } from "./purchases";

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Rolling subscriptions whose paid time has run out: each is charged for its next season. */
export async function findDueRenewals(db: Db, now: Date) {
  return db
    .select({
      id: bookings.id,
      principal: bookings.principal,
      currency: bookings.currency,
      renewalMinor: bookings.renewalMinor,
      intervalCount: bookings.intervalCount,
      paidUntil: bookings.paidUntil,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        eq(bookings.rolling, true),
        isNotNull(bookings.paidUntil),
        lte(bookings.paidUntil, now),
      ),
    );
}

export type DueRenewal = Awaited<ReturnType<typeof findDueRenewals>>[number];

/**
 * The saved card a subscription was first paid with, as the provider charges it; null when it
 * was paid another way or the card has since been removed.
 */
export async function findFirstPaymentCard(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      purchaseId: purchases.id,
      providerPaymentId: purchases.providerPaymentId,
      cardId: cards.id,
      provider: cards.provider,
      providerToken: cards.providerToken,
    })
    .from(purchases)
    .leftJoin(cards, eq(cards.id, purchases.cardId))
    .where(paidForBooking(bookingId));
  return row ?? null;
}

/**
 * Another season paid: the subscription runs one season further. False when it no longer
 * rolls: the driver gave notice while the renewal was being charged.
 */
export async function extendSubscription(tx: Db, bookingId: number): Promise<boolean> {
  const extended = await tx
    .update(bookings)
    .set({
      paidUntil: sql`${bookings.paidUntil} + coalesce(${bookings.intervalCount}, 1) * interval '1 month'`,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.rolling, true)))
    .returning({ id: bookings.id });
  return extended.length === 1;
}

/** A subscription that cannot renew stops rolling and ends, freeing its bay, when its paid time does. */
export async function endAtPaidUntil(tx: Db, bookingId: number, now: Date) {
  await tx
    .update(bookings)
    .set({
      rolling: false,
      cancelledAt: now,
      during: sql`tstzrange(lower(${bookings.during}), greatest(lower(${bookings.during}), coalesce(${bookings.paidUntil}, ${at(now)})), '[)')`,
    })
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed"), eq(bookings.rolling, true)),
    );
}

/** Subscriptions that have ended with a deposit still to go back to the driver. */
export async function findDepositsToReturn(db: Db, now: Date) {
  return db
    .select({
      id: bookings.id,
      currency: bookings.currency,
      depositMinor: bookings.depositMinor,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        eq(bookings.rolling, false),
        eq(bookings.rental, "long"),
        gt(bookings.depositMinor, 0),
        isNull(bookings.depositReturnedAt),
        sql`not upper_inf(${bookings.during}) and upper(${bookings.during}) <= ${at(now)}`,
      ),
    );
}

export async function markDepositReturned(tx: Db, bookingId: number, now: Date) {
  await tx
    .update(bookings)
    .set({ depositReturnedAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.depositReturnedAt)));
}
