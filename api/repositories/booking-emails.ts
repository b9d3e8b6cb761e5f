import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { bookings, cards, listings, outboxEmails, purchases, users } from "../db/schema";
import { wantsEmailCondition } from "./email-preferences";

/** Who a booking's emails go to, and what of its space they need beyond the booking's answer. */
export async function findBookingParties(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return new Map<number, BookingParties>();
  const driver = alias(users, "driver");
  const owner = alias(users, "owner");
  const rows = await db
    .select({
      bookingId: bookings.id,
      country: listings.country,
      renewalMinor: bookings.renewalMinor,
      guestEmail: bookings.guestEmail,
      guestFirstName: bookings.guestFirstName,
      driverEmail: driver.email,
      driverFirstName: driver.firstName,
      ownerEmail: owner.email,
      ownerFirstName: owner.firstName,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(driver, and(eq(driver.id, bookings.userId), isNull(driver.deletedAt)))
    .leftJoin(owner, and(eq(owner.id, listings.ownerId), isNull(owner.deletedAt)))
    .where(inArray(bookings.id, bookingIds));
  return new Map(
    rows.map((row) => {
      const driverEmail = row.driverEmail ?? row.guestEmail;
      const parties = {
        country: row.country,
        renewalMinor: row.renewalMinor,
        driver: driverEmail
          ? { email: driverEmail, firstName: row.driverFirstName ?? row.guestFirstName }
          : null,
        owner: row.ownerEmail ? { email: row.ownerEmail, firstName: row.ownerFirstName } : null,
      };
      return [row.bookingId, parties];
    }),
  );
}

export type BookingParties = {
  country: "GBR" | "IRL";
  renewalMinor: number | null;
  driver: { email: string; firstName: string | null } | null;
  owner: { email: string; firstName: string | null } | null;
};

/** How a purchase was paid, for its receipt: the method, and the saved card if one was charged. */
export async function findPurchasePayment(db: Db, purchaseId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      kind: purchases.kind,
      bookingIds: purchases.bookingIds,
      method: purchases.paymentMethod,
      currency: purchases.currency,
      amountMinor: purchases.amountMinor,
      paidAt: purchases.updatedAt,
      cardBrand: cards.brand,
      cardLast4: cards.last4,
    })
    .from(purchases)
    .leftJoin(cards, eq(cards.id, purchases.cardId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}

export type PurchasePayment = NonNullable<Awaited<ReturnType<typeof findPurchasePayment>>>;

const DAY = sql`interval '1 day'`;
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const driverAddress = sql`coalesce((select u.email from ${users} u
  where u.id = ${bookings.userId} and u.deleted_at is null), ${bookings.guestEmail})`;
const bookingStart = sql`lower(${bookings.during})`;

/** Whether the email `key` (built in SQL from the booking's row) has been queued already. */
function notQueued(key: SQL): SQL {
  return sql`not exists (select 1 from ${outboxEmails} o where o.dedupe_key = ${key})`;
}

/**
 * The dedupe key of a reminder of `moment`: `{prefix}:{bookingId}:{moment in Unix seconds}`,
 * written alike here and in SQL so the search below skips bookings already reminded.
 */
export function reminderKey(prefix: string, bookingId: number, moment: Date): string {
  return `${prefix}:${bookingId}:${Math.floor(moment.getTime() / 1000)}`;
}

function reminderKeySql(prefix: string, moment: SQL): SQL {
  return sql`${prefix} || ':' || ${bookings.id} || ':' || floor(extract(epoch from ${moment}))::bigint`;
}

export const startReminderPrefix = "booking-reminder";
export const renewalReminderPrefix = "renewal-reminder";

/**
 * Hourly and airport bookings starting within a day that were booked more than a day ahead
 * (a booking made later has its confirmation fresh in the inbox), whose driver wants reminders
 * and has not been reminded.
 */
export async function findBookingsToRemind(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNull(bookings.cancelledAt),
        inArray(bookings.rental, ["short", "airport"]),
        sql`${bookingStart} > ${at(now)}`,
        sql`${bookingStart} <= ${at(now)} + ${DAY}`,
        sql`${bookings.confirmedAt} <= ${bookingStart} - ${DAY}`,
        notQueued(reminderKeySql(startReminderPrefix, bookingStart)),
        wantsEmailCondition(driverAddress, "booking-reminders"),
      ),
    );
  return rows.map((row) => row.id);
}

/** How long before a monthly booking renews its driver is told what will be charged. */
export const RENEWAL_NOTICE_DAYS = 3;

/** Rolling monthly bookings renewing within `RENEWAL_NOTICE_DAYS` whose driver has not been told. */
export async function findRenewalsToRemind(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        eq(bookings.rolling, true),
        isNull(bookings.cancelledAt),
        gt(bookings.paidUntil, now),
        lte(bookings.paidUntil, new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000)),
        notQueued(reminderKeySql(renewalReminderPrefix, sql`${bookings.paidUntil}`)),
        wantsEmailCondition(driverAddress, "booking-reminders"),
      ),
    );
  return rows.map((row) => row.id);
}
