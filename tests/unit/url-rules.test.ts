import { expect, test } from "vitest";
import { canonicalLocation } from "../../server/url-rules";

test("a trailing slash redirects to the path without it, keeping the query", () => {
  expect(canonicalLocation("/search/", "?q=a")).toBe("/search?q=a");
  expect(canonicalLocation("/company/about-us///", "")).toBe("/company/about-us");
});

test("capital letters redirect to lower case", () => {
  expect(canonicalLocation("/Contact-Us", "")).toBe("/contact-us");
  expect(canonicalLocation("/London/Camden-Parking/", "?rental=short")).toBe(
    "/london/camden-parking?rental=short",
  );
});

test("paths with case-sensitive parameters keep their case", () => {
  expect(canonicalLocation("/unsubscribe/Jo.Bloggs@Example.com/marketing", "")).toBeNull();
  expect(canonicalLocation("/forgotten-password/AbC123xYz", "")).toBeNull();
  expect(canonicalLocation("/assets/root-BkX9aQ.js", "")).toBeNull();
  expect(canonicalLocation("/api/v2/vehicle-information/AB12CDE", "")).toBeNull();
  expect(canonicalLocation("/unsubscribe/Jo@Example.com/", "")).toBe("/unsubscribe/Jo@Example.com");
});

test("canonical paths are left alone", () => {
  expect(canonicalLocation("/", "")).toBeNull();
  expect(canonicalLocation("/search", "?Q=Upper")).toBeNull();
  expect(canonicalLocation("/how-it-works/drivers", "")).toBeNull();
});

test("a doubled leading slash never becomes a protocol-relative redirect", () => {
  expect(canonicalLocation("//evil.example/", "")).toBe("/evil.example");
  expect(canonicalLocation("///Evil.example", "")).toBe("/evil.example");
});
