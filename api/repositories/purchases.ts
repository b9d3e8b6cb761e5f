import { and, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { qualified } from "../db/qualified";
import type { Db } from "../db/client";
import { bookings, listings, purchases } from "../db/schema";
import type { PaymentMethod } from "#contract/payments";
import { lockListingsOf } from "./reservations";

export type PurchaseRow = typeof purchases.$inferSelect;

/**
 * Records a purchase as `processing`, once per principal and idempotency key. Null when that key
 * was used before: the caller answers with what the first request got.
 */
export async function startPurchase(
  tx: Db,
  purchase: {
    idempotencyKey: string;
    principal: string;
    bookingIds: number[];
    paymentMethod: PaymentMethod;
    provider: string;
    cardId: number | null;
    currency: "GBP" | "EUR";
    amountMinor: number;
    kind?: "booking" | "renewal";
  },
  now: Date,
): Promise<PurchaseRow | null> {
  // Started on the service's clock, the one the upkeep measures staleness by.
  const [row] = await tx
    .insert(purchases)
    .values({ ...purchase, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The succeeded purchase that first paid for a booking (not one of its renewals). */
export function paidForBooking(bookingId: number): SQL | undefined {
  return and(
    eq(purchases.status, "succeeded"),
    eq(purchases.kind, "booking"),
    sql`${bookingId} = any(${purchases.bookingIds})`,
  );
}

export async function findPurchase(db: Db, purchaseId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row ?? null;
}

/**
 * Takes a purchase still `processing` to settle it, locking its row for the transaction so only
 * one settles it; false when it has been settled already.
 */
export async function claimPurchase(tx: Db, purchaseId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(purchases)
    .set({ updatedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "processing")))
    .returning({ id: purchases.id });
  return claimed.length === 1;
}

export async function findPurchaseByKey(db: Db, principal: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.principal, principal), eq(purchases.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/**
 * Keeps the bookings' holds while the provider is asked, so they cannot lapse mid-payment, and
 * records the affiliate the driver came from.
 */
export async function extendHolds(
  tx: Db,
  bookingIds: number[],
  until: Date,
  purchase: { affiliateClickId: string | null },
) {
  await tx
    .update(bookings)
    .set({ holdExpiresAt: until, affiliateClickId: purchase.affiliateClickId })
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, "reserved")));
}

/**
 * Paid: the purchase's bookings are confirmed, each with the listing's access instructions
 * copied onto it and, for a subscription, paid until its first season ends. False when a booking
 * is no longer reserved (its hold lapsed and another driver took the bay); then nothing changes.
 */
export async function confirmBookings(tx: Db, bookingIds: number[], now: Date): Promise<boolean> {
  const confirmed = await tx
    .update(bookings)
    .set({
      status: "confirmed",
      confirmedAt: now,
      holdExpiresAt: null,
      // Qualified by hand: Drizzle may leave an update's column names bare.
      paidUntil: sql`case when ${bookings.rolling}
        then lower(${bookings.during}) + coalesce(${bookings.intervalCount}, 1) * interval '1 month' end`,
      accessInstructions: sql`(select l.access_instructions from ${listings} l
        where l.id = ${qualified(bookings.listingId)})`,
    })
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, "reserved")))
    .returning({ id: bookings.id });
  return confirmed.length === bookingIds.length;
}

export async function markPurchaseSucceeded(
  tx: Db,
  purchaseId: string,
  payment: { providerPaymentId: string; response: unknown },
  now: Date,
) {
  await tx
    .update(purchases)
    .set({ status: "succeeded", ...payment, updatedAt: now })
    .where(eq(purchases.id, purchaseId));
}

/**
 * The driver is paying with the provider, on its page or their bank's: the purchase keeps the
 * provider's payment (read directly when asked again, as it is current) and its bays stay held
 * until the payment can no longer be made.
 */
export async function awaitPayment(
  tx: Db,
  purchase: { id: string; bookingIds: number[] },
  providerPaymentId: string,
  until: Date,
) {
  await tx
    .update(purchases)
    .set({ providerPaymentId })
    .where(and(eq(purchases.id, purchase.id), eq(purchases.status, "processing")));
  await tx
    .update(bookings)
    .set({ holdExpiresAt: until })
    .where(and(inArray(bookings.id, purchase.bookingIds), eq(bookings.status, "reserved")));
}

/** Reservations that will not be paid let their bays go. */
export async function releaseReservations(tx: Db, bookingIds: number[], now: Date) {
  if (bookingIds.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, holdExpiresAt: null })
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, "reserved")));
}

/**
 * Not paid: the purchase fails and its reservations let their bays go. False when it was
 * settled already; then nothing changes.
 */
export async function failPurchase(
  tx: Db,
  purchase: { id: string; bookingIds: number[] },
  failure: { reason: string; response: unknown; providerPaymentId?: string },
  now: Date,
): Promise<boolean> {
  if (!(await claimPurchase(tx, purchase.id, now))) return false;
  await lockListingsOf(tx, purchase.bookingIds);
  await releaseReservations(tx, purchase.bookingIds, now);
  await tx
    .update(purchases)
    .set({
      status: "failed",
      failureReason: failure.reason,
      providerPaymentId: failure.providerPaymentId ?? null,
      response: failure.response,
      updatedAt: now,
    })
    .where(eq(purchases.id, purchase.id));
  return true;
}

/** Purchases still `processing` since before `before`: a process stopped while paying. */
export async function findStalePurchases(db: Db, before: Date) {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.status, "processing"), lte(purchases.createdAt, before)));
}
