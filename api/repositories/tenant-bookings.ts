import { and, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, cards, listings, purchases, refunds, reviews } from "../db/schema";
import type { BookingTime } from "#contract/bookings";
import { paidForBooking } from "./purchases";
import { bookingPeriod } from "./booking-period";

/** Who may see or act on a booking: its account, or the guest token that made it. */
export type BookingHolder = { userId: string | null; principal: string };

function heldBy(holder: BookingHolder): SQL {
  return holder.userId
    ? sql`(${bookings.userId} = ${holder.userId} or ${bookings.principal} = ${holder.principal})`
    : eq(bookings.principal, holder.principal);
}

function happening(when: BookingTime, now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (when === "upcoming")
    return sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${at})`;
  if (when === "past")
    return sql`(not upper_inf(${bookings.during}) and upper(${bookings.during}) <= ${at})`;
  return undefined;
}

/** A holder's paid or cancelled bookings (not abandoned reservations), soonest first when upcoming. */
export async function listTenantBookingIds(
  db: Db,
  holder: BookingHolder,
  filter: { when: BookingTime; hash?: string; limit: number; offset: number; now: Date },
) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        heldBy(holder),
        inArray(bookings.status, ["confirmed", "cancelled"]),
        // A reservation whose payment failed was never the driver's booking.
        isNotNull(bookings.confirmedAt),
        happening(filter.when, filter.now),
        filter.hash ? eq(bookings.reviewHash, filter.hash) : undefined,
      ),
    )
    .orderBy(
      filter.when === "upcoming"
        ? sql`lower(${bookings.during}) asc`
        : sql`lower(${bookings.during}) desc`,
      desc(bookings.id),
    )
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return {
    ids: rows.slice(0, filter.limit).map((row) => row.id),
    hasMore: rows.length > filter.limit,
  };
}

/** The facts cancelling, extending and reviewing need, with who holds it. */
export async function findBookingForAction(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      listingId: bookings.listingId,
      bayId: bookings.bayId,
      extendsBookingId: bookings.extendsBookingId,
      userId: bookings.userId,
      principal: bookings.principal,
      status: bookings.status,
      rental: bookings.rental,
      ...bookingPeriod,
      rolling: bookings.rolling,
      paidUntil: bookings.paidUntil,
      cancelledAt: bookings.cancelledAt,
      currency: bookings.currency,
      totalMinor: bookings.totalMinor,
      depositMinor: bookings.depositMinor,
      reviewHash: bookings.reviewHash,
      guestEmail: bookings.guestEmail,
      guestFirstName: bookings.guestFirstName,
      guestLastName: bookings.guestLastName,
      confirmedAt: bookings.confirmedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return { ...row, start: new Date(row.start), end: row.end ? new Date(row.end) : null };
}

export type BookingForAction = NonNullable<Awaited<ReturnType<typeof findBookingForAction>>>;

/** The succeeded purchase that paid for a booking: where its refund goes. */
export async function findPayingPurchase(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: purchases.id,
      providerPaymentId: purchases.providerPaymentId,
      currency: purchases.currency,
    })
    .from(purchases)
    .where(paidForBooking(bookingId));
  return row ?? null;
}

/** How a booking was paid for, for its receipt: the method, and the saved card if one was used. */
export async function findBookingPayment(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      method: purchases.paymentMethod,
      paidAt: purchases.updatedAt,
      cardBrand: cards.brand,
      cardLast4: cards.last4,
    })
    .from(purchases)
    .leftJoin(cards, eq(cards.id, purchases.cardId))
    .where(paidForBooking(bookingId));
  return row ?? null;
}

export async function cancelBooking(
  tx: Db,
  bookingId: number,
  cancellation: { refundMinor: number; now: Date },
): Promise<boolean> {
  const cancelled = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: cancellation.now,
      refundMinor: cancellation.refundMinor,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
    .returning({ id: bookings.id });
  return cancelled.length === 1;
}

export async function recordRefund(
  tx: Db,
  refund: { purchaseId: string; bookingId: number; amountMinor: number; providerRefundId: string },
) {
  await tx.insert(refunds).values({ ...refund, status: "succeeded" });
}

/** A subscription given notice: it stops renewing and ends, freeing its bay, at `endsAt`. */
export async function endSubscription(tx: Db, bookingId: number, endsAt: Date, now: Date) {
  const ended = await tx
    .update(bookings)
    .set({
      rolling: false,
      cancelledAt: now,
      during: sql`tstzrange(lower(${bookings.during}), greatest(lower(${bookings.during}), ${endsAt.toISOString()}::timestamptz), '[)')`,
    })
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed"), eq(bookings.rolling, true)),
    )
    .returning({ id: bookings.id });
  return ended.length === 1;
}

export async function findReview(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  return row ?? null;
}

/**
 * Stores a booking's review and updates its space's count and average in the same
 * transaction. Null when the booking already has one.
 */
export async function insertReview(
  tx: Db,
  review: {
    listingId: number;
    bookingId: number;
    authorName: string;
    rating: number;
    comment: string;
  },
) {
  const [stored] = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!stored) return null;
  await tx
    .update(listings)
    .set({
      reviewCount: sql`(select count(*) from ${reviews} r where r.listing_id = ${review.listingId})`,
      ratingAverage: sql`(select round(avg(r.rating), 2) from ${reviews} r where r.listing_id = ${review.listingId})`,
    })
    .where(eq(listings.id, review.listingId));
  return stored;
}
