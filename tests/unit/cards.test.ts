import { expect, test } from "vitest";
import {
  cardBrandOf,
  cardLabel,
  cardNumberDigits,
  cardReference,
  passesLuhn,
} from "../../api/domain/cards";
import { expiryHasPassed, readExpiry } from "../../contract/cards";

test("the Luhn check accepts real card numbers and catches a mistyped digit", () => {
  expect(passesLuhn("4242424242424242")).toBe(true);
  expect(passesLuhn("378282246310005")).toBe(true);
  expect(passesLuhn("4242424242424243")).toBe(false);
  expect(passesLuhn("4242x24242424242")).toBe(false);
});

test("spaces and hyphens a driver groups the digits with are ignored", () => {
  expect(cardNumberDigits(" 4242 4242-4242 4242 ")).toBe("4242424242424242");
});

test("the brand comes from the number's prefix and length", () => {
  expect(cardBrandOf("4242424242424242")).toBe("visa");
  expect(cardBrandOf("4222222222222")).toBe("visa");
  expect(cardBrandOf("5105105105105100")).toBe("mastercard");
  expect(cardBrandOf("2221000000000009")).toBe("mastercard");
  expect(cardBrandOf("2720990000000007")).toBe("mastercard");
  expect(cardBrandOf("2721000000000004")).toBeNull();
  expect(cardBrandOf("5605105105105100")).toBeNull();
  expect(cardBrandOf("340000000000009")).toBe("amex");
  expect(cardBrandOf("371449635398431")).toBe("amex");
  expect(cardBrandOf("3714496353984310")).toBeNull();
});

test("a card works until the end of its expiry month", () => {
  const expiry = { expMonth: 5, expYear: 2026 };
  expect(expiryHasPassed(expiry, new Date("2026-05-31T23:59:59Z"))).toBe(false);
  expect(expiryHasPassed(expiry, new Date("2026-06-01T00:00:00Z"))).toBe(true);
  expect(expiryHasPassed({ expMonth: 12, expYear: 2026 }, new Date("2026-12-31T12:00:00Z"))).toBe(
    false,
  );
});

test("a card is referred to by its brand and last four digits, the default one labelled so", () => {
  expect(cardReference({ brand: "visa", last4: "4242" })).toBe("Visa •••• 4242");
  expect(cardReference({ brand: "amex", last4: "0005" })).toBe("American Express •••• 0005");
  expect(cardReference({ brand: "unknown", last4: "1111" })).toBe("Card •••• 1111");
  expect(cardLabel({ brand: "mastercard", last4: "4444", isDefault: true })).toBe(
    "Mastercard •••• 4444 (default)",
  );
  expect(cardLabel({ brand: "mastercard", last4: "4444", isDefault: false })).toBe(
    "Mastercard •••• 4444",
  );
});

test("an expiry is read however a driver types it", () => {
  const december2029 = { expMonth: 12, expYear: 2029 };
  for (const typed of ["12/29", "1229", "12 / 2029", "12-29", " 12.29 ", "122029"]) {
    expect(readExpiry(typed), typed).toEqual(december2029);
  }
  expect(readExpiry("4/30")).toEqual({ expMonth: 4, expYear: 2030 });
  for (const typed of ["13/29", "0029", "12", "12/2", "december", ""]) {
    expect(readExpiry(typed), typed).toBeNull();
  }
});
