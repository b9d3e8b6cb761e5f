import { z } from "zod";
import { cardFields, expiryOf } from "~/lib/booking-forms";
import { personNameField } from "#contract/account-fields";
import { MOBILE_NUMBER_MESSAGE } from "#contract/fields";
import { registrationField } from "#contract/vehicles";
import { isMobileNumber } from "~/lib/mobile-number";

/**
 * The account area's forms, one schema per button (`intent`), used by conform in the page and
 * by the action on the server. The service checks everything again.
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

/** A new card's fields, as typed; their constraints reach the page before JavaScript does. */
export const addCardFields = z.object({
  intent: z.literal("add-card"),
  ...cardFields,
  make_default: z.literal("on").optional(),
});

export const cardForms = z.discriminatedUnion("intent", [
  addCardFields.transform((form) => {
    const expiry = expiryOf(form.card_expiry);
    return {
      intent: form.intent,
      card: {
        number: form.card_number,
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: form.card_cvc,
      },
      makeDefault: form.make_default === "on",
    };
  }),
  z.object({ intent: z.literal("make-default-card"), card_id: savedId("card") }),
  z.object({ intent: z.literal("remove-card"), card_id: savedId("card") }),
]);

/** The card fields whose values never go back to the page, even to be corrected. */
export const CARD_SECRETS = ["card_number", "card_cvc"];

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
