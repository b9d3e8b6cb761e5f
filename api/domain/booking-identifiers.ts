import { randomBytes } from "node:crypto";

// Crockford's base 32 without I, L, O and U: nothing a driver can misread on the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** The reference a driver quotes to the owner and to support, e.g. "PW-7K3F9Q2M". */
export function newBookingReference(): string {
  return `PW-${randomCode(8)}`;
}

/** The secret in a booking's emailed links (review, confirmation), 24 characters. */
export function newReviewHash(): string {
  return randomBytes(18).toString("base64url");
}

/** A gift voucher's code, e.g. "GIFT-7K3F9Q2M": read out and typed by a driver. */
export function newGiftVoucherCode(): string {
  return `GIFT-${randomCode(8)}`;
}
