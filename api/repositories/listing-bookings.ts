import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, listings, users } from "../db/schema";
import type { BookingTime } from "#contract/bookings";
import { ownerBookingStatuses } from "#contract/owner-bookings";
import { bookingPeriod } from "./booking-period";

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

function endedBy(when: BookingTime, now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (when === "upcoming") {
    return sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${at})`;
  }
  if (when === "past") {
    return sql`(not upper_inf(${bookings.during}) and upper(${bookings.during}) <= ${at})`;
  }
  return undefined;
}

/**
 * A listing's paid bookings, cancelled ones included, for its owner: upcoming soonest first,
 * past (and all) most recent first. The driver is named by first name only (decision 024).
 */
export async function listListingBookings(
  db: Db,
  listingId: number,
  filter: { when: BookingTime; limit: number; offset: number; now: Date },
) {
  const rows = await db
    .select({
      reference: bookings.reference,
      rental: bookings.rental,
      ...bookingPeriod,
      vehicleRegistration: bookings.vehicleRegistration,
      status: bookings.status,
      driverFirstName: sql<string | null>`coalesce(${users.firstName}, ${bookings.guestFirstName})`,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, ownerBookingStatuses),
        isNotNull(bookings.confirmedAt),
        endedBy(filter.when, filter.now),
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
    bookings: rows.slice(0, filter.limit).map((row) => ({
      ...row,
      start: new Date(row.start),
      end: row.end === null ? null : new Date(row.end),
    })),
    hasMore: rows.length > filter.limit,
  };
}
