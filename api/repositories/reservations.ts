import { and, asc, eq, gt, inArray, lte, min, ne, sql } from "drizzle-orm";
import { qualified } from "../db/qualified";
import type { Db } from "../db/client";
import { SqlState, sqlStateOf } from "../db/errors";
import type { TimeRange } from "../db/schema/columns";
import { bays, bookingProducts, bookings, listings, purchases } from "../db/schema";
import { newBookingReference, newReviewHash } from "../domain/booking-identifiers";

/** How long a reservation holds its bay while the driver pays. */
export const HOLD_MS = 15 * 60 * 1000;

export type NewReservation = Omit<
  typeof bookings.$inferInsert,
  "id" | "bayId" | "reference" | "reviewHash" | "status" | "holdExpiresAt"
>;

function rangeLiteral({ start, end }: TimeRange) {
  return sql`tstzrange(${start.toISOString()}::timestamptz, ${end?.toISOString() ?? null}::timestamptz, '[)')`;
}

/**
 * Locks listings, in id order, for a transaction about to hold, confirm or let go of their bays.
 * Every such transaction takes these locks first, so two of them queue on the listing instead
 * of each waiting for the other's bookings (a deadlock: inserting and updating rows under the
 * exclusion constraint waits for the other transaction's conflicting rows).
 */
export async function lockListings(tx: Db, listingIds: readonly number[]) {
  const ids = [...new Set(listingIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(asc(listings.id))
    .for("no key update");
}

/** `lockListings` for the listings of these bookings. */
export async function lockListingsOf(tx: Db, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return;
  const rows = await tx
    .selectDistinct({ listingId: bookings.listingId })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
  await lockListings(
    tx,
    rows.map((row) => row.listingId),
  );
}

/** A reservation whose payment has started: its hold is the purchase's to keep or let go. */
const beingPaid = sql`exists (select 1 from ${purchases} p
  where p.status = 'processing' and ${qualified(bookings.id)} = any(p.booking_ids))`;

/**
 * A visitor's unpaid holds that are live now, one per checkout: its listing and when it lapses.
 * Holds whose payment has started are not counted: they are about to be paid or let go.
 */
export async function unpaidHolds(tx: Db, principal: string, now: Date) {
  return tx
    .select({
      checkoutId: bookings.checkoutId,
      listingId: bookings.listingId,
      lapsesAt: min(bookings.holdExpiresAt),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.principal, principal),
        eq(bookings.status, "reserved"),
        gt(bookings.holdExpiresAt, now),
        sql`not ${beingPaid}`,
      ),
    )
    .groupBy(bookings.checkoutId, bookings.listingId);
}

/**
 * Lets go of a visitor's unpaid holds on a listing, all but `keep`'s: a new reservation of a
 * space replaces the one the visitor made before (they changed their times, or came back).
 */
export async function replaceUnpaidHolds(
  tx: Db,
  hold: { principal: string; listingId: number; keep: string },
  now: Date,
) {
  await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, holdExpiresAt: null })
    .where(
      and(
        eq(bookings.principal, hold.principal),
        eq(bookings.listingId, hold.listingId),
        ne(bookings.checkoutId, hold.keep),
        eq(bookings.status, "reserved"),
        sql`not ${beingPaid}`,
      ),
    );
}

/** Lets go of a checkout's reservations that no payment has started on. */
export async function releaseCheckout(db: Db, checkoutId: string, now: Date) {
  await db.transaction(async (tx) => {
    const held = await tx
      .selectDistinct({ listingId: bookings.listingId })
      .from(bookings)
      .where(and(eq(bookings.checkoutId, checkoutId), eq(bookings.status, "reserved")));
    if (held.length === 0) return;
    await lockListings(
      tx,
      held.map((row) => row.listingId),
    );
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, holdExpiresAt: null })
      .where(
        and(
          eq(bookings.checkoutId, checkoutId),
          eq(bookings.status, "reserved"),
          sql`not ${beingPaid}`,
        ),
      );
  });
}

/** Marks the listing's lapsed holds expired: the exclusion constraint still counts them. */
export async function expireLapsedHolds(tx: Db, listingId: number, now: Date) {
  await tx
    .update(bookings)
    .set({ status: "expired" })
    .where(
      and(
        eq(bookings.listingId, listingId),
        eq(bookings.status, "reserved"),
        lte(bookings.holdExpiresAt, now),
      ),
    );
}

/**
 * Holds a free bay of the listing for the booking's period: `reserved` until `now + HOLD_MS`.
 * Holds that have expired are marked so first, as the exclusion constraint still counts them.
 * Bays that look free are tried in turn: when another request has just taken one, the
 * constraint answers 23P01 and the next is tried. Null when every bay is taken. Runs inside the
 * caller's transaction; each attempt is a savepoint.
 */
export async function holdFreeBay(tx: Db, reservation: NewReservation, now: Date) {
  await expireLapsedHolds(tx, reservation.listingId, now);
  const wanted = rangeLiteral(reservation.during);
  const candidates = await tx
    .select({ id: bays.id })
    .from(bays)
    .where(
      and(
        eq(bays.listingId, reservation.listingId),
        sql`not exists (select 1 from ${bookings}
          where ${bookings.bayId} = ${bays.id}
            and ${bookings.status} in ('reserved', 'confirmed')
            and ${bookings.during} && ${wanted})`,
      ),
    )
    .orderBy(asc(bays.id));
  for (const bay of candidates) {
    try {
      return await tx.transaction(async (attempt) => {
        const [held] = await attempt
          .insert(bookings)
          .values({
            ...reservation,
            bayId: bay.id,
            reference: newBookingReference(),
            reviewHash: newReviewHash(),
            status: "reserved",
            holdExpiresAt: new Date(now.getTime() + HOLD_MS),
          })
          .returning({
            id: bookings.id,
            reference: bookings.reference,
            bayId: bookings.bayId,
            holdExpiresAt: bookings.holdExpiresAt,
          });
        if (!held) throw new Error("The reservation was not stored");
        return held;
      });
    } catch (error) {
      // Two requests inserting into one bay at the same instant may each wait for the other's
      // row; PostgreSQL then aborts one (40P01), and the other is taking the bay.
      const state = sqlStateOf(error);
      if (state !== SqlState.exclusionViolation && state !== SqlState.deadlockDetected) throw error;
    }
  }
  return null;
}

/** The airport extras booked with a reservation, each as the driver was quoted it. */
export async function recordExtras(
  tx: Db,
  bookingId: number,
  extras: ReadonlyArray<Omit<typeof bookingProducts.$inferInsert, "id" | "bookingId">>,
) {
  if (extras.length === 0) return;
  await tx.insert(bookingProducts).values(extras.map((extra) => ({ ...extra, bookingId })));
}

/** A principal's reservations among `ids`, for paying: only those still holding their bay. */
export async function findHeldReservations(db: Db, principal: string, ids: number[], now: Date) {
  return db
    .select({
      id: bookings.id,
      listingId: bookings.listingId,
      currency: bookings.currency,
      totalMinor: bookings.totalMinor,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.principal, principal),
        inArray(bookings.id, ids),
        eq(bookings.status, "reserved"),
        sql`${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
}
