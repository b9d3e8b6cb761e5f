import { afterAll, beforeAll, expect, test } from "vitest";
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

test("anyone can read the site configuration with its default feature flags", async () => {
  const response = await createTestApi(database).request("/api/v2/site-config");

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    data: {
      features: {
        locations: true,
        insights: false,
        ada: false,
        "list-your-space": true,
      },
    },
  });
});

test("a client holding an unusable token can still read the site configuration", async () => {
  const response = await createTestApi(database).request("/api/v2/site-config", {
    headers: { Authorization: "Bearer not-a-token" },
  });

  expect(response.status).toBe(200);
});
