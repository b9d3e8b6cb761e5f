import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner, season } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const now = new Date("2026-12-01T08:10:00Z");
/** York: no other test's spaces within reach. */
const york = { lat: 53.959, lng: -1.0815 };
const at = { lat: String(york.lat), lng: String(york.lng) };
/** About 111 metres of latitude. */
const METRES_PER_THOUSANDTH_DEGREE = 111.2;

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  ownerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

async function search(query: Record<string, string>) {
  const response = await api.request(`/api/v2/location-search?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    data: Array<{ id: number; distance_m: number; price: { value: number } | null }>;
    meta: { has_more: boolean };
  };
}

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((space) => space.id);

test("every sort keeps to the radius, to the metre", async () => {
  const northOf = (metres: number) => york.lat + metres / (1000 * METRES_PER_THOUSANDTH_DEGREE);
  const inside = await createListing(database, ownerId, {
    lat: northOf(985),
    lng: york.lng,
    offersMonthly: true,
    seasons: [season("mon-sun", 1, 10_000)],
  });
  const outside = await createListing(database, ownerId, {
    lat: northOf(1_015),
    lng: york.lng,
    offersMonthly: true,
    seasons: [season("mon-sun", 1, 9_000)],
  });
  for (const sort of ["location", "price", "reviews", "plan"]) {
    const body = await search({ ...at, rental: "long", radius: "1000", sort });
    expect(ids(body), sort).toEqual([inside.id]);
    expect(body.data[0]!.distance_m).toBeLessThanOrEqual(1_000);
  }
  const wider = await search({ ...at, rental: "long", radius: "1100", sort: "plan" });
  expect(ids(wider)).toEqual([outside.id, inside.id]);
});

test("spaces at the same point and price keep their places from page to page", async () => {
  const corner = { lat: york.lat - 0.02, lng: york.lng };
  const twins = [];
  for (let index = 0; index < 5; index += 1) {
    twins.push(
      await createListing(database, ownerId, {
        ...corner,
        offersHourly: true,
        hourlyPriceMinor: 300,
        dailyPriceMinor: 2_000,
        reviews: [],
        offersMonthly: true,
        seasons: [season("mon-sun", 1, 10_000)],
      }),
    );
  }
  const here = { lat: String(corner.lat), lng: String(corner.lng), radius: "100", per_page: "2" };
  const ranked: Array<[rental: string, sort: string]> = [
    ["short", "price"],
    ["short", "reviews"],
    ["long", "plan"],
  ];
  for (const [rental, sort] of ranked) {
    const pages = [];
    for (const page of ["1", "2", "3"]) pages.push(await search({ ...here, rental, sort, page }));
    expect(pages.flatMap(ids), sort).toEqual(twins.map((twin) => twin.id));
    expect(pages.map((page) => page.meta.has_more)).toEqual([true, true, false]);
  }
});

test("nearest first, the first page and the pages after it follow on from each other", async () => {
  const square = { lat: york.lat - 0.05, lng: york.lng };
  const byDistance = [];
  for (const metres of [20, 40, 60, 80, 100]) {
    byDistance.push(
      await createListing(database, ownerId, {
        lat: square.lat + metres / (1000 * METRES_PER_THOUSANDTH_DEGREE),
        lng: square.lng,
        offersHourly: true,
        hourlyPriceMinor: 300,
        reviews: [],
      }),
    );
  }
  const here = { lat: String(square.lat), lng: String(square.lng), radius: "150", per_page: "2" };
  const pages = [];
  for (const page of ["1", "2", "3"]) pages.push(await search({ ...here, rental: "short", page }));

  expect(pages.flatMap(ids)).toEqual(byDistance.map((listing) => listing.id));
  expect(pages.map((page) => page.meta.has_more)).toEqual([true, true, false]);
  const distances = pages.flatMap((page) => page.data.map((space) => space.distance_m));
  distances.forEach((distance, index) => expect(distance).toBeCloseTo(20 * (index + 1), -1));
});

test("the monthly ranking follows an owner's new price at once", async () => {
  const street = { lat: york.lat + 0.03, lng: york.lng };
  const here = { lat: String(street.lat), lng: String(street.lng), radius: "500", rental: "long" };
  // The longer season makes this one the best deal on the plan: £100 a month over a year.
  const seasoned = await createListing(database, ownerId, {
    ...street,
    offersMonthly: true,
    seasons: [season("mon-sun", 1, 13_000), season("mon-sun", 12, 120_000)],
  });
  const flat = await createListing(database, ownerId, {
    lat: street.lat + 0.001,
    lng: street.lng,
    offersMonthly: true,
    seasons: [season("mon-sun", 1, 11_000)],
  });
  expect(ids(await search({ ...here, sort: "plan" }))).toEqual([seasoned.id, flat.id]);
  expect(ids(await search({ ...here, sort: "price" }))).toEqual([flat.id, seasoned.id]);

  // The wizard's prices step replaces the seasons with a single rolling month, dearer now.
  const response = await api.request(`/api/v2/spaces/landlord/${seasoned.id}`, {
    method: "PATCH",
    ...jsonBody(
      {
        step: "prices",
        offers_hourly: false,
        offers_monthly: true,
        monthly: 115,
      },
      await bearerFor(["driver", "landlord"], ownerId),
    ),
  });
  expect(response.status).toBe(200);

  const byPlan = await search({ ...here, sort: "plan" });
  expect(ids(byPlan)).toEqual([flat.id, seasoned.id]);
  expect(byPlan.data.map((space) => space.price?.value)).toEqual([110, 115]);
  expect(ids(await search({ ...here, sort: "price" }))).toEqual([flat.id, seasoned.id]);
  expect(ids(await search({ ...here, sort: "plan", season_plan: "mon-fri" }))).toEqual([
    seasoned.id,
    flat.id,
  ]);
});
