import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { citext, users } from "./accounts";
import { createdAt, inList, timeRange } from "./columns";
import { currencies, productKeys, rentals, seasonPlans } from "#contract/vocabulary";
import { bookingStatuses } from "#contract/bookings";
import { paymentMethods } from "#contract/payments";
import { discountKinds } from "#contract/vouchers";
import { bays, listings } from "./listings";

/**
 * processing: the provider is being asked; succeeded: paid and the bookings confirmed;
 * failed: declined or abandoned, the bookings released.
 */
export const purchaseStatuses = ["processing", "succeeded", "failed"] as const;
/** A purchase of new bookings, or a month of a rolling subscription. */
export const purchaseKinds = ["booking", "renewal"] as const;

export const vehicles = pgTable(
  "vehicles",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Upper case, without spaces (spec §5). */
    registration: text("registration").notNull(),
    make: text("make"),
    model: text("model"),
    colour: text("colour"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("vehicles_user_registration_key").on(table.userId, table.registration),
    uniqueIndex("vehicles_one_default_key")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** A saved card: the payment provider's token and what a driver recognises it by, never its number. */
export const cards = pgTable(
  "cards",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerToken: text("provider_token").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("cards_user_idx").on(table.userId),
    uniqueIndex("cards_one_default_key")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check("cards_last4_check", sql`${table.last4} ~ '^[0-9]{4}$'`),
    check("cards_exp_month_check", sql`${table.expMonth} between 1 and 12`),
  ],
);

/**
 * Discount codes and vouchers (spec §3): static takes an amount in minor units of the space's
 * currency off, percent takes `value` per cent off.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    code: citext("code").notNull(),
    kind: text("kind", { enum: discountKinds }).notNull(),
    value: integer("value").notNull(),
    /** Only for a static amount: which currency it is in. */
    currency: text("currency", { enum: currencies }),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    /** A voucher belongs to one account; a code without an owner is for anyone. */
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("discount_codes_code_key").on(table.code),
    index("discount_codes_owner_idx").on(table.ownerId),
    check("discount_codes_kind_check", sql`${table.kind} in ${inList(discountKinds)}`),
    check(
      "discount_codes_value_check",
      sql`${table.value} > 0 and (${table.kind} = 'static' or ${table.value} <= 100)`,
    ),
    check(
      "discount_codes_currency_check",
      sql`(${table.kind} = 'static') = (${table.currency} is not null)`,
    ),
  ],
);

/**
 * A booking holds one bay for a time range. While reserved (until `hold_expires_at`) or
 * confirmed, an exclusion constraint (migration 0003) makes an overlapping booking of the
 * same bay impossible. A rolling monthly subscription holds an open-ended range until it is
 * cancelled with notice. Amounts are minor units of `currency`.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id),
    bayId: bigint("bay_id", { mode: "number" })
      .notNull()
      .references(() => bays.id),
    userId: uuid("user_id").references(() => users.id),
    /** The token subject that made it: a user id, or a guest's anonymous subject. */
    principal: text("principal").notNull(),
    /**
     * Shared by the periods reserved together: a discount code is redeemed once per checkout,
     * and an idempotent book call's attempt names the reservations it made by it.
     */
    checkoutId: uuid("checkout_id").notNull().defaultRandom(),
    /**
     * An extension of a booking in progress (decision 020): the same bay, from when the booking
     * or its latest extension ends, held and paid for like any booking. Null for a first booking.
     */
    extendsBookingId: bigint("extends_booking_id", { mode: "number" }).references(
      (): AnyPgColumn => bookings.id,
    ),
    guestEmail: citext("guest_email"),
    guestFirstName: text("guest_first_name"),
    guestLastName: text("guest_last_name"),
    guestMobile: text("guest_mobile"),
    rental: text("rental", { enum: rentals }).notNull(),
    during: timeRange("during").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("reserved"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    seasonPlan: text("season_plan", { enum: seasonPlans }),
    intervalCount: smallint("interval_count"),
    rolling: boolean("rolling").notNull().default(false),
    currency: text("currency", { enum: currencies }).notNull(),
    valueMinor: integer("value_minor").notNull(),
    valueBeforeDiscountMinor: integer("value_before_discount_minor").notNull(),
    serviceFeeMinor: integer("service_fee_minor").notNull(),
    arrangementFeeMinor: integer("arrangement_fee_minor").notNull().default(0),
    depositMinor: integer("deposit_minor").notNull().default(0),
    productsMinor: integer("products_minor").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    discountCodeId: bigint("discount_code_id", { mode: "number" }).references(
      () => discountCodes.id,
    ),
    vehicleRegistration: text("vehicle_registration"),
    vehicleId: bigint("vehicle_id", { mode: "number" }).references(() => vehicles.id, {
      onDelete: "set null",
    }),
    affiliateClickId: text("affiliate_click_id"),
    /** Copied from the listing when the booking is confirmed, so later edits do not change it. */
    accessInstructions: text("access_instructions"),
    /** A rolling subscription's paid time: it renews, by charging again, when this passes. */
    paidUntil: timestamp("paid_until", { withTimezone: true }),
    /** What each renewal of a subscription charges: the season's price and its service fee. */
    renewalMinor: integer("renewal_minor"),
    /** When a subscription's deposit went back to the card, once it ended. */
    depositReturnedAt: timestamp("deposit_returned_at", { withTimezone: true }),
    /** Lets an emailed link open the review form and confirmation without signing in. */
    reviewHash: text("review_hash").notNull(),
    accessEquipmentReturnedAt: timestamp("access_equipment_returned_at", { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    refundMinor: integer("refund_minor"),
  },
  (table) => [
    uniqueIndex("bookings_reference_key").on(table.reference),
    index("bookings_listing_idx").on(table.listingId),
    index("bookings_user_idx").on(table.userId),
    index("bookings_principal_idx").on(table.principal),
    index("bookings_checkout_idx").on(table.checkoutId),
    index("bookings_extends_idx")
      .on(table.extendsBookingId)
      .where(sql`${table.extendsBookingId} is not null`),
    index("bookings_discount_code_idx")
      .on(table.discountCodeId)
      .where(sql`${table.discountCodeId} is not null`),
    check("bookings_rental_check", sql`${table.rental} in ${inList(rentals)}`),
    check("bookings_status_check", sql`${table.status} in ${inList(bookingStatuses)}`),
    check(
      "bookings_amounts_check",
      sql`${table.valueMinor} >= 0 and ${table.serviceFeeMinor} >= 0 and ${table.totalMinor} >= 0 and ${table.valueMinor} <= ${table.valueBeforeDiscountMinor}`,
    ),
    check(
      "bookings_hold_check",
      sql`${table.status} <> 'reserved' or ${table.holdExpiresAt} is not null`,
    ),
  ],
);

/** Airport extras bought with a booking (spec §3 product result). */
export const bookingProducts = pgTable(
  "booking_products",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    productKey: text("product_key", { enum: productKeys }).notNull(),
    variantKey: text("variant_key").notNull(),
    priceMinor: integer("price_minor").notNull(),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("booking_products_booking_idx").on(table.bookingId),
    check("booking_products_key_check", sql`${table.productKey} in ${inList(productKeys)}`),
  ],
);

/**
 * One purchase of one or more reservations. The idempotency key makes a retried purchase
 * return the first answer instead of charging again.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull(),
    principal: text("principal").notNull(),
    kind: text("kind", { enum: purchaseKinds }).notNull().default("booking"),
    bookingIds: bigint("booking_ids", { mode: "number" }).array().notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    /** The saved card charged, so renewals and refunds use the same one. */
    cardId: bigint("card_id", { mode: "number" }).references(() => cards.id, {
      onDelete: "set null",
    }),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    currency: text("currency", { enum: currencies }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    status: text("status", { enum: purchaseStatuses }).notNull().default("processing"),
    failureReason: text("failure_reason"),
    /** The answer given, returned again to a retry with the same key. */
    response: jsonb("response"),
    /** When the owners' ledger took this payment's earnings: null until then (decision 026). */
    ledgerPostedAt: timestamp("ledger_posted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("purchases_idempotency_key").on(table.principal, table.idempotencyKey),
    index("purchases_processing_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'processing'`),
    index("purchases_unposted_idx")
      .on(table.id)
      .where(sql`${table.status} = 'succeeded' and ${table.ledgerPostedAt} is null`),
    check("purchases_method_check", sql`${table.paymentMethod} in ${inList(paymentMethods)}`),
    check("purchases_status_check", sql`${table.status} in ${inList(purchaseStatuses)}`),
    check("purchases_kind_check", sql`${table.kind} in ${inList(purchaseKinds)}`),
    check("purchases_amount_check", sql`${table.amountMinor} >= 0`),
  ],
);

export const idempotentOperations = ["book", "purchase"] as const;
export type IdempotentOperation = (typeof idempotentOperations)[number];

/**
 * A client's Idempotency-Key for a book or purchase call, claimed before the call does
 * anything. The same key with the same request replays the stored answer, waiting while an
 * attempt holds the key (`locked_until`); another request under a used key is refused. An
 * attempt that died leaves its lock to lapse, and the next retry takes over from it.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    principal: text("principal").notNull(),
    key: text("key").notNull(),
    operation: text("operation", { enum: idempotentOperations }).notNull(),
    /** A hash of the request as first sent: the space, the periods, the driver, the payment. */
    fingerprint: text("fingerprint").notNull(),
    /** The attempt that holds the key; the reservations it makes carry it as their checkout id. */
    attempt: uuid("attempt").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The answer to replay: `{ status, body }`, once there is one. */
    response: jsonb("response"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("idempotency_keys_principal_key").on(table.principal, table.key),
    check(
      "idempotency_keys_operation_check",
      sql`${table.operation} in ${inList(idempotentOperations)}`,
    ),
  ],
);

/** Money returned to the original payment method (never as site credit). */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id),
    amountMinor: integer("amount_minor").notNull(),
    providerRefundId: text("provider_refund_id"),
    status: text("status").notNull(),
    /** When the owners' ledger took this refund back from the earning: null until then. */
    ledgerPostedAt: timestamp("ledger_posted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("refunds_booking_idx").on(table.bookingId),
    index("refunds_unposted_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'succeeded' and ${table.ledgerPostedAt} is null`),
    check("refunds_amount_check", sql`${table.amountMinor} > 0`),
  ],
);

/** Drivers' reviews of a space, one per booking (spec §3 review). */
export const reviews = pgTable(
  "reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    bookingId: bigint("booking_id", { mode: "number" }).references(() => bookings.id),
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("reviews_booking_key").on(table.bookingId),
    index("reviews_listing_idx").on(table.listingId, table.createdAt),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
  ],
);
