import type { Db } from "../client";
import {
  insertMissingDiscountCodes,
  type NewDiscountCode,
} from "../../repositories/discount-codes";

/**
 * Codes a newcomer can try at checkout. PARKWAYGIFT is single-use and
 * unowned, so an account can claim it as a voucher; SUMMER25 has expired.
 */
export const demoDiscountCodes: NewDiscountCode[] = [
  { code: "WELCOME5", kind: "static", value: 500, currency: "GBP" },
  { code: "SPRING10", kind: "percent", value: 10 },
  { code: "DUBLIN5", kind: "static", value: 500, currency: "EUR" },
  { code: "PARKWAYGIFT", kind: "static", value: 1_000, currency: "GBP", maxRedemptions: 1 },
  {
    code: "SUMMER25",
    kind: "percent",
    value: 25,
    validFrom: new Date("2025-06-01T00:00:00+01:00"),
    validUntil: new Date("2025-09-01T00:00:00+01:00"),
  },
];

/** Adds the demo codes that are missing and leaves existing ones as they are. */
export async function seedDiscountCodes(db: Db): Promise<string[]> {
  const inserted = await insertMissingDiscountCodes(db, demoDiscountCodes);
  return [
    inserted.length > 0
      ? `Discount codes: added ${inserted.join(", ")}`
      : "Discount codes: all present, left unchanged",
  ];
}
