import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { Database } from "../../api/db/client";
import { createTestApi } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

test("an unknown address answers not found in JSON", async () => {
  const api = createTestApi(database);

  for (const [method, path] of [
    ["GET", "/api/v2/no-such-thing"],
    ["GET", "/api/v2/admin/site-config/features/insights"],
    ["DELETE", "/api/healthz"],
  ] as const) {
    const response = await api.request(path, { method });
    expect(response.status, `${method} ${path}`).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "Not found" });
  }
});

test("an unexpected failure answers with an apology and no details, and is logged", async () => {
  const lostDatabase = await createTestDatabase();
  const api = createTestApi(lostDatabase);
  await lostDatabase.close();
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  const response = await api.request("/api/v2/site-config");

  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({
    message: "Sorry, something went wrong",
  });
  expect(logged).toHaveBeenCalledWith("GET /api/v2/site-config failed:", expect.any(String));
});
