import { z } from "zod";
import { answerSchema, refusalSchema } from "./answers";
import { bookedExtraSchema, productChoiceSchema } from "./extras";
import { currencySchema, moneySchema } from "./money";
import { dateTimeSchema } from "./moments";
import { registrationSchema } from "./registrations";
import { rentals, seasonPlans } from "./vocabulary";

/**
 * A quote (spec §7 space quote, decision 007): what a driver asks to park, priced exactly as
 * the reservation will charge it. The same line is what reserve and book hold.
 */

/** JSON clients send null, forms send "", for a field left out. */
function leftOutAllowed<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (value === null || value === "" ? undefined : value), field);
}

/** Extras one booking may carry, across all its periods. */
export const MAX_EXTRAS = 6;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).default(false);

const intervalMessage = "interval_count must be a whole number of months from 1 to 12";

/** One period of one space: a quote line, and the line reserve and book hold. */
export const quoteLineRequestSchema = z
  .object({
    rental: z
      .enum(rentals, {
        error: (issue) => (issue.input === undefined ? "Rental is required" : "Rental is invalid"),
      })
      .meta({ description: "short = hourly, long = monthly, or airport" }),
    start: leftOutAllowed(dateTimeSchema.optional()).meta({
      description:
        "When parking starts. Monthly: left out or earlier today, it starts now (instant).",
      example: "2026-12-03T09:00:00Z",
    }),
    end: leftOutAllowed(dateTimeSchema.optional()).meta({
      description: "When parking ends; hourly and airport only",
      example: "2026-12-03T17:00:00Z",
    }),
    season_plan: leftOutAllowed(
      z.enum(seasonPlans, { error: "Choose mon-sun, mon-fri or any-three-days" }).optional(),
    ).meta({ description: "Monthly only; default mon-sun" }),
    interval_count: leftOutAllowed(
      z
        .number({ error: intervalMessage })
        .int(intervalMessage)
        .min(1, intervalMessage)
        .max(12, intervalMessage)
        .optional(),
    ).meta({ description: "Monthly only: the season's length in months; default 1" }),
    voucher_code: leftOutAllowed(
      z.string({ error: "Enter a code" }).trim().max(50, "That code is too long").optional(),
    ).meta({ description: "A discount code or one of the account's vouchers" }),
    products: leftOutAllowed(
      z
        .array(productChoiceSchema, { error: "Give the extras as a list" })
        .max(MAX_EXTRAS, `Add at most ${MAX_EXTRAS} extras to one booking`)
        .default([]),
    ).meta({
      description:
        "Airport extras from the products API's search, priced with the parking (no fee or discount on them)",
    }),
    vehicle_reg: leftOutAllowed(registrationSchema.optional()).meta({
      description: "Stored upper case without spaces",
    }),
    book_now: flag("book_now").meta({
      description: "Parking starts now: start may be left out",
    }),
    skip_availability: flag("skip_availability").meta({
      description: "Price the line without checking that a bay is free",
    }),
  })
  .meta({ id: "QuoteLineRequest" });
export type QuoteLineRequest = z.input<typeof quoteLineRequestSchema>;

/** A parking price with decision 007's service fee on it, and the two together. */
export const priceWithFeeSchema = z.object({
  value: moneySchema.meta({ description: "The parking price" }),
  service_fee: moneySchema.meta({ description: "Decision 007's service fee on it" }),
  total: moneySchema.meta({ description: "What the driver pays: price and fee" }),
});
export type PriceWithFee = z.infer<typeof priceWithFeeSchema>;

export const quoteLineSchema = z
  .object({
    rental: z.enum(rentals),
    start: z.string(),
    end: z.string().nullable().meta({ description: "Null for monthly parking" }),
    quote_id: z.number().int().meta({ description: "The line's number, from 1" }),
    interval_count: z.number().int().nullable(),
    voucher_code: z.string().nullable().meta({ description: "The code applied to the line" }),
    products: z.array(bookedExtraSchema).meta({
      description:
        "The extras priced with the line, as the products API quotes them but in major units",
    }),
    totalProductsValue: moneySchema,
    season_plan: z.enum(seasonPlans).nullable(),
    value: moneySchema.meta({ description: "Parking price after the discount" }),
    valueBeforeDiscount: moneySchema,
    deposit: moneySchema,
    discountedDeposit: moneySchema.meta({ description: "Discounts never reduce a deposit" }),
    vehicle_reg: z.string().nullable(),
    message: z
      .string()
      .nullable()
      .meta({ description: "Monthly parking: what each later payment costs" }),
    renewal: priceWithFeeSchema
      .extend({
        every_months: z.number().int().meta({ description: "How many months each payment buys" }),
      })
      .nullable()
      .meta({
        description:
          "Monthly parking: each later payment, with its service fee, until the driver cancels",
      }),
    per_month: moneySchema.nullable().meta({
      description: "Monthly parking: a later payment's total (fee included) shared over its months",
    }),
  })
  .meta({ id: "QuoteLine" });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = answerSchema(
  z.object({
    quotes: z.array(quoteLineSchema),
    serviceFee: moneySchema,
    arrangementFee: moneySchema,
    serviceFeeBeforeDiscount: moneySchema,
    totalValue: moneySchema.meta({
      description:
        "What is paid now: parking after discount, deposits, service and arrangement fees, extras",
    }),
    totalValueBeforeDiscount: moneySchema,
    totalProductsValue: moneySchema,
    currency: currencySchema,
    discount: z
      .object({
        code: z.string(),
        label: z.string().meta({ example: "WELCOME5 (£5 off)" }),
      })
      .nullable(),
  }),
).meta({ id: "Quote" });
export type Quote = z.infer<typeof quoteSchema>["data"];

/**
 * A quote carried in another answer (a space's, with expand=quote): what the quote call would
 * have answered, with its status, so a refusal reads as that call's would.
 */
export const embeddedQuoteSchema = z
  .union([
    quoteSchema.extend({ status: z.literal(200) }),
    refusalSchema.extend({ status: z.number().int().min(400).max(499), message: z.string() }),
  ])
  .meta({ id: "EmbeddedQuote" });
export type EmbeddedQuote = z.infer<typeof embeddedQuoteSchema>;
