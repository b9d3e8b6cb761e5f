import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, listings } from "../db/schema";

export async function findListingOwnership(db: Db, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, ownerId: listings.ownerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** Confirmed bookings of a listing that have not ended (or never end): they block removal. */
export async function countFutureBookings(db: Db, listingId: number, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        eq(bookings.status, "confirmed"),
        sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${now.toISOString()}::timestamptz)`,
      ),
    );
  return row?.count ?? 0;
}

/** Moves a listing from one status to another; false when it was no longer in `from`. */
export async function changeListingStatus(
  db: Db,
  listingId: number,
  change: { from: Array<"active" | "disabled" | "draft">; to: "active" | "disabled" | "removed" },
  now: Date,
) {
  const changed = await db
    .update(listings)
    .set({ status: change.to, updatedAt: now })
    .where(and(eq(listings.id, listingId), sql`${listings.status} in ${change.from}`))
    .returning({ id: listings.id });
  return changed.length === 1;
}
