/** Card rules shared by the sandbox's tokenisation and the saved-card routes. */

export const sandboxCardBrands = ["visa", "mastercard", "amex"] as const;
export type SandboxCardBrand = (typeof sandboxCardBrands)[number];

const brandNames: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** What a driver types, with the spaces and hyphens they group the digits with removed. */
export function cardNumberDigits(entered: string): string {
  return entered.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number's prefix and length belong to: Visa 4, Mastercard 51–55 and 2221–2720, Amex 34 and 37. */
export function cardBrandOf(digits: string): SandboxCardBrand | null {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return "visa";
  if (digits.length === 16) {
    const twoDigits = Number(digits.slice(0, 2));
    const fourDigits = Number(digits.slice(0, 4));
    if ((twoDigits >= 51 && twoDigits <= 55) || (fourDigits >= 2221 && fourDigits <= 2720)) {
      return "mastercard";
    }
  }
  if (/^3[47]/.test(digits) && digits.length === 15) return "amex";
  return null;
}

/** American Express prints a 4-digit code on the front; the others a 3-digit code on the back. */
export function cvcLength(brand: SandboxCardBrand): number {
  return brand === "amex" ? 4 : 3;
}

/** Spec §3 card reference, as a driver recognises the card: "Visa •••• 4242". */
export function cardReference(card: { brand: string; last4: string }): string {
  return `${brandNames[card.brand] ?? "Card"} •••• ${card.last4}`;
}

/** Spec §9: the default card is labelled "(default)". */
export function cardLabel(card: { brand: string; last4: string; isDefault: boolean }): string {
  const reference = cardReference(card);
  return card.isDefault ? `${reference} (default)` : reference;
}
