import { z } from "zod";
import { paymentPages } from "#contract/payments";
import { personNameField } from "#contract/account-fields";
import { MOBILE_NUMBER_MESSAGE } from "#contract/fields";
import { registrationField } from "#contract/vehicles";
import { isMobileNumber } from "~/lib/mobile-number";

/**
 * The account area's forms, one schema per button (`intent`), checked by the action on the
 * server; loaders give the browser their constraints (decision 036). The service checks
 * everything again.
 */

const savedId = (what: string) =>
  z.coerce
    .number({ error: `Choose a ${what}` })
    .int()
    .positive(`Choose a ${what}`);

export const vehicleForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("look-up-vehicle"), registration: registrationField }),
  z.object({
    intent: z.literal("add-vehicle"),
    registration: registrationField,
    make_default: z.literal("on").optional(),
  }),
  z.object({ intent: z.literal("make-default-vehicle"), vehicle_id: savedId("vehicle") }),
  z.object({ intent: z.literal("remove-vehicle"), vehicle_id: savedId("vehicle") }),
]);

/**
 * A new card is given to the provider's own page, never to this form (decisions 025, 032): with
 * the sandbox's framed fields the form carries only their token; without JavaScript, or with
 * Stripe, the action sends the driver on to the provider's page (`payment_page`).
 */
export const cardForms = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("add-card"),
      payment_token: z.string().max(500).optional(),
      payment_page: z.enum(paymentPages).default("hosted"),
      make_default: z.literal("on").optional(),
    })
    .transform((form) => ({
      intent: form.intent,
      token: form.payment_token || null,
      page: form.payment_page,
      makeDefault: form.make_default === "on",
    })),
  z.object({ intent: z.literal("make-default-card"), card_id: savedId("card") }),
  z.object({ intent: z.literal("remove-card"), card_id: savedId("card") }),
]);

/**
 * What the provider's page sends the driver back to the cards page with: the sandbox's token,
 * Stripe.js's SetupIntent (`setup_intent`) or Checkout's session (`setup_id`), or that they left;
 * and the state the page gave the trip (decision 025).
 */
export const cardReturn = z.object({
  default: z.literal("1").optional(),
  token: z.string().min(1).max(500).optional(),
  setup_intent: z
    .string()
    .regex(/^seti_\w{1,200}$/)
    .optional(),
  setup_id: z
    .string()
    .regex(/^(seti|cs)_\w{1,200}$/)
    .optional(),
  cancelled: z.literal("1").optional(),
  state: z.string().max(100).optional(),
});

export const profileForm = z.object({
  intent: z.literal("update-profile"),
  // The name the account was registered with: it cannot be emptied.
  first_name: personNameField("first name"),
  last_name: personNameField("last name"),
  // Left empty, the account keeps no mobile number.
  mobile: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || isMobileNumber(value), { error: MOBILE_NUMBER_MESSAGE }),
  marketing_emails: z.literal("on").optional(),
  booking_reminders: z.literal("on").optional(),
});

export const cancelBookingForm = z.object({ intent: z.literal("cancel-booking") });
