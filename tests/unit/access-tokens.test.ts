import { decodeJwt, SignJWT } from "jose";
import { expect, test } from "vitest";
import {
  issueAccessToken,
  rememberingTokenVerifier,
  verifyAccessToken,
} from "../../api/domain/access-tokens";

const secret = "a-unit-test-secret-that-is-32-characters-long";

test("every token has its own id, which verifying returns with the expiry", async () => {
  const now = new Date("2026-01-10T10:00:00Z");
  const first = await issueAccessToken({ secret, subject: "u1", scopes: ["driver"], now });
  const second = await issueAccessToken({ secret, subject: "u1", scopes: ["driver"], now });

  expect(decodeJwt(first.token).jti).not.toBe(decodeJwt(second.token).jti);
  expect(await verifyAccessToken({ secret, token: first.token, now })).toEqual({
    subject: "u1",
    scopes: ["driver"],
    tokenId: decodeJwt(first.token).jti,
    issuedAt: now,
    expiresAt: new Date("2026-02-09T10:00:00Z"),
  });
});

test("space owners carry the landlord scope; the old owner scope is not a scope", async () => {
  const landlord = await issueAccessToken({
    secret,
    subject: "u2",
    scopes: ["driver", "landlord"],
  });

  const owner = await new SignJWT({ scope: ["owner"] })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("u3")
    .setIssuer("parkway")
    .setJti("t3")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));

  expect((await verifyAccessToken({ secret, token: landlord.token }))?.scopes).toEqual([
    "driver",
    "landlord",
  ]);
  expect(await verifyAccessToken({ secret, token: owner })).toBeNull();
});

test("a token without an id cannot be signed out, so it is not accepted", async () => {
  const withoutId = await new SignJWT({ scope: ["driver"] })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("u4")
    .setIssuer("parkway")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));

  expect(await verifyAccessToken({ secret, token: withoutId })).toBeNull();
});

test("a remembered token gives the same principal, and is refused once it expires", async () => {
  const verify = rememberingTokenVerifier();
  const issuedAt = new Date("2026-01-10T10:00:00Z");
  const { token } = await issueAccessToken({
    secret,
    subject: "anon_1",
    scopes: ["anonymous"],
    now: issuedAt,
    lifetimeSeconds: 3600,
  });

  const first = await verify({ secret, token, now: issuedAt });
  expect(await verify({ secret, token, now: new Date("2026-01-10T10:59:59Z") })).toEqual(first);
  expect(await verify({ secret, token, now: new Date("2026-01-10T11:00:00Z") })).toBeNull();
});

test("a remembered token is refused once the signing secret changes", async () => {
  const verify = rememberingTokenVerifier();
  const { token } = await issueAccessToken({ secret, subject: "u5", scopes: ["driver"] });

  expect(await verify({ secret, token })).not.toBeNull();
  expect(await verify({ secret: "another-secret-that-is-32-characters-long", token })).toBeNull();
});

test("a forged copy of a remembered token is refused however often it comes", async () => {
  const verify = rememberingTokenVerifier();
  const { token } = await issueAccessToken({ secret, subject: "u6", scopes: ["driver"] });
  const [header, payload] = token.split(".");
  const forged = `${header}.${payload}.${"A".repeat(43)}`;

  expect((await verify({ secret, token }))?.subject).toBe("u6");
  expect(await verify({ secret, token: forged })).toBeNull();
  expect(await verify({ secret, token: forged })).toBeNull();
});
