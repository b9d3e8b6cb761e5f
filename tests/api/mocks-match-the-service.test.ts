import { HttpHandler } from "msw";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { accountHandlers } from "../mocks/account";
import { authHandlers } from "../mocks/auth";
import { helpCentreHandlers, helpCentreUrl } from "../mocks/help-centre";
import { listingHandlers } from "../mocks/listings";
import { manageBookingHandlers } from "../mocks/manage-bookings";
import { marketplaceHandlers, marketplaceUrl } from "../mocks/marketplace";
import { createTestApi } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let operations: Set<string>;

/** "GET /api/v2/spaces/{}": an operation with its path parameters left unnamed. */
function operation(method: string, path: string) {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, "{}")}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const response = await createTestApi(database).request("/api/openapi.json");
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  operations = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operation(method, path)),
    ),
  );
});

afterAll(async () => {
  await database.close();
});

/**
 * Whether the document describes `mocked`; a mock ending in `/*` hands every call under it to the
 * service's own router, so it needs one described call under that path.
 */
function isDescribed(mocked: string) {
  if (!mocked.endsWith("/*")) return operations.has(mocked);
  const prefix = mocked.slice(0, -1);
  return [...operations].some((operation) => operation.startsWith(prefix));
}

/** Each mocked call of an upstream served at `base`, as the service's path under /api. */
function mockedOperations(handlers: unknown[], base: string, servedAt: string) {
  return handlers
    .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
    .map(({ info }) => ({ method: String(info.method), path: String(info.path) }))
    .filter(({ path }) => path.startsWith(base))
    .map(({ method, path }) => operation(method, servedAt + path.slice(base.length)));
}

test("every call the route tests mock is a call the service's OpenAPI document describes", () => {
  const marketplace = [
    ...marketplaceHandlers,
    ...accountHandlers(),
    ...authHandlers(),
    ...listingHandlers((path) => new URL(path, marketplaceUrl).toString()),
    ...manageBookingHandlers(),
  ];
  const mocked = [
    ...mockedOperations(marketplace, marketplaceUrl, "/api/"),
    ...mockedOperations(helpCentreHandlers, helpCentreUrl, "/api/help-centre/"),
  ];
  expect(mocked.length).toBeGreaterThan(40);
  const undescribed = mocked.filter((mocked) => !isDescribed(mocked));
  expect(undescribed).toEqual([]);
});
