import { expect, test } from "vitest";
import {
  manageLinkExpiry,
  manageLinkFor,
  manageLinkToken,
  readManageLink,
} from "../../api/domain/manage-links";

const secret = "a-secret-of-at-least-thirty-two-characters";
const hourly = {
  id: 42,
  during: { start: new Date("2030-03-01T09:00:00Z"), end: new Date("2030-03-01T17:00:00Z") },
  paidUntil: null,
};
const rollingMonthly = {
  id: 43,
  during: { start: new Date("2030-03-01T00:00:00Z"), end: null },
  paidUntil: new Date("2030-04-01T00:00:00Z"),
};

test("a manage link opens its booking until a week after the booking ends", () => {
  const token = manageLinkToken(secret, hourly);

  expect(manageLinkExpiry(hourly)).toEqual(new Date("2030-03-08T17:00:00Z"));
  expect(readManageLink(token, { secret, now: new Date("2030-03-08T16:59:59Z") })).toEqual({
    bookingId: 42,
    expiresAt: new Date("2030-03-08T17:00:00Z"),
  });
  expect(readManageLink(token, { secret, now: new Date("2030-03-08T17:00:00Z") })).toBeNull();
});

test("a rolling monthly booking's link lasts a week past the paid month", () => {
  expect(manageLinkExpiry(rollingMonthly)).toEqual(new Date("2030-04-08T00:00:00Z"));
});

test("a manage link is on the web's manage-booking page and survives lower-casing", () => {
  const link = manageLinkFor(hourly, { appUrl: "https://parkway.example/", secret });

  expect(link).toMatch(/^https:\/\/parkway\.example\/manage-booking\/42\.\d+\.[0-9a-f]{64}$/);
  expect(link).toBe(link.toLowerCase());
});

test("a forged, altered or foreign token opens nothing", () => {
  const now = new Date("2030-03-01T10:00:00Z");
  const token = manageLinkToken(secret, hourly);
  const [id, expiry, signature] = token.split(".");

  expect(readManageLink(token, { secret: `${secret}!`, now })).toBeNull();
  expect(readManageLink(`43.${expiry}.${signature}`, { secret, now })).toBeNull();
  expect(
    readManageLink(`${id}.${Number(expiry) + 86_400}.${signature}`, { secret, now }),
  ).toBeNull();
  expect(readManageLink("not-a-token", { secret, now })).toBeNull();
  expect(readManageLink("", { secret, now })).toBeNull();
});
