import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, listings } from "../db/schema";

/**
 * How many of the listing's bookings are confirmed and not yet over (an open-ended rolling
 * subscription never is), or null when there is no such listing.
 */
export async function countActiveBookings(
  db: Db,
  listingId: number,
  now: Date,
): Promise<number | null> {
  const [listing] = await db
    .select({ active: count(bookings.id) })
    .from(listings)
    .leftJoin(
      bookings,
      and(
        eq(bookings.listingId, listings.id),
        eq(bookings.status, "confirmed"),
        sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .where(eq(listings.id, listingId))
    .groupBy(listings.id);
  return listing?.active ?? null;
}
