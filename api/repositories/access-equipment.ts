import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";

/** The hash a booking's emailed links carry, or null when there is no such booking. */
export async function findBookingLinkHash(db: Db, bookingId: number): Promise<string | null> {
  const [booking] = await db
    .select({ reviewHash: bookings.reviewHash })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking?.reviewHash ?? null;
}

/**
 * Records that the driver returned the space's access equipment (a fob, key or permit) and
 * returns when: the first time it was recorded, however often it is confirmed.
 */
export async function markAccessEquipmentReturned(
  db: Db,
  bookingId: number,
  now: Date,
): Promise<Date | null> {
  const [booking] = await db
    .update(bookings)
    .set({
      accessEquipmentReturnedAt: sql`coalesce(${bookings.accessEquipmentReturnedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(bookings.id, bookingId))
    .returning({ returnedAt: bookings.accessEquipmentReturnedAt });
  return booking?.returnedAt ?? null;
}
