import type { Currency } from "#contract/vocabulary";

const symbols: Record<Currency, string> = { GBP: "£", EUR: "€" };

/** Spec §3: a currency travels as `{ value }`; the symbol saves every client a lookup table. */
export function currencyOf(code: Currency) {
  return { value: code, symbol: symbols[code] };
}

/** Minor units to the decimal amount the API shows (spec §9: rounded to 2 decimals). */
export function majorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** A decimal amount a client sent (spec §9) in minor units, as the service keeps money. */
export function minorUnits(major: number): number {
  return Math.round(major * 100);
}
