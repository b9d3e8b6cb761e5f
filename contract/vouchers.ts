import { z } from "zod";
import { answerSchema, pageMetaSchema } from "./answers";
import { currencySchema, moneySchema } from "./money";
import { dateTimeSchema } from "./moments";
import { currencies } from "./vocabulary";

/**
 * A driver's vouchers (spec §7 vouchers): gift codes claimed into their account, each an amount
 * or a percentage off, with how it stands today.
 */

/** An amount off (static) or a percentage off (percent). */
export const discountKinds = ["static", "percent"] as const;

export const voucherStatuses = ["usable", "not-yet-valid", "expired", "used"] as const;

export const voucherSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(discountKinds).meta({ description: "static: an amount off; percent" }),
    value: moneySchema.meta({
      description: "static: the amount off in pounds or euros; percent: the percentage",
    }),
    currency: currencySchema.nullable().meta({ description: "Only for a static amount" }),
    label: z.string().meta({ example: "PARKWAYGIFT (£10 off)" }),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
    redemptions_left: z
      .number()
      .int()
      .nullable()
      .meta({ description: "How many more bookings can use it; null for no limit" }),
    balance: moneySchema.nullable().meta({
      description:
        "An amount off: what it can still take off, in its currency (0 once used or expired; per booking when it has no limit). Null for a percentage",
    }),
    status: z.enum(voucherStatuses),
  })
  .meta({ id: "Voucher" });

export type Voucher = z.infer<typeof voucherSchema>;

export const voucherAnswerSchema = answerSchema(voucherSchema);

export const vouchersSchema = z
  .object({ data: z.array(voucherSchema), meta: pageMetaSchema })
  .meta({ id: "Vouchers" });

export const vouchersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

export const claimVoucherRequestSchema = z.object({
  code: z
    .string({ error: "Enter the voucher's code" })
    .trim()
    .min(1, "Enter the voucher's code")
    .max(50, "That code is too long"),
});

/**
 * POST /api/admin/gift-vouchers: support staff issue a gift, an amount off one booking that the
 * driver they send the code to claims into their account.
 */
export const issueGiftVoucherRequestSchema = z.object({
  amount: z.coerce
    .number({ error: "Give the amount off in pounds or euros" })
    .positive("Give the amount off in pounds or euros")
    .max(500, "A gift voucher is at most 500 pounds or euros")
    .multipleOf(0.01, "Give the amount to the penny or cent"),
  currency: z.enum(currencies, { error: "The currency must be GBP or EUR" }),
  valid_until: dateTimeSchema.optional(),
});
