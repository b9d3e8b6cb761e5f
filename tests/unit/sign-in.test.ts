import type { NextFunction, Request, Response } from "express";
import { expect, test, vi } from "vitest";
import { appleNames, readIdToken } from "../../app/routes/auth/social-providers.server";
import { hasEndedSession, logoutHref, refusedSessionOf } from "../../app/session.server";
import { parseEnv } from "../../server/env";
import { refuseCrossSiteForms } from "../../server/security-headers";

function token(claims: object) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256" })}.${encode(claims)}.signature`;
}

const now = Date.parse("2026-11-23T10:00:00Z");
const inAnHour = now / 1000 + 3600;

test("spec §8: a session ends when its token is not three-part, cannot be decoded or has expired", () => {
  expect(hasEndedSession(null, now)).toBe(false);
  expect(hasEndedSession(token({ sub: "u1", scope: ["driver"], exp: inAnHour }), now)).toBe(false);
  expect(hasEndedSession(token({ sub: "u1", scope: ["driver"], exp: now / 1000 }), now)).toBe(true);
  expect(hasEndedSession("two.parts", now)).toBe(true);
  expect(hasEndedSession("not.base64-json.at-all", now)).toBe(true);
  // A guest's expired token is replaced quietly: a guest has no session to end.
  expect(hasEndedSession(token({ sub: "a", scope: ["anonymous"], exp: 1 }), now)).toBe(false);
});

test("a 401 ends a signed-in session, or a guest's token that is broken, but not a guest's", () => {
  expect(refusedSessionOf(undefined, now)).toBe(false);
  expect(refusedSessionOf(token({ sub: "a", scope: ["anonymous"], exp: inAnHour }), now)).toBe(
    false,
  );
  expect(refusedSessionOf(token({ sub: "a", scope: ["anonymous"], exp: 1 }), now)).toBe(true);
  expect(refusedSessionOf(token({ sub: "u1", scope: ["driver"], exp: inAnHour }), now)).toBe(true);
  expect(refusedSessionOf("a.b", now)).toBe(true);
});

test("/logout remembers the whole current path, query included", () => {
  expect(logoutHref(new URL("http://localhost/account/bookings?page=2"))).toBe(
    "/logout?redirect=%2Faccount%2Fbookings%3Fpage%3D2",
  );
});

test("an ID token is believed only from its issuer, for this client, before it expires", () => {
  const claims = { iss: "https://appleid.apple.com", aud: "web", sub: "s1", exp: inAnHour };
  const options = { issuers: ["https://appleid.apple.com"], clientId: "web", now };
  expect(readIdToken(token(claims), options)).toMatchObject({ sub: "s1" });
  expect(readIdToken(token({ ...claims, aud: ["other", "web"] }), options)).not.toBeNull();
  expect(readIdToken(token({ ...claims, iss: "https://evil.example" }), options)).toBeNull();
  expect(readIdToken(token({ ...claims, aud: "other" }), options)).toBeNull();
  expect(readIdToken(token({ ...claims, exp: now / 1000 - 1 }), options)).toBeNull();
  expect(readIdToken("garbage", options)).toBeNull();
});

test("Apple's one-off user field gives the name, and anything else gives none", () => {
  expect(appleNames('{"name":{"firstName":"Seán","lastName":"Murphy"}}')).toEqual({
    first_name: "Seán",
    last_name: "Murphy",
  });
  expect(appleNames(null)).toEqual({});
  expect(appleNames("{not json")).toEqual({});
});

test("a social provider half configured stops start-up, naming what is missing", () => {
  expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(
    /GOOGLE_CLIENT_SECRET: must be set with GOOGLE_CLIENT_ID/,
  );
  expect(() =>
    parseEnv({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      API_URL: "https://api.parkway.example/api/",
    }),
  ).toThrow(/SERVICE_KEY: must be set for social sign-in/);
  expect(parseEnv({ FACEBOOK_APP_ID: "123", FACEBOOK_APP_SECRET: "s" }).FACEBOOK_APP_ID).toBe(
    "123",
  );
});

function crossSitePost(path: string) {
  const headers: Record<string, string> = {
    origin: "https://appleid.apple.com",
    host: "localhost:3000",
  };
  const req = { method: "POST", path, get: (name: string) => headers[name.toLowerCase()] };
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
  const next = vi.fn();
  refuseCrossSiteForms(req as unknown as Request, res as unknown as Response, next as NextFunction);
  return { refused: res.status.mock.calls[0]?.[0], passed: next.mock.calls.length === 1 };
}

test("only Apple's callback may be posted from another site", () => {
  expect(crossSitePost("/login/apple/callback")).toEqual({ refused: undefined, passed: true });
  expect(crossSitePost("/login/google/callback")).toEqual({ refused: 403, passed: false });
  expect(crossSitePost("/login")).toEqual({ refused: 403, passed: false });
});
