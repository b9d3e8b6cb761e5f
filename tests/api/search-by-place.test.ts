import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import type { Anchor } from "../../api/db/seed/factories";
import { seedPlaces } from "../../api/reference/seed-places";
import { createTestApi } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
const spaces = new Map<string, number>();

const anchors: Record<string, Anchor> = {
  piccadilly: {
    kind: "station",
    name: "Manchester Piccadilly",
    lat: 53.4774,
    lng: -2.2309,
    country: "GBR",
    code: "MAN",
    region: null,
    landingPath: null,
  },
  westminster: {
    kind: "london-area",
    name: "Westminster",
    lat: 51.5014,
    lng: -0.1419,
    country: "GBR",
    code: null,
    region: null,
    landingPath: null,
  },
  heathrow: {
    kind: "airport",
    name: "Heathrow Airport",
    lat: 51.47,
    lng: -0.4543,
    country: "GBR",
    code: "LHR",
    region: null,
    landingPath: null,
  },
  galway: {
    kind: "city",
    name: "Galway",
    lat: 53.2707,
    lng: -9.0568,
    country: "IRL",
    code: null,
    region: null,
    landingPath: null,
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
  await seedPlaces(database.db);
  const ownerId = await createOwner(database);
  for (const [name, anchor] of Object.entries(anchors)) {
    const listing = await createListing(
      database,
      ownerId,
      { lat: anchor.lat + 0.001, lng: anchor.lng, evConnectors: [], covered: false },
      anchor,
    );
    spaces.set(name, listing.id);
  }
});

afterAll(async () => {
  await database.close();
});

async function search(query: Record<string, string>) {
  const response = await api.request(`/api/v2/location-search?${new URLSearchParams(query)}`);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

test.each([
  ["Manchester Piccadilly", "short", "piccadilly"],
  ["SW1A", "short", "westminster"],
  ["LHR", "airport", "heathrow"],
  ["Galway", "short", "galway"],
])("a driver who searches %s finds the spaces near it", async (q, rental, expected) => {
  const { status, body } = await search({ q, rental });
  expect(status).toBe(200);
  expect(body.data[0]?.id).toBe(spaces.get(expected));
  expect(body.meta.origin.name).toBeTruthy();
});

test("empty coordinates from a form count as missing, so the place is searched", async () => {
  const { status, body } = await search({ q: "Galway", lat: "", lng: "" });
  expect(status).toBe(200);
  expect(body.meta.origin.name).toBe("Galway");
  expect(body.data[0]?.id).toBe(spaces.get("galway"));
});

test("Irish spaces are priced in euros", async () => {
  const { body } = await search({ q: "Galway" });
  expect(body.data[0].currency).toEqual({ value: "EUR", symbol: "€" });
});

test("a place the gazetteer does not know answers 404 with advice", async () => {
  const { status, body, headers } = await search({ q: "Atlantis" });
  expect(status).toBe(404);
  expect(body.message).toMatch(/town, postcode, station or airport/);
  expect(body.close_matches).toEqual(expect.any(Array));
  // The same for every driver who types it: shared as the results are (decision 041).
  expect(headers.get("Cache-Control")).toBe("public, max-age=5");
});

test("a misspelt place is searched as the place it is spelt like, and says so", async () => {
  const { status, body } = await search({ q: "Manchester Picadilly" });
  expect(status).toBe(200);
  expect(body.meta.origin).toMatchObject({ name: "Manchester Piccadilly", corrected: true });
  expect(body.data[0]?.id).toBe(spaces.get("piccadilly"));

  const exact = await search({ q: "Manchester Piccadilly" });
  expect(exact.body.meta.origin.corrected).toBe(false);
});

test("asked for as typed, a misspelt place is not found and its close matches are offered", async () => {
  const { status, body } = await search({ q: "Manchester Picadilly", as_typed: "true" });
  expect(status).toBe(404);
  expect(body.close_matches[0]).toMatchObject({
    name: "Manchester Piccadilly",
    label: "Manchester Piccadilly station",
  });
});
