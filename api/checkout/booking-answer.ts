import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { Db } from "../db/client";
import { bookingProducts, bookings, listings } from "../db/schema";
import { bookingStatuses, rentals } from "../db/schema/bookings";
import { seasonPlans } from "../db/schema/listings";
import { currencyOf, majorUnits } from "../domain/money";
import { CurrencySchema, MoneySchema } from "../fields";
import { BookedExtraSchema } from "../products/quoted-product-json";

const moment = z.string().openapi({ format: "date-time" });

export const BookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().openapi({ example: "PW-7K3M9Q" }),
    status: z.enum(bookingStatuses),
    rental: z.enum(rentals),
    start: moment,
    end: moment.nullable().openapi({ description: "Null while a monthly booking rolls on" }),
    rolling: z.boolean(),
    paid_until: moment.nullable(),
    season_plan: z.enum(seasonPlans).nullable(),
    interval_count: z.number().int().nullable(),
    instant: z.boolean().openapi({ description: "A monthly booking that starts today" }),
    space: z.object({
      id: z.number().int(),
      title: z.string(),
      address: z.object({ line: z.string(), city: z.string(), postcode: z.string() }),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
    currency: CurrencySchema,
    value: MoneySchema,
    valueBeforeDiscount: MoneySchema,
    serviceFee: MoneySchema,
    arrangementFee: MoneySchema,
    deposit: MoneySchema,
    totalProductsValue: MoneySchema,
    total: MoneySchema,
    refund: MoneySchema.nullable(),
    products: z.array(BookedExtraSchema),
    vehicle_reg: z.string().nullable(),
    registration_unknown: z.boolean(),
    access_instructions: z.string().nullable().openapi({ description: "Given once paid" }),
    review_hash: z.string().nullable(),
    hold_expires_at: moment.nullable(),
    confirmed_at: moment.nullable(),
    cancelled_at: moment.nullable(),
  })
  .openapi("Booking");
export type BookingAnswer = z.infer<typeof BookingSchema>;

// Great Britain, Northern Ireland and Ireland share their clocks all year.
const localDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "short",
});

function localDate(moment: Date) {
  return localDay.format(moment);
}

/** What a driver sees of a booking: in confirmations, their account and the purchase answer. */
export async function bookingAnswers(
  db: Db,
  bookingIds: number[],
  now: Date,
): Promise<BookingAnswer[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      rental: bookings.rental,
      start: sql<string>`lower(${bookings.during})`,
      end: sql<string | null>`upper(${bookings.during})`,
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
      // Each extra as the driver was quoted it, with its plan (pickup, entry window, lounge).
      products: extras
        .filter((extra) => extra.bookingId === row.id)
        .map((extra) => BookedExtraSchema.parse(extra.details)),
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
