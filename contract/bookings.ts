import { z } from "zod";
import { answerSchema } from "./answers";
import { bookedExtraSchema } from "./extras";
import { currencySchema, moneySchema } from "./money";
import { paymentMethods } from "./payments";
import { rentals, seasonPlans } from "./vocabulary";

/**
 * A driver's booking (spec §7 tenant bookings), as the confirmation, the driver's account, the
 * booking's emailed links and a purchase's answer all show it.
 */

export const bookingStatuses = ["reserved", "confirmed", "cancelled", "expired"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

const moment = z.iso.datetime({ offset: true });

export const bookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().meta({ example: "PW-7K3M9Q" }),
    status: z.enum(bookingStatuses),
    rental: z.enum(rentals),
    start: moment,
    end: moment.nullable().meta({ description: "Null while a monthly booking rolls on" }),
    rolling: z.boolean(),
    paid_until: moment.nullable(),
    season_plan: z.enum(seasonPlans).nullable(),
    interval_count: z.number().int().nullable(),
    instant: z.boolean().meta({ description: "A monthly booking that starts today" }),
    space: z.object({
      id: z.number().int(),
      title: z.string(),
      address: z.object({ line: z.string(), city: z.string(), postcode: z.string() }),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
    currency: currencySchema,
    value: moneySchema,
    valueBeforeDiscount: moneySchema,
    serviceFee: moneySchema,
    arrangementFee: moneySchema,
    deposit: moneySchema,
    totalProductsValue: moneySchema,
    total: moneySchema,
    refund: moneySchema.nullable(),
    discount_code: z
      .string()
      .nullable()
      .meta({ description: "The discount code or voucher the booking was paid with" }),
    affiliate: z
      .boolean()
      .meta({ description: "Paid for after arriving from an affiliate's link" }),
    products: z.array(bookedExtraSchema),
    vehicle_reg: z.string().nullable(),
    registration_unknown: z.boolean(),
    access_instructions: z.string().nullable().meta({ description: "Given once paid" }),
    review_hash: z
      .string()
      .nullable()
      .meta({ description: "The key of the booking's emailed links, given once paid" }),
    hold_expires_at: moment.nullable(),
    confirmed_at: moment.nullable(),
    cancelled_at: moment.nullable(),
  })
  .meta({ id: "Booking" });
export type Booking = z.infer<typeof bookingSchema>;

/** Which of the driver's bookings: those still to end, those ended, or all. */
export const bookingTimes = ["upcoming", "past", "all"] as const;
export type BookingTime = (typeof bookingTimes)[number];

export const tenantBookingsQuerySchema = z.object({
  when: z.enum(bookingTimes).default("all"),
  hash: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "Only the booking with this link hash" }),
  page: z.coerce.number().int().min(1).max(500).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export type TenantBookingsQuery = z.input<typeof tenantBookingsQuerySchema>;

export const tenantBookingsSchema = z.object({
  data: z.array(bookingSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  }),
});

/** One of the driver's bookings, with how it was paid and what cancelling it now would mean. */
export const bookingDetailsSchema = z
  .object({
    booking: bookingSchema,
    payment: z
      .object({
        method: z.enum(paymentMethods),
        card: z
          .object({ brand: z.string(), last4: z.string() })
          .nullable()
          .meta({ description: "The saved card charged; null for a one-off card or a wallet" }),
        paid_at: moment,
      })
      .nullable()
      .meta({ description: "Null when nothing was charged" }),
    cancellation: z
      .object({
        kind: z.enum(["refund", "deposit-only", "end-subscription"]),
        refund: moneySchema.nullable().meta({ description: "What cancelling now pays back" }),
        ends_at: moment.nullable().meta({ description: "When a subscription given notice ends" }),
        rule: z.string(),
      })
      .nullable()
      .meta({ description: "What cancelling now would mean; null when it cannot be cancelled" }),
  })
  .meta({ id: "BookingDetails" });
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

export const bookingDetailsAnswerSchema = answerSchema(bookingDetailsSchema);

/** Cancelling: signed in, with the guest token that booked, or with the emailed link's hash. */
export const cancelBookingRequestSchema = z.object({ hash: z.string().max(100).optional() });
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>;

export const cancelledBookingSchema = z.object({ message: z.string(), data: bookingSchema });

/** A review of a space the driver parked in, left from the booking's emailed link. */
export const reviewRequestSchema = z.object({
  hash: z
    .string({ error: "The link to review is incomplete; use the one in your email" })
    .min(1)
    .max(100),
  rating: z.coerce
    .number({ error: "Choose from 1 to 5 stars" })
    .int()
    .min(1, "Choose from 1 to 5 stars")
    .max(5, "Choose from 1 to 5 stars"),
  comment: z.string().trim().max(2000, "Keep your review under 2,000 characters").default(""),
  author_name: z.string().trim().min(1).max(60).optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewQuerySchema = z.object({ hash: z.string().min(1).max(100) });

export const bookingReviewSchema = z.object({
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: moment,
});
export type BookingReview = z.infer<typeof bookingReviewSchema>;

export const bookingToReviewSchema = answerSchema(
  z.object({ booking: bookingSchema, review: bookingReviewSchema.nullable() }),
);
