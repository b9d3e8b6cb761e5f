import SwaggerParser from "@apidevtools/swagger-parser";
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

test("the OpenAPI document is valid OpenAPI 3.1 by a real validator", async () => {
  const document = await (await api.request("/api/openapi.json")).json();

  await expect(SwaggerParser.validate(document)).resolves.toBeTruthy();
});

test("the document says which calls need a token and what any call may answer", async () => {
  const { paths } = await (await api.request("/api/openapi.json")).json();

  for (const call of ["reserve", "purchase", "book"]) {
    const operation = paths[`/api/v2/spaces/{id}/${call}`].post;
    expect(operation.security, call).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation.responses), call).toEqual(
      expect.arrayContaining(["413", "415", "429", "503"]),
    );
  }
  expect(Object.keys(paths["/api/v2/spaces/{id}/book"].post.responses)).toContain("422");
  expect(Object.keys(paths["/api/v2/places"].get.responses)).toContain("503");
  expect(Object.keys(paths["/api/v2/places"].get.responses)).not.toContain("413");
});
