import { z } from "zod";
import { currencies, rentals } from "./vocabulary";

/**
 * Owners' payouts (issue 20 point 5, decision 026): where Parkway pays an owner, what they have
 * earned and not yet been paid, the monthly payouts made, and a statement of each month.
 * Account numbers and IBANs are never answered back: only their last four digits.
 */

const sortCodeMessage = "Enter a sort code of 6 digits, like 20-00-00";
const accountNumberMessage = "Enter an account number of 8 digits";
const ibanMessage = "Enter an Irish IBAN, like IE29 AIBK 9311 5212 3456 78";
const holderMessage = "Enter the account holder's name, as the bank has it";

const holderName = z
  .string({ error: holderMessage })
  .trim()
  .min(1, holderMessage)
  .max(70, "The account holder's name can be up to 70 characters");

/** "20-00-00", "20 00 00" and "200000" are one sort code, kept as its six digits. */
export const sortCodeField = z
  .string({ error: sortCodeMessage })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, sortCodeMessage))
  .meta({ type: "string", example: "08-99-99" });

export const accountNumberField = z
  .string({ error: accountNumberMessage })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{8}$/, accountNumberMessage))
  .meta({ type: "string", example: "66374958" });

/** ISO 13616's check: the IBAN, its first four characters moved to the end, is 1 modulo 97. */
export function ibanChecks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An Irish IBAN: IE, two check digits, a four-letter bank code and fourteen digits. */
export const irishIbanField = z
  .string({ error: ibanMessage })
  .transform((value) => value.replace(/\s/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^IE\d{2}[A-Z]{4}\d{14}$/, ibanMessage)
      .refine(ibanChecks, "This IBAN's check digits do not match: check it for a typing mistake"),
  )
  .meta({ type: "string", example: "IE29AIBK93115212345678" });

/** Payout details, by the country of the bank: a UK account for pounds, an Irish one for euro. */
export const ukBankAccountSchema = z.object({
  country: z.literal("GB"),
  holder_name: holderName,
  sort_code: sortCodeField,
  account_number: accountNumberField,
});
export const irishBankAccountSchema = z.object({
  country: z.literal("IE"),
  holder_name: holderName,
  iban: irishIbanField,
});
export const bankAccountSchema = z
  .discriminatedUnion("country", [ukBankAccountSchema, irishBankAccountSchema])
  .meta({ id: "BankAccountInput" });
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;

export const bankCountries = ["GB", "IE"] as const;
export type BankCountry = (typeof bankCountries)[number];

/** Where a Stripe Connect account is set up: the owner finishes it on Stripe's own pages. */
export const onboardingRequestSchema = z
  .object({ country: z.enum(bankCountries), holder_name: holderName })
  .meta({ id: "PayoutOnboardingInput" });

export const payoutAccountSchema = z
  .object({
    currency: z.enum(currencies),
    country: z.enum(bankCountries),
    holder_name: z.string(),
    last4: z
      .string()
      .nullable()
      .meta({ example: "4958", description: "Null until Stripe has the owner's bank account" }),
    status: z.enum(["ready", "onboarding"]).meta({
      description: "onboarding: the owner has still to finish setting payouts up with Stripe",
    }),
  })
  .meta({ id: "PayoutAccount" });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountAnswerSchema = z.object({
  data: payoutAccountSchema,
  message: z.string(),
});

export const onboardingAnswerSchema = z.object({
  data: z.object({ account: payoutAccountSchema, onboarding_url: z.url() }),
});

const moment = z.iso.datetime({ offset: true });
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "A month is written like 2026-11")
  .meta({ example: "2026-11" });
export const payoutMonthField = month;

export const balanceSchema = z
  .object({
    currency: z.enum(currencies),
    balance_minor: z.number().int().meta({ description: "Earned and not yet paid out" }),
    upcoming: z.object({
      on: z.iso.date().meta({ description: "The first day of the month the next payout is made" }),
      amount_minor: z
        .number()
        .int()
        .meta({ description: "What it pays: parking provided before that month" }),
    }),
  })
  .meta({ id: "PayoutBalance" });
export type PayoutBalance = z.infer<typeof balanceSchema>;

export const payoutSchema = z
  .object({
    id: z.uuid(),
    month: month.meta({ description: "The month the payout was made in" }),
    currency: z.enum(currencies),
    amount_minor: z.number().int().positive(),
    status: z.enum(["processing", "paid"]),
    account_last4: z.string().nullable(),
    created_at: moment,
    paid_at: moment.nullable(),
  })
  .meta({ id: "Payout" });
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsOverviewSchema = z
  .object({
    data: z.object({
      provider: z.enum(["sandbox", "stripe"]),
      accounts: z.array(payoutAccountSchema),
      balances: z.array(balanceSchema),
      payouts: z.array(payoutSchema),
    }),
  })
  .meta({ id: "PayoutsOverview" });
export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>["data"];

export const statementLineSchema = z
  .object({
    reference: z.string().meta({ example: "PW-7K3M9Q" }),
    space: z.string(),
    rental: z.enum(rentals),
    start: moment,
    end: moment.nullable(),
    kind: z.enum(["earning", "refund"]),
    currency: z.enum(currencies),
    amount_minor: z.number().int().meta({ description: "Negative for a refund's reversal" }),
  })
  .meta({ id: "StatementLine" });
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z
  .object({
    data: z.object({
      month,
      payouts: z.array(payoutSchema),
      lines: z.array(statementLineSchema),
    }),
  })
  .meta({ id: "PayoutStatement" });
export type Statement = z.infer<typeof statementSchema>["data"];

export const payoutRunRequestSchema = z
  .object({
    month: month.optional().meta({ description: "The month to pay in; this month unless given" }),
  })
  .meta({ id: "PayoutRunInput" });

export const payoutRunSchema = z
  .object({ data: z.object({ month, payouts: z.number().int() }) })
  .meta({ id: "PayoutRun" });
