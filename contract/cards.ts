import { z } from "zod";
import { formBooleanField } from "./account-fields";
import { answerSchema } from "./answers";

/**
 * A driver's saved cards (spec §7 cards): kept with the payment provider, known here by brand,
 * last four digits and expiry; the default one is chosen at checkout.
 */

export type CardExpiry = { expMonth: number; expYear: number };

/** A card works until the last moment of its expiry month (UTC). */
export function expiryHasPassed(expiry: CardExpiry, now: Date): boolean {
  return now.getTime() >= Date.UTC(expiry.expYear, expiry.expMonth, 1);
}

/**
 * A card's expiry however a driver types it: `12/29`, `1229`, `12 / 2029`, `12-29`; null when
 * it is not a month and a year.
 */
export function readExpiry(value: string): CardExpiry | null {
  const text = value.trim();
  const match =
    /^(\d{1,2})\s*[/.\s-]\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = match[2]!;
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

export const cardSchema = z
  .object({
    id: z.number().int().meta({ example: 12 }),
    reference: z.string().meta({ example: "Visa •••• 4242" }),
    brand: z.string().meta({ example: "visa" }),
    last4: z.string().meta({ example: "4242" }),
    exp_month: z.number().int().meta({ example: 4 }),
    exp_year: z.number().int().meta({ example: 2030 }),
    default: z.boolean(),
    label: z.string().meta({ example: "Visa •••• 4242 (default)" }),
  })
  .meta({ id: "Card" });
export type Card = z.infer<typeof cardSchema>;

export const cardAnswerSchema = answerSchema(cardSchema);
export const cardsSchema = answerSchema(z.array(cardSchema));

const unusableToken = "This card could not be saved. Enter its details again.";

/** A card from the provider's token, or from a card setup finished on its page (decision 032). */
export const saveCardRequestSchema = z
  .object({
    payment_token: z
      .string({ error: "Enter the card's details" })
      .trim()
      .min(1, "Enter the card's details")
      .max(4000, unusableToken)
      .optional(),
    setup_id: z
      .string()
      .regex(/^(seti|cs)_[A-Za-z0-9_]{1,200}$/, unusableToken)
      .optional()
      .meta({ description: "With Stripe: the card setup, from POST /cards/setup, once finished" }),
    default: formBooleanField("default must be true or false").optional(),
  })
  .refine((form) => form.payment_token !== undefined || form.setup_id !== undefined, {
    path: ["payment_token"],
    error: "Enter the card's details",
  });

/** Saving a card on the provider's own page: its fields in the site's page, or its hosted page. */
export const cardSetupRequestSchema = z.object({
  page: z.enum(["embedded", "hosted"], { error: "page is embedded or hosted" }),
  return_url: z
    .string({ error: "Say where the card page sends the driver back to" })
    .max(2000)
    .regex(/^\/(?![/\\])[^\\\s]*$/, "A return URL is a path on this site, such as /account/cards")
    .meta({
      description:
        "Where the driver comes back to: with `setup_id` added from the hosted page, or `cancelled=1` when they leave it",
    }),
});

export const cardSetupSchema = answerSchema(
  z.object({
    setup_id: z.string().meta({ example: "seti_1Q2w3E" }),
    client_secret: z.string().nullable().meta({ description: "For Stripe.js, with `embedded`" }),
    url: z.string().nullable().meta({ description: "The hosted page, with `hosted`" }),
  }),
).meta({ id: "CardSetup" });

/** A default is moved to another card, never just removed. */
export const changeCardRequestSchema = z.object({
  default: formBooleanField("default must be true").refine((isDefault) => isDefault, {
    error: "To change the default, make another card the default",
  }),
});

/** What the payment provider's own form needs to collect a card (spec §7 tokens). */
export const clientTokenSchema = answerSchema(z.object({ token: z.string() }));
