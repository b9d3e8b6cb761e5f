import { expect, test } from "vitest";
import { isSafeRedirect, safeRedirect } from "../../app/lib/safe-redirect";

test("internal paths with a query and fragment are safe", () => {
  expect(isSafeRedirect("/")).toBe(true);
  expect(isSafeRedirect("/account/bookings")).toBe(true);
  expect(isSafeRedirect("/search?q=Manchester+Piccadilly&rental=short#results")).toBe(true);
  expect(isSafeRedirect("/unsubscribe/jo@example/marketing")).toBe(true);
  expect(isSafeRedirect("/caf%C3%A9_~-x")).toBe(true);
});

test("open-redirect attempts fall back to home", () => {
  for (const attempt of [
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/%2F%2Fevil.example",
    "/%2f%5cevil",
    "evil.example",
    "",
    " /account",
    "/account\r\nSet-Cookie: x=1",
    "/%E0%A4%A",
    "javascript:alert(1)",
  ]) {
    expect(safeRedirect(attempt), attempt).toBe("/");
  }
  expect(safeRedirect(undefined, "/login")).toBe("/login");
  expect(safeRedirect(["/account"])).toBe("/");
});

test("paths with characters outside the allowed set are refused", () => {
  expect(isSafeRedirect("/evil.example")).toBe(false);
  expect(isSafeRedirect("/a b")).toBe(false);
  expect(isSafeRedirect("/<script>")).toBe(false);
});
