import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { Database } from "../../api/db/client";
import { createTestApi } from "./fixtures";
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

test("the service says it is alive", async () => {
  const response = await api.request("/api/healthz");

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the service says it is ready when its database answers", async () => {
  const response = await api.request("/api/readyz");

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ready" });
});

test("the service says it is unavailable when its database is gone", async () => {
  const lostDatabase = await createTestDatabase();
  const lostApi = createTestApi(lostDatabase);
  await lostDatabase.close();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  const response = await lostApi.request("/api/readyz");

  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "unavailable" });
  expect(warn).toHaveBeenCalledWith("Readiness check failed:", expect.any(String));
});
