import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, listings, reviews, socialIdentities } from "../db/schema";

/**
 * What a copy of an account's data reads beyond what the account's own calls already read:
 * its social sign-ins, its bookings with the driver's details given for each, its reviews and
 * its listings.
 */

export async function socialSignInsOf(db: Db, userId: string) {
  return db
    .select({
      provider: socialIdentities.provider,
      email: socialIdentities.email,
      createdAt: socialIdentities.createdAt,
    })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId))
    .orderBy(asc(socialIdentities.createdAt));
}

/** Every booking the account made, paid or not, oldest first, with the details given for it. */
export async function bookingDriversOf(db: Db, userId: string) {
  return db
    .select({
      id: bookings.id,
      firstName: bookings.guestFirstName,
      lastName: bookings.guestLastName,
      email: bookings.guestEmail,
      mobile: bookings.guestMobile,
    })
    .from(bookings)
    .where(or(eq(bookings.userId, userId), eq(bookings.principal, userId)))
    .orderBy(asc(bookings.id));
}

export async function reviewsOf(db: Db, userId: string) {
  return db
    .select({
      bookingReference: bookings.reference,
      spaceTitle: listings.title,
      authorName: reviews.authorName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(or(eq(bookings.userId, userId), eq(bookings.principal, userId)))
    .orderBy(asc(reviews.createdAt));
}

export async function listingsOf(db: Db, userId: string) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      addressLine: listings.addressLine,
      city: listings.city,
      postcode: listings.postcode,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(eq(listings.ownerId, userId))
    .orderBy(asc(listings.id));
}
