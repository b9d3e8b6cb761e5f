import { z } from "zod";
import { cardFields, expiryOf } from "~/lib/booking-forms";

/**
 * Adding time to a booking opened with its emailed link: one of the quoted ends and a new card,
 * under the key the page was given, so that sending the form twice pays once. Used by conform in
 * the page and by the action; the service checks everything again.
 */
export const addTimeForm = z
  .object({
    intent: z.literal("add-time"),
    end: z.iso.datetime({ offset: true, error: "Choose when you will leave" }),
    key: z.string().min(8).max(100),
    ...cardFields,
  })
  .transform((form) => {
    const expiry = expiryOf(form.card_expiry);
    return {
      end: form.end,
      key: form.key,
      card: {
        number: form.card_number,
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: form.card_cvc,
      },
    };
  });
