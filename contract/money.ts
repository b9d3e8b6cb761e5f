import { z } from "zod";
import { currencies } from "./vocabulary";

/**
 * Every amount on the wire, in both directions: a decimal in the currency's major unit, rounded
 * to 2 places (spec §9). Each half keeps integer minor units inside itself and converts at its
 * edge; the products API's minor units (spec §7) are the one outside exception.
 */
export const moneySchema = z.number().meta({
  description: "Decimal amount in the currency's major unit, rounded to 2 places",
  example: 12.5,
});

export const currencySchema = z
  .object({ value: z.enum(currencies), symbol: z.string() })
  .meta({ id: "Currency" });
