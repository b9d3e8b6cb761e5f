import { z } from "zod";
import { paymentPages } from "#contract/payments";

/**
 * Adding time to a booking opened with its emailed link: one of the quoted ends, under the key
 * the page was given, so that sending the form twice pays once. The card is given to the
 * provider's own page (decisions 025, 032): the sandbox's framed fields hand the form a token,
 * or the guest is sent on to the provider's page (`payment_page` with Stripe). Used by conform
 * in the page and by the action; the service checks everything again.
 */
const end = z.iso.datetime({ offset: true, error: "Choose when you will leave" });
const key = z.string().min(8).max(100);

export const addTimeForms = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("add-time"),
      end,
      key,
      payment_token: z.string().max(500).optional(),
      payment_page: z.enum(paymentPages).default("hosted"),
    })
    .transform((form) => ({
      intent: form.intent,
      end: form.end,
      key: form.key,
      token: form.payment_token || null,
      page: form.payment_page,
    })),
  // Beside Stripe's Payment Element: the guest chooses not to pay there after all.
  z.object({ intent: z.literal("leave-payment-page"), key }),
]);

/**
 * What the provider's page, or the bank's check, sends the guest back with: the end and key the
 * form was sent with, and the sandbox card's token, or that Stripe took the payment (or that
 * they left its page); and the state the page gave the trip (decision 025).
 */
export const addTimeReturn = z.object({
  end,
  key,
  paid_with: z.enum(["card", "stripe"]),
  token: z.string().min(1).max(500).optional(),
  cancelled: z.literal("1").optional(),
  state: z.string().max(100).optional(),
});
