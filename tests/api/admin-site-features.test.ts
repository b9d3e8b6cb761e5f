import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
});

afterAll(async () => {
  await database.close();
});

function switchFeature(name: string, body: unknown, headers: Record<string, string> = {}) {
  return api.request(`/api/v2/admin/site-config/features/${name}`, {
    method: "PUT",
    ...jsonBody(body, headers),
  });
}

async function features() {
  const response = await api.request("/api/v2/site-config");
  const body = await response.json();
  return body.data.features;
}

test("switching a feature needs a signed-in user", async () => {
  const response = await switchFeature("insights", { enabled: true });

  expect(response.status).toBe(401);
  expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
  expect(await response.json()).toEqual({ message: "Authentication required" });
  expect((await features()).insights).toBe(false);
});

test("a malformed or forged token counts as no sign-in", async () => {
  const forged = await switchFeature(
    "insights",
    { enabled: true },
    { Authorization: "Bearer abc.def.ghi" },
  );
  const wrongScheme = await switchFeature(
    "insights",
    { enabled: true },
    { Authorization: "Basic YWRtaW46YWRtaW4=" },
  );

  expect(forged.status).toBe(401);
  expect(wrongScheme.status).toBe(401);
});

test("guests and drivers cannot switch features", async () => {
  const asGuest = await switchFeature(
    "insights",
    { enabled: true },
    await bearerFor(["anonymous"]),
  );
  const asDriver = await switchFeature("insights", { enabled: true }, await bearerFor(["driver"]));

  expect(asGuest.status).toBe(403);
  expect(await asGuest.json()).toEqual({
    message: "You do not have permission to do that",
  });
  expect(asDriver.status).toBe(403);
  expect((await features()).insights).toBe(false);
});

test("an admin switches a feature and every reader sees the change", async () => {
  const admin = await bearerFor(["admin"]);

  const switchedOn = await switchFeature("insights", { enabled: true }, admin);

  expect(switchedOn.status).toBe(200);
  expect(await switchedOn.json()).toEqual({
    data: {
      features: {
        locations: true,
        insights: true,
        ada: false,
        "list-your-space": true,
      },
    },
  });
  expect(await features()).toEqual({
    locations: true,
    insights: true,
    ada: false,
    "list-your-space": true,
  });

  const switchedOff = await switchFeature("insights", { enabled: false }, admin);

  expect(switchedOff.status).toBe(200);
  expect((await features()).insights).toBe(false);
});

test("a switch request without a true or false answer is refused with a message for the field", async () => {
  const admin = await bearerFor(["admin"]);

  const wrongType = await switchFeature("ada", { enabled: "yes" }, admin);
  const missing = await switchFeature("ada", {}, admin);

  expect(wrongType.status).toBe(400);
  expect(await wrongType.json()).toEqual({
    message: expect.any(String),
    errors: { enabled: ["enabled must be true or false"] },
  });
  expect(missing.status).toBe(400);
  expect((await missing.json()).errors).toEqual({
    enabled: ["enabled must be true or false"],
  });
  expect((await features()).ada).toBe(false);
});

test("a switch request whose body is not JSON is refused", async () => {
  const response = await api.request("/api/v2/admin/site-config/features/ada", {
    method: "PUT",
    body: '{"enabled": tru',
    headers: {
      "Content-Type": "application/json",
      ...(await bearerFor(["admin"])),
    },
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: expect.any(String) });
});

test("switching a feature that does not exist answers not found", async () => {
  const response = await switchFeature(
    "time-travel",
    { enabled: true },
    await bearerFor(["admin"]),
  );

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: expect.any(String) });
  expect(Object.keys(await features())).not.toContain("time-travel");
});
