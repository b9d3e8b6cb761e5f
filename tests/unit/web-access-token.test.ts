import { expect, test } from "vitest";
import { isExpired, isGuestToken, readAccessToken } from "~/lib/access-token.server";
import { fakeAccessToken } from "../mocks/marketplace";

test("a token's claims are read without verifying it, and a token that cannot be read is unusable", () => {
  const token = fakeAccessToken({ sub: "anon_9", scope: ["anonymous"], exp: 1_900_000_000 });
  expect(readAccessToken(token)).toEqual({
    sub: "anon_9",
    scope: ["anonymous"],
    exp: 1_900_000_000,
  });
  expect(isGuestToken(readAccessToken(token)!)).toBe(true);
  expect(isExpired(readAccessToken(token)!, 1_900_000_000_000)).toBe(true);

  for (const unusable of ["", "one.two", "a.b.c.d", "x.!!!.y", `x.${btoa("[1]")}.y`, "x..y"]) {
    expect(readAccessToken(unusable)).toBeNull();
  }
});

test("a token read again gives the same claims, frozen, so no caller changes another's", () => {
  const token = fakeAccessToken({ sub: "user_9", scope: ["driver"] });
  const claims = readAccessToken(token);

  expect(readAccessToken(token)).toBe(claims);
  expect(Object.isFrozen(claims)).toBe(true);
  expect(Object.isFrozen(claims?.scope)).toBe(true);
  expect(readAccessToken(fakeAccessToken({ sub: "user_10", scope: ["driver"] }))?.sub).toBe(
    "user_10",
  );
});
