import { z } from "zod";
import { answerSchema } from "./answers";

/** How a driver pays (spec §5): a card, saved or one-off, or a wallet's one-off token. */
export const paymentMethods = ["card", "paypal", "apple-pay", "google-pay"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Where a driver gives their card to the provider: its fields in the page, or its hosted page. */
export const paymentPages = ["embedded", "hosted"] as const;
export type PaymentPageKind = (typeof paymentPages)[number];

export const walletMethods = ["paypal", "apple-pay", "google-pay"] as const;
export type WalletMethod = (typeof walletMethods)[number];
export const walletOutcomes = ["approve", "decline"] as const;
export type WalletOutcome = (typeof walletOutcomes)[number];

/**
 * The embedded sandbox's payment tokens (spec §7 payment tokens): a test card turned into a
 * token, and a wallet's one-off token standing in for its approval sheet. Both calls take JSON
 * or form data.
 */

/** A whole number from JSON, or from a form's text ("04"). */
function formInteger(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );
}

export const cardTokenRequestSchema = z.object({
  number: z
    .string({ error: "Enter the card number" })
    .max(40, "Enter a valid card number")
    .meta({ example: "4242 4242 4242 4242" }),
  exp_month: formInteger("Enter the month the card expires").meta({
    type: "integer",
    example: 4,
  }),
  exp_year: formInteger("Enter the year the card expires").meta({
    type: "integer",
    example: 2030,
  }),
  cvc: z
    .string({ error: "Enter the security code (CVC) from your card" })
    .max(8, "Enter the security code (CVC) from your card")
    .meta({ example: "123" }),
});
export type CardTokenRequest = z.input<typeof cardTokenRequestSchema>;

export const sandboxCardTokenSchema = answerSchema(
  z.object({
    token: z.string().meta({ example: "sbx_tok_eyJvdXRjb21lIjoic3VjY2VlZGVkIn0" }),
    brand: z.string().meta({ example: "visa" }),
    last4: z.string().meta({ example: "4242" }),
    exp_month: z.number().int().meta({ example: 4 }),
    exp_year: z.number().int().meta({ example: 2030 }),
  }),
).meta({ id: "SandboxCardToken" });

export const walletTokenRequestSchema = z.object({
  method: z.enum(walletMethods, { error: "Choose paypal, apple-pay or google-pay" }),
  outcome: z.enum(walletOutcomes, { error: "outcome is approve or decline" }).default("approve"),
});
export type WalletTokenRequest = z.input<typeof walletTokenRequestSchema>;

export const walletTokenSchema = answerSchema(
  z.object({ token: z.string(), method: z.enum(walletMethods) }),
);
