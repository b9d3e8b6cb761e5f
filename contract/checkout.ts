import { z } from "zod";
import {
  blankAsMissing,
  emailField,
  formBooleanField,
  mobileField,
  personNameField,
} from "./account-fields";
import { answerSchema } from "./answers";
import { bookingSchema } from "./bookings";
import { bookedExtraSchema } from "./extras";
import { currencySchema, moneySchema } from "./money";
import { paymentMethods, paymentPages } from "./payments";
import { quoteLineRequestSchema } from "./quotes";
import { registrationSchema } from "./registrations";
import { currencies, rentals, seasonPlans } from "./vocabulary";

/**
 * Checkout (spec §7 reserve, purchase, book; decision 007): hold a bay for each period while
 * the driver pays, pay for what is held, or both in one call. A paying call carries an
 * Idempotency-Key, so a retry is charged once.
 */

export const MAX_RESERVATIONS = 30;

/**
 * Who is parking, and in what. A guest gives their name, email and mobile; a signed-in driver's
 * come from their account. The vehicle is a saved one, a registration, or "unknown" for now:
 * it must be said, so no booking silently carries the wrong car.
 */
const driverFields = {
  first_name: blankAsMissing(personNameField("first name").optional()),
  last_name: blankAsMissing(personNameField("last name").optional()),
  email: blankAsMissing(emailField.optional()),
  mobile: blankAsMissing(mobileField.optional()),
  vehicle_id: blankAsMissing(z.coerce.number().int().positive().optional()),
  vehicle_reg: blankAsMissing(registrationSchema.optional()),
  registration_unknown: z.boolean().default(false),
};

/** One period flattened into the body, or several under `reservations`, each read as a quote line. */
export const reserveRequestSchema = z
  .object({
    ...quoteLineRequestSchema.partial().shape,
    reservations: z
      .array(z.unknown(), { error: "Bookings are required" })
      .min(1, "Bookings are required")
      .max(MAX_RESERVATIONS, `Reserve at most ${MAX_RESERVATIONS} periods at once`)
      .optional()
      .meta({
        description: "Several periods; one period may be sent flattened instead (spec §5)",
      }),
    ...driverFields,
  })
  .meta({ id: "ReserveRequest" });
export type ReserveRequest = z.input<typeof reserveRequestSchema>;

const paymentFields = {
  payment_method: z.enum(paymentMethods).default("card"),
  card_id: blankAsMissing(z.coerce.number().int().positive().optional()).meta({
    description: "A saved card; the default card when left out",
  }),
  payment_token: blankAsMissing(z.string().min(1).max(500).optional()).meta({
    description: "A one-off card or wallet token from the payment provider",
  }),
  idempotency_key: blankAsMissing(z.string().min(8).max(100).optional()).meta({
    description: "Or the Idempotency-Key header: a retry with the same key is charged once",
  }),
  affiliate_click_id: blankAsMissing(z.string().max(200).optional()),
  return_url: blankAsMissing(
    z
      .string()
      .max(2000)
      .regex(/^\/(?![/\\])[^\\\s]*$/, "A return URL is a path on this site, such as /book")
      .optional(),
  ).meta({
    description:
      "Where the driver comes back to after confirming the payment with their bank (3-D Secure), or after paying on the provider's page (with `cancelled=1` added when they leave it); without one, a payment that needs it is declined",
  }),
  payment_page: blankAsMissing(z.enum(paymentPages).optional()).meta({
    description:
      "With Stripe: the driver gives their card on Stripe's own page rather than as a token: `embedded` answers 202 with the client secret for the Payment Element, `hosted` with Stripe Checkout's address. Needs return_url (decision 032)",
  }),
  save_card: blankAsMissing(formBooleanField("save_card is true or false").optional()).meta({
    description:
      "With payment_page, for a signed-in driver: the card paid with on the provider's page is kept on their account once the payment succeeds",
  }),
};

export const purchaseRequestSchema = z
  .object({
    reservation_id: blankAsMissing(z.coerce.number().int().positive().optional()),
    reservations: z
      .array(z.object({ id: z.coerce.number().int().positive() }))
      .min(1, "Bookings are required")
      .max(MAX_RESERVATIONS)
      .optional(),
    ...paymentFields,
  })
  .meta({ id: "PurchaseRequest" });
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;

export const bookRequestSchema = reserveRequestSchema
  .extend(paymentFields)
  .meta({ id: "BookRequest" });
export type BookRequest = z.input<typeof bookRequestSchema>;

const moment = z.iso.datetime({ offset: true });

/** A bay held for one period, priced as its quote was, until `hold_expires_at`. */
export const reservationSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    rental: z.enum(rentals),
    start: moment,
    end: moment.nullable(),
    season_plan: z.enum(seasonPlans).nullable(),
    interval_count: z.number().int().nullable(),
    value: moneySchema,
    valueBeforeDiscount: moneySchema,
    deposit: moneySchema,
    serviceFee: moneySchema,
    arrangementFee: moneySchema,
    totalProductsValue: moneySchema,
    products: z.array(bookedExtraSchema),
    total: moneySchema,
    hold_expires_at: moment.nullable(),
  })
  .meta({ id: "Reservation" });
export type Reservation = z.infer<typeof reservationSchema>;

export const reservedSchema = answerSchema(
  z.object({
    reservations: z.array(reservationSchema),
    reservation: reservationSchema
      .optional()
      .meta({ description: "The reservation, when there is one" }),
    total: moneySchema,
    currency: currencySchema,
  }),
).meta({ id: "Reserved" });
export type Reserved = z.infer<typeof reservedSchema>;

/** A paid purchase: what was charged and the confirmed bookings. */
export const purchasedSchema = answerSchema(
  z.object({
    purchase: z.object({
      id: z.string(),
      status: z.literal("succeeded"),
      payment_method: z.enum(paymentMethods),
      amount: moneySchema,
      currency: z.enum(currencies),
    }),
    bookings: z.array(bookingSchema),
  }),
).meta({ id: "Purchase" });
export type Purchased = z.infer<typeof purchasedSchema>;

const redirectToUrl = z.object({ type: z.literal("redirect_to_url"), url: z.string() });

/**
 * A 202: the driver has to act before the payment is made, and the bays stay held meanwhile;
 * the same purchase asked again (same Idempotency-Key) then answers 201 or 402.
 * - `requires_action`: confirm it with their bank (3-D Secure) at `next_action.url`, which sends
 *   them back to the purchase's `return_url`.
 * - `requires_payment_method`: pay on the provider's own page (decision 032): its fields in the
 *   site's page, opened with `client_secret` (Stripe's Payment Element), or its hosted page at
 *   `next_action.url` (Stripe Checkout), until `expires_at`.
 */
export const paymentActionSchema = answerSchema(
  z.object({
    purchase: z.discriminatedUnion("status", [
      z.object({
        id: z.string(),
        status: z.literal("requires_action"),
        client_secret: z.string(),
        next_action: redirectToUrl,
      }),
      z.object({
        id: z.string(),
        status: z.literal("requires_payment_method"),
        client_secret: z.string().nullable(),
        next_action: redirectToUrl.nullable(),
        expires_at: moment,
      }),
    ]),
  }),
).meta({ id: "PaymentAction" });
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** A 402: the provider's reason, and its code. Nothing is booked or held. */
export const paymentDeclinedSchema = z
  .object({ message: z.string(), code: z.string() })
  .meta({ id: "PaymentDeclined" });
export type PaymentDeclined = z.infer<typeof paymentDeclinedSchema>;
