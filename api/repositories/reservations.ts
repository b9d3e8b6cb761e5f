import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { TimeRange } from "../db/schema/columns";
import { bays, bookingProducts, bookings } from "../db/schema";
import { newBookingReference, newReviewHash } from "../domain/booking-identifiers";

/** How long a reservation holds its bay while the driver pays. */
export const HOLD_MS = 15 * 60 * 1000;

export type NewReservation = Omit<
  typeof bookings.$inferInsert,
  "id" | "bayId" | "reference" | "reviewHash" | "status" | "holdExpiresAt"
>;

const exclusionViolation = "23P01";
const deadlockDetected = "40P01";

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth += 1) {
    if ("code" in current && typeof current.code === "string") return current.code;
    current = "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

function rangeLiteral({ start, end }: TimeRange) {
  return sql`tstzrange(${start.toISOString()}::timestamptz, ${end?.toISOString() ?? null}::timestamptz, '[)')`;
}

/**
 * Holds a free bay of the listing for the booking's period: `reserved` until `now + HOLD_MS`.
 * Holds that have expired are marked so first, as the exclusion constraint still counts them.
 * Bays that look free are tried in turn: when another request has just taken one, the
 * constraint answers 23P01 and the next is tried. Null when every bay is taken. Runs inside the
 * caller's transaction; each attempt is a savepoint.
 */
export async function holdFreeBay(tx: Db, reservation: NewReservation, now: Date) {
  await tx
    .update(bookings)
    .set({ status: "expired" })
    .where(
      and(
        eq(bookings.listingId, reservation.listingId),
        eq(bookings.status, "reserved"),
        lte(bookings.holdExpiresAt, now),
      ),
    );
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
      const state = sqlState(error);
      if (state !== exclusionViolation && state !== deadlockDetected) throw error;
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
