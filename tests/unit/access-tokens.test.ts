import { decodeJwt, SignJWT } from "jose";
import { expect, test } from "vitest";
import { issueAccessToken, verifyAccessToken } from "../../api/domain/access-tokens";

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
