import { asc, eq, inArray } from "drizzle-orm";
import { bookedExtraSchema } from "#contract/extras";
import type { Booking } from "#contract/bookings";
import type { Db } from "../db/client";
import { bookingProducts, bookings, discountCodes, listings } from "../db/schema";
import { currencyOf, majorUnits } from "../domain/money";
import { bookingPeriod } from "../repositories/booking-period";

// Great Britain, Northern Ireland and Ireland share their clocks all year.
const localDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "short",
});

function localDate(moment: Date) {
  return localDay.format(moment);
}

/** What a driver sees of a booking: in confirmations, their account and the purchase answer. */
export async function bookingAnswers(db: Db, bookingIds: number[], now: Date): Promise<Booking[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      rental: bookings.rental,
      ...bookingPeriod,
      rolling: bookings.rolling,
      paidUntil: bookings.paidUntil,
      seasonPlan: bookings.seasonPlan,
      intervalCount: bookings.intervalCount,
      currency: bookings.currency,
      valueMinor: bookings.valueMinor,
      valueBeforeDiscountMinor: bookings.valueBeforeDiscountMinor,
      serviceFeeMinor: bookings.serviceFeeMinor,
      arrangementFeeMinor: bookings.arrangementFeeMinor,
      depositMinor: bookings.depositMinor,
      productsMinor: bookings.productsMinor,
      totalMinor: bookings.totalMinor,
      refundMinor: bookings.refundMinor,
      discountCode: discountCodes.code,
      affiliateClickId: bookings.affiliateClickId,
      vehicleRegistration: bookings.vehicleRegistration,
      accessInstructions: bookings.accessInstructions,
      reviewHash: bookings.reviewHash,
      holdExpiresAt: bookings.holdExpiresAt,
      confirmedAt: bookings.confirmedAt,
      cancelledAt: bookings.cancelledAt,
      listingId: listings.id,
      title: listings.title,
      addressLine: listings.addressLine,
      city: listings.city,
      postcode: listings.postcode,
      lat: listings.lat,
      lng: listings.lng,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(discountCodes, eq(discountCodes.id, bookings.discountCodeId))
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.id));
  const extras = await db
    .select({ bookingId: bookingProducts.bookingId, details: bookingProducts.details })
    .from(bookingProducts)
    .where(inArray(bookingProducts.bookingId, bookingIds))
    .orderBy(asc(bookingProducts.id));
  return rows.map((row) => {
    const start = new Date(row.start);
    const confirmed = row.status === "confirmed";
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      rental: row.rental,
      start: start.toISOString(),
      end: row.end ? new Date(row.end).toISOString() : null,
      rolling: row.rolling,
      paid_until: row.paidUntil?.toISOString() ?? null,
      season_plan: row.seasonPlan,
      interval_count: row.intervalCount,
      // Spec §4: a monthly booking that starts today is instant.
      instant: row.rental === "long" && localDate(start) === localDate(now),
      space: {
        id: row.listingId,
        title: row.title,
        address: { line: row.addressLine, city: row.city, postcode: row.postcode },
        lat: row.lat,
        lng: row.lng,
      },
      currency: currencyOf(row.currency),
      value: majorUnits(row.valueMinor),
      valueBeforeDiscount: majorUnits(row.valueBeforeDiscountMinor),
      serviceFee: majorUnits(row.serviceFeeMinor),
      arrangementFee: majorUnits(row.arrangementFeeMinor),
      deposit: majorUnits(row.depositMinor),
      totalProductsValue: majorUnits(row.productsMinor),
      total: majorUnits(row.totalMinor),
      refund: row.refundMinor === null ? null : majorUnits(row.refundMinor),
      discount_code: row.discountCode,
      affiliate: row.affiliateClickId !== null,
      // Each extra as the driver was quoted it, with its plan (pickup, entry window, lounge).
      products: extras
        .filter((extra) => extra.bookingId === row.id)
        .map((extra) => bookedExtraSchema.parse(extra.details)),
      vehicle_reg: row.vehicleRegistration,
      registration_unknown: row.vehicleRegistration === null,
      // Given once paid: the owner's instructions for getting in.
      access_instructions: confirmed ? row.accessInstructions : null,
      review_hash: confirmed ? row.reviewHash : null,
      hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
    };
  });
}

/** A booking the caller has just found or changed. */
export async function bookingAnswer(db: Db, bookingId: number, now: Date) {
  const [answer] = await bookingAnswers(db, [bookingId], now);
  if (!answer) throw new Error(`Booking ${bookingId} has disappeared`);
  return answer;
}
