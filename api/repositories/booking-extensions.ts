import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { SqlState, sqlStateOf } from "../db/errors";
import { bookings, users } from "../db/schema";
import { newBookingReference, newReviewHash } from "../domain/booking-identifiers";
import { holdsBay } from "./listings";
import { HOLD_MS } from "./reservations";

/*
 * Decision 020: time added to a stay in progress is a booking of its own, on the same bay from
 * when the stay ends, naming the stay's first booking in `extends_booking_id`. It is held,
 * paid for, confirmed, cancelled and refunded as any booking is.
 */

/** The paid extensions of a stay, cancelled ones included, earliest first. */
export async function findExtensionIds(db: Db, firstBookingId: number) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.extendsBookingId, firstBookingId), isNotNull(bookings.confirmedAt)))
    .orderBy(sql`lower(${bookings.during})`, asc(bookings.id));
  return rows.map((row) => row.id);
}

/**
 * When the bay is next kept by another booking from `from` on: `from` itself when one already
 * holds it then, null when nothing does.
 */
export async function bayBookedFrom(
  db: Db,
  bay: { bayId: number; excludingStay: number },
  from: Date,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ start: sql<string | null>`min(lower(${bookings.during}))` })
    .from(bookings)
    .where(
      and(
        eq(bookings.bayId, bay.bayId),
        holdsBay(now),
        sql`coalesce(${bookings.extendsBookingId}, ${bookings.id}) <> ${bay.excludingStay}`,
        sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${from.toISOString()}::timestamptz)`,
      ),
    );
  if (!row?.start) return null;
  const start = new Date(row.start);
  return start < from ? from : start;
}

/** What the added time costs, in minor units, priced as a new hourly stay. */
export type ExtensionPrice = {
  valueMinor: number;
  serviceFeeMinor: number;
  totalMinor: number;
};

/**
 * Holds the stay's bay for the added time, `reserved` until `now + HOLD_MS`, with the first
 * booking's driver, vehicle and token. Null when another booking has the bay then (the
 * exclusion constraint's 23P01). Runs inside the caller's transaction, which has locked the
 * listing; the insert is a savepoint.
 */
export async function holdExtension(
  tx: Db,
  extension: {
    firstBookingId: number;
    period: { start: Date; end: Date };
    price: ExtensionPrice;
    checkoutId: string;
  },
  now: Date,
) {
  const [first] = await tx
    .select({
      listingId: bookings.listingId,
      bayId: bookings.bayId,
      userId: bookings.userId,
      principal: bookings.principal,
      guestEmail: bookings.guestEmail,
      guestFirstName: bookings.guestFirstName,
      guestLastName: bookings.guestLastName,
      guestMobile: bookings.guestMobile,
      rental: bookings.rental,
      currency: bookings.currency,
      vehicleRegistration: bookings.vehicleRegistration,
      vehicleId: bookings.vehicleId,
    })
    .from(bookings)
    .where(eq(bookings.id, extension.firstBookingId));
  if (!first) throw new Error(`Booking ${extension.firstBookingId} has disappeared`);
  const { price } = extension;
  try {
    return await tx.transaction(async (attempt) => {
      const [held] = await attempt
        .insert(bookings)
        .values({
          ...first,
          extendsBookingId: extension.firstBookingId,
          checkoutId: extension.checkoutId,
          during: extension.period,
          valueMinor: price.valueMinor,
          valueBeforeDiscountMinor: price.valueMinor,
          serviceFeeMinor: price.serviceFeeMinor,
          totalMinor: price.totalMinor,
          reference: newBookingReference(),
          reviewHash: newReviewHash(),
          status: "reserved",
          holdExpiresAt: new Date(now.getTime() + HOLD_MS),
        })
        .returning({ id: bookings.id });
      if (!held) throw new Error("The extension was not stored");
      return held;
    });
  } catch (error) {
    if (sqlStateOf(error) === SqlState.exclusionViolation) return null;
    throw error;
  }
}

/** More than a driver has running at once: one email stays readable. */
const MAX_STAYS_EMAILED = 20;

/**
 * The stays with a booking not yet over that an email address and registration booked, as
 * their first booking's id: a guest's email, or the account's for a driver who was signed in.
 */
export async function findStaysBookedBy(
  db: Db,
  booker: { email: string; registration: string },
  now: Date,
) {
  const stay = sql<number>`coalesce(${bookings.extendsBookingId}, ${bookings.id})`.mapWith(Number);
  const rows = await db
    .selectDistinct({ stay })
    .from(bookings)
    .leftJoin(users, and(eq(users.id, bookings.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.confirmedAt),
        eq(bookings.vehicleRegistration, booker.registration),
        sql`coalesce(${bookings.guestEmail}, ${users.email}) = ${booker.email}::citext`,
        sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(stay)
    .limit(MAX_STAYS_EMAILED);
  return rows.map((row) => row.stay);
}
