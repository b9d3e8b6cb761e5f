import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import {
  preferencesSwitchedOff,
  stopsLocationAlerts,
  unsubscribeLink,
  unsubscribeSignature,
  unsubscribeSignatureMatches,
} from "../../api/domain/unsubscribes";

const secret = "a-secret-of-at-least-thirty-two-characters";

test("an unsubscribe signature is the hex HMAC-SHA256 of email|type", () => {
  const expected = createHmac("sha256", secret).update("ada@example.com|marketing").digest("hex");

  expect(unsubscribeSignature(secret, "ada@example.com", "marketing")).toBe(expected);
  expect(expected).toMatch(/^[0-9a-f]{64}$/);
});

test("the signature does not depend on how the address is capitalised", () => {
  expect(unsubscribeSignature(secret, " Ada@Example.COM ", "all")).toBe(
    unsubscribeSignature(secret, "ada@example.com", "all"),
  );
});

test("a signature fits only its own address, type and secret", () => {
  const signature = unsubscribeSignature(secret, "ada@example.com", "marketing");
  const request = { email: "ada@example.com", type: "marketing" as const, signature };

  expect(unsubscribeSignatureMatches(secret, request)).toBe(true);
  expect(
    unsubscribeSignatureMatches(secret, { ...request, signature: signature.toUpperCase() }),
  ).toBe(true);
  expect(unsubscribeSignatureMatches(secret, { ...request, type: "all" })).toBe(false);
  expect(unsubscribeSignatureMatches(secret, { ...request, email: "bob@example.com" })).toBe(false);
  expect(unsubscribeSignatureMatches(`${secret}!`, request)).toBe(false);
  expect(unsubscribeSignatureMatches(secret, { ...request, signature: "abc" })).toBe(false);
});

test("an unsubscribe link opens the web's page for the address and type, signed", () => {
  const link = unsubscribeLink("https://parkway.example/", secret, "Ada+cars@Example.com", "all");

  expect(link).toBe(
    `https://parkway.example/unsubscribe/ada%2Bcars%40example.com/all?signature=${unsubscribeSignature(secret, "ada+cars@example.com", "all")}`,
  );
});

test("each type switches off its own preferences", () => {
  expect(preferencesSwitchedOff("marketing")).toEqual({ marketingEmails: false });
  expect(preferencesSwitchedOff("booking-reminders")).toEqual({ bookingReminders: false });
  expect(preferencesSwitchedOff("location-alerts")).toEqual({});
  expect(preferencesSwitchedOff("all")).toEqual({
    marketingEmails: false,
    bookingReminders: false,
  });
  expect(stopsLocationAlerts("location-alerts")).toBe(true);
  expect(stopsLocationAlerts("all")).toBe(true);
  expect(stopsLocationAlerts("marketing")).toBe(false);
});
