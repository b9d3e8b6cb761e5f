import { z } from "zod";
import { emailField } from "./account-fields";
import { answerSchema } from "./answers";
import { bookingDetailsSchema } from "./bookings";
import { purchaseRequestSchema } from "./checkout";
import { currencySchema, moneySchema } from "./money";
import { dateTimeSchema } from "./moments";
import { registrationSchema } from "./registrations";

/**
 * A booking opened with its emailed manage link (decision 020): the link's token is the key,
 * so a guest sees, cancels and extends their booking on any device without signing in, and
 * can ask for the link again with the email and registration they booked with.
 */

const moment = z.iso.datetime({ offset: true });

/** The first booking of the stay and each paid extension: its payment and what cancelling means. */
export const manageBookingSchema = z
  .object({
    ...bookingDetailsSchema.shape,
    extensions: z.array(bookingDetailsSchema).meta({
      description:
        "Time added to the stay, each an adjacent booking of the same bay with its own payment, in order",
    }),
    ends_at: moment.nullable().meta({
      description: "When the stay ends, with its extensions; null while a monthly booking rolls on",
    }),
    billed_to: z.object({ name: z.string(), email: z.string().nullable() }),
    link_expires_at: moment.meta({ description: "When this link stops opening the booking" }),
  })
  .meta({ id: "ManageBooking" });
export type ManageBooking = z.infer<typeof manageBookingSchema>;

export const manageBookingAnswerSchema = answerSchema(manageBookingSchema);

export const managedBookingCancelledSchema = z
  .object({ message: z.string(), data: manageBookingSchema })
  .meta({ id: "ManagedBookingCancelled" });

/** One end the stay can be extended to, in half-hour steps, priced as a new hourly stay. */
export const extensionChoiceSchema = z.object({
  end: moment,
  value: moneySchema.meta({ description: "The parking price of the added time" }),
  serviceFee: moneySchema,
  total: moneySchema,
});
export type ExtensionChoice = z.infer<typeof extensionChoiceSchema>;

export const extensionQuoteSchema = answerSchema(
  z.object({
    from: moment.meta({ description: "When the stay ends now: the added time starts then" }),
    currency: currencySchema,
    choices: z.array(extensionChoiceSchema).min(1),
    booked_from: moment.nullable().meta({
      description: "When someone else has the bay next, which limits the choices; null if free",
    }),
  }),
).meta({ id: "ExtensionQuote" });
export type ExtensionQuote = z.infer<typeof extensionQuoteSchema>["data"];

/**
 * Paying for added time, as a purchase pays: a saved card of the signed-in driver, or a one-off
 * card or wallet token, under an Idempotency-Key.
 */
export const extendBookingRequestSchema = purchaseRequestSchema
  .pick({
    payment_method: true,
    card_id: true,
    payment_token: true,
    idempotency_key: true,
    return_url: true,
    payment_page: true,
  })
  .extend({
    end: dateTimeSchema.meta({
      description: "The stay's new end: one of the extension quote's choices",
      example: "2026-12-03T18:30:00Z",
    }),
  })
  .meta({ id: "ExtendBookingRequest" });
export type ExtendBookingRequest = z.input<typeof extendBookingRequestSchema>;

/** Asking for the links of one's bookings again, as the booking form took them. */
export const manageLinkRequestSchema = z
  .object({
    email: emailField,
    vehicle_reg: z
      .string({ error: "Enter the registration you booked with" })
      .trim()
      .min(1, "Enter the registration you booked with")
      .pipe(registrationSchema),
  })
  .meta({ id: "ManageLinkRequest" });
export type ManageLinkRequest = z.input<typeof manageLinkRequestSchema>;

/** The one answer to a link request, whether or not a booking matched. */
export const manageLinkRequestAnswer =
  "If a booking matches, we have emailed its link to that address.";
