import { z } from "zod";
import { emailField } from "./account-fields";

/**
 * What an emailed unsubscribe link can stop (spec §2 /unsubscribe/{email}/{type}, spec §7
 * user-notifications/unsubscribe):
 * - marketing: offers and news.
 * - booking-reminders: reminders before a booking starts or a plan renews.
 * - location-alerts: every "a space came up near here" alert the address asked for.
 * - all: each of the above.
 * Booking confirmations, receipts and password links are not optional and have no type.
 */
export const unsubscribeTypes = [
  "marketing",
  "booking-reminders",
  "location-alerts",
  "all",
] as const;
export type UnsubscribeType = (typeof unsubscribeTypes)[number];

/** The link's address and type, and its signature, which only Parkway's emails can carry. */
export const unsubscribeRequestSchema = z.object({
  email: emailField,
  type: z.enum(unsubscribeTypes, {
    error: `The type must be one of: ${unsubscribeTypes.join(", ")}`,
  }),
  signature: z
    .string({ error: "Give the signature from the unsubscribe link" })
    .trim()
    .min(1, "Give the signature from the unsubscribe link")
    .max(200, "That signature is too long to be one of ours"),
});
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>;
