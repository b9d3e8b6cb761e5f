import { decodeJwt } from "jose";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { createTestApi, jsonBody } from "./fixtures";
import { createTestDatabase } from "./setup-database";

const thirtyDays = 30 * 24 * 60 * 60;
const adminOnlyPath = "/api/v2/admin/site-config/features/insights";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function anonymousToken(api: ReturnType<typeof createTestApi>): Promise<string> {
  const response = await api.request("/api/v2/auth/anonymous-token", {
    method: "POST",
  });
  expect(response.status).toBe(201);
  const body = await response.json();
  return body.data.access_token;
}

/** 403 means the token was verified and only lacks the admin scope; 401 means it was refused. */
async function adminRouteStatus(api: ReturnType<typeof createTestApi>, token: string) {
  const response = await api.request(adminOnlyPath, {
    method: "PUT",
    ...jsonBody({ enabled: true }, { Authorization: `Bearer ${token}` }),
  });
  return response.status;
}

test("a guest gets an anonymous bearer token that lasts 30 days", async () => {
  const api = createTestApi(database);

  const response = await api.request("/api/v2/auth/anonymous-token", {
    method: "POST",
  });

  expect(response.status).toBe(201);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const body = await response.json();
  expect(body).toEqual({
    data: {
      access_token: expect.any(String),
      token_type: "Bearer",
      expires_in: thirtyDays,
    },
  });
  const claims = decodeJwt(body.data.access_token);
  expect(claims).toMatchObject({ iss: "parkway", scope: ["anonymous"] });
  expect(claims.sub).toMatch(/^anon_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(Number(claims.exp) - Number(claims.iat)).toBe(thirtyDays);
});

test("every guest gets a different anonymous identity", async () => {
  const api = createTestApi(database);

  const [first, second] = await Promise.all([anonymousToken(api), anonymousToken(api)]);

  expect(decodeJwt(first).sub).not.toBe(decodeJwt(second).sub);
});

test("without a configured secret, instances sharing a database accept each other’s tokens", async () => {
  const firstInstance = createTestApi(database, { jwtSecret: null });
  const secondInstance = createTestApi(database, { jwtSecret: null });

  // Both instances generate their key at the same moment; exactly one may win.
  const [fromFirst, fromSecond] = await Promise.all([
    anonymousToken(firstInstance),
    anonymousToken(secondInstance),
  ]);

  expect(await adminRouteStatus(secondInstance, fromFirst)).toBe(403);
  expect(await adminRouteStatus(firstInstance, fromSecond)).toBe(403);
  expect(await adminRouteStatus(createTestApi(database, { jwtSecret: null }), fromFirst)).toBe(403);
});

test("a token signed with another secret is refused", async () => {
  const otherService = createTestApi(database, {
    jwtSecret: "some-other-secret-that-is-32-characters-or-more",
  });
  const token = await anonymousToken(otherService);

  expect(await adminRouteStatus(createTestApi(database), token)).toBe(401);
});

test("a token is accepted until it expires", async () => {
  const issuedAt = new Date("2026-03-01T09:00:00Z");
  const token = await anonymousToken(createTestApi(database, { now: () => issuedAt }));
  const daysLater = (days: number) => () => new Date(issuedAt.getTime() + days * 86_400_000);

  expect(await adminRouteStatus(createTestApi(database, { now: daysLater(29) }), token)).toBe(403);
  expect(await adminRouteStatus(createTestApi(database, { now: daysLater(31) }), token)).toBe(401);
});
