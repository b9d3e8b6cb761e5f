import type { Rental } from "#contract/vocabulary";

/**
 * Decision 007: one service-fee rule, shown before checkout. Amounts are minor units of the
 * space's currency.
 */
export const SERVICE_FEE_PER_MILLE = 75;
export const MIN_SERVICE_FEE_MINOR = 49;
export const MAX_SERVICE_FEE_MINOR = 499;
export const ARRANGEMENT_FEE_MINOR = 500;

/** A booking's first payment, or a later month of a subscription. */
export type Payment = "first" | "renewal";

/**
 * 7.5 % of the parking price after any discount, at least 49 and at most 499 per booking line,
 * on every payment. The floor stands even when a discount makes the parking free: a discount
 * takes nothing off the fee's floor.
 */
export function serviceFee(parkingMinor: number): number {
  if (!Number.isSafeInteger(parkingMinor) || parkingMinor < 0) {
    throw new RangeError("A parking price is a whole, non-negative number of minor units");
  }
  const share = Math.round((parkingMinor * SERVICE_FEE_PER_MILLE) / 1000);
  return Math.min(MAX_SERVICE_FEE_MINOR, Math.max(MIN_SERVICE_FEE_MINOR, share));
}

/** 5.00 once, with the first payment of a monthly booking; none for hourly and airport parking. */
export function arrangementFee(rental: Rental, payment: Payment): number {
  return rental === "long" && payment === "first" ? ARRANGEMENT_FEE_MINOR : 0;
}
