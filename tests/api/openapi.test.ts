import { afterAll, beforeAll, expect, test } from "vitest";
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

test("the service publishes an OpenAPI document of its routes", async () => {
  const response = await api.request("/api/openapi.json");
  expect(response.status).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      "/api/healthz",
      "/api/v2/auth/anonymous-token",
      "/api/v2/site-config",
      "/api/v2/admin/site-config/features/{name}",
    ]),
  );
  expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: "bearer" });
});

test("a readable reference page lists every operation", async () => {
  const response = await api.request("/api/reference");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain("Parkway marketplace API");
  expect(html).toContain("<code>/api/v2/location-search</code>");
  expect(html).toContain('<span class="method post">POST</span> <code>/api/v2/auth/login</code>');
  expect(html).not.toContain("<script");
});
