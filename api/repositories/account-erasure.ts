import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  bookings,
  cards,
  emailUnsubscribes,
  idempotencyKeys,
  listings,
  locationNotifications,
  outboxEmails,
  passwordResets,
  payoutAccounts,
  purchases,
  reviews,
  socialIdentities,
  users,
  vehicles,
} from "../db/schema";

/** The user's bookings: made signed in (their id), whichever token made them. */
function madeBy(userId: string) {
  return or(eq(bookings.userId, userId), eq(bookings.principal, userId));
}

/**
 * Bookings that keep an account from being erased: paid and not yet over (a rolling monthly
 * booking until its notice ends it), or held for a payment still under way.
 */
export async function countLiveBookings(db: Db, userId: string, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ live: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        madeBy(userId),
        or(
          and(
            eq(bookings.status, "confirmed"),
            sql`(upper_inf(${bookings.during}) or upper(${bookings.during}) > ${at})`,
          ),
          and(eq(bookings.status, "reserved"), sql`${bookings.holdExpiresAt} > ${at}`),
        ),
      ),
    );
  return row?.live ?? 0;
}

/** Listings that are not removed: drafts hold an address, published ones take bookings. */
export async function countKeptListings(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ kept: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(and(eq(listings.ownerId, userId), ne(listings.status, "removed")));
  return row?.kept ?? 0;
}

/** The saved cards the payment provider keeps for the user, to forget there too. */
export async function savedCardTokens(db: Db, userId: string) {
  return db
    .select({ provider: cards.provider, providerToken: cards.providerToken })
    .from(cards)
    .where(eq(cards.userId, userId));
}

/** An address nobody can receive mail at (RFC 2606's .invalid), so the real one can register again. */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@parkway.invalid`;
}

/** What an erased driver's reviews are signed with: the words stay, the name goes. */
export const erasedReviewerName = "A former Parkway driver";

/**
 * Erases the user's personal data, in the caller's transaction: names, email, mobile, password,
 * social sign-in, vehicles, saved cards, payout details, password links, location alerts and
 * unsubscribe records, and email queued or sent to the address. Bookings and purchases stay for the accounts, without
 * the driver's details, registrations or stored answers; reviews stay without the name. The
 * account row stays, marked deleted, so bookings still point at one account.
 */
export async function eraseAccount(
  tx: Db,
  account: { id: string; email: string },
  moments: { now: Date; sessionsValidAfter: Date },
): Promise<void> {
  const { id, email } = account;
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, id));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
  await tx.delete(cards).where(eq(cards.userId, id));
  await tx.delete(vehicles).where(eq(vehicles.userId, id));
  await tx.delete(locationNotifications).where(eq(locationNotifications.email, email));
  await tx.delete(emailUnsubscribes).where(eq(emailUnsubscribes.email, email));
  await tx.delete(outboxEmails).where(eq(outboxEmails.toAddress, email));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.principal, id));
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.ownerId, id));

  const made = tx.select({ id: bookings.id }).from(bookings).where(madeBy(id));
  await tx
    .update(reviews)
    .set({ authorName: erasedReviewerName })
    .where(inArray(reviews.bookingId, made));
  await tx
    .update(bookings)
    .set({
      guestEmail: null,
      guestFirstName: null,
      guestLastName: null,
      guestMobile: null,
      vehicleRegistration: null,
    })
    .where(madeBy(id));
  await tx
    .update(purchases)
    .set({ response: null, updatedAt: moments.now })
    .where(and(eq(purchases.principal, id), isNotNull(purchases.response)));

  await tx
    .update(users)
    .set({
      email: erasedEmail(id),
      passwordHash: null,
      firstName: "",
      lastName: "",
      mobile: null,
      marketingEmails: false,
      bookingReminders: false,
      deletedAt: moments.now,
      sessionsValidAfter: moments.sessionsValidAfter,
      updatedAt: moments.now,
    })
    .where(eq(users.id, id));
}
