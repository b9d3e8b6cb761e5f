import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bearerFor, createTestApi } from "./fixtures";
import { createBooking, createListing, createOwner, season } from "./listing-factory";
import { createTestDatabase } from "./setup-database";
import { quoteLimits } from "../../api/routes/quotes";

const now = new Date("2026-12-01T08:10:00Z");
const leeds = { lat: 53.7946, lng: -1.5474 };

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
let near: Awaited<ReturnType<typeof createListing>>;
let further: Awaited<ReturnType<typeof createListing>>;
let covered: Awaited<ReturnType<typeof createListing>>;
let monthly: Awaited<ReturnType<typeof createListing>>;
let draft: Awaited<ReturnType<typeof createListing>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  ownerId = await createOwner(database);
  near = await createListing(database, ownerId, {
    lat: 53.795,
    lng: -1.5474,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2000,
    covered: false,
    evConnectors: [],
    bayCount: 1,
    offersMonthly: false,
    seasons: [],
  });
  further = await createListing(database, ownerId, {
    lat: 53.805,
    lng: -1.5474,
    hourlyPriceMinor: 150,
    dailyPriceMinor: 900,
    covered: false,
    evConnectors: ["CCS", "Type 2"],
    bayCount: 2,
    offersMonthly: false,
    seasons: [],
  });
  covered = await createListing(database, ownerId, {
    lat: 53.799,
    lng: -1.5474,
    hourlyPriceMinor: 250,
    dailyPriceMinor: null,
    covered: true,
    heightLimitCm: 190,
    lengthLimitCm: 500,
    evConnectors: [],
    bayCount: 1,
    offersMonthly: false,
    seasons: [],
  });
  monthly = await createListing(database, ownerId, {
    lat: 53.797,
    lng: -1.5474,
    covered: false,
    heightLimitCm: null,
    evConnectors: [],
    offersMonthly: true,
    seasons: [
      { plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: 0 },
      { plan: "mon-sun", intervalCount: 12, totalMinor: 129_600, depositMinor: 0 },
      { plan: "mon-fri", intervalCount: 1, totalMinor: 9_000, depositMinor: 0 },
    ],
  });
  draft = await createListing(database, ownerId, { status: "draft", lat: 53.7947, lng: -1.5474 });
  await createBooking(
    database,
    { id: near.id, bayId: near.bayIds[0]! },
    new Date("2026-12-01T09:00:00Z"),
    new Date("2026-12-01T12:00:00Z"),
  );
});

afterAll(async () => {
  await database.close();
});

async function search(query: Record<string, string>) {
  const response = await api.request(`/api/v2/location-search?${new URLSearchParams(query)}`);
  return { status: response.status, body: await response.json() };
}

const at = { lat: String(leeds.lat), lng: String(leeds.lng) };

test("a search by point returns active spaces nearest first, with distance and price", async () => {
  const { status, body } = await search({
    ...at,
    rental: "short",
    start: "2026-12-01T13:00:00Z",
    end: "2026-12-01T15:00:00Z",
  });
  expect(status).toBe(200);
  const ids = body.data.map((space: { id: number }) => space.id);
  expect(ids).toEqual([near.id, monthly.id, covered.id, further.id]);
  expect(ids).not.toContain(draft.id);
  expect(body.data[0]).toMatchObject({
    id: near.id,
    distance_m: expect.any(Number),
    currency: { value: "GBP", symbol: "£" },
    price: { value: 8, service_fee: 0.6, total: 8.6, per: "stay" },
    available: true,
  });
  expect(body.data[0].distance_m).toBeLessThan(60);
  expect(body.meta).toMatchObject({ has_more: false, page: 1, rental: "short" });
});

test("a space booked for the requested period is shown as not free then", async () => {
  const { body } = await search({
    ...at,
    start: "2026-12-01T10:00:00Z",
    end: "2026-12-01T11:00:00Z",
  });
  const nearest = body.data.find((space: { id: number }) => space.id === near.id);
  expect(nearest.available).toBe(false);
  const twoBays = body.data.find((space: { id: number }) => space.id === further.id);
  expect(twoBays.available).toBe(true);
});

test("ranked by price or reviews, a space booked for the requested period is still shown as not free then", async () => {
  for (const sort of ["price", "reviews"]) {
    const { body } = await search({
      ...at,
      sort,
      start: "2026-12-01T10:00:00Z",
      end: "2026-12-01T11:00:00Z",
    });
    const free = Object.fromEntries(
      body.data.map((space: { id: number; available: boolean }) => [space.id, space.available]),
    );
    expect(free).toMatchObject({ [near.id]: false, [further.id]: true, [covered.id]: true });
  }
});

test("results sort by the price of the requested stay", async () => {
  const { body } = await search({
    ...at,
    sort: "price",
    start: "2026-12-01T13:00:00Z",
    end: "2026-12-01T15:00:00Z",
  });
  const prices = body.data.map((space: { price: { value: number } }) => space.price.value);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(body.data[0].id).toBe(further.id);
});

test("filters keep only spaces with the facilities asked for", async () => {
  const ev = await search({ ...at, ev: "CCS" });
  expect(ev.body.data.map((space: { id: number }) => space.id)).toEqual([further.id]);

  const roof = await search({ ...at, covered: "true" });
  expect(roof.body.data.map((space: { id: number }) => space.id)).toEqual([covered.id]);

  const tallVan = await search({ ...at, vehicle_height_cm: "210" });
  expect(tallVan.body.data.map((space: { id: number }) => space.id)).not.toContain(covered.id);

  const motorhome = await search({ ...at, vehicle_length_cm: "700" });
  const fitting = motorhome.body.data.map((space: { id: number }) => space.id);
  expect(fitting).not.toContain(covered.id);
  expect(fitting).toContain(near.id);
  const longCar = await search({ ...at, vehicle_length_cm: "500" });
  expect(longCar.body.data.map((space: { id: number }) => space.id)).toContain(covered.id);
});

test("monthly search shows the price per month and sorts by a season plan", async () => {
  const { body } = await search({ ...at, rental: "long", sort: "plan", season_plan: "mon-fri" });
  expect(body.data.map((space: { id: number }) => space.id)).toEqual([monthly.id]);
  // £90 a month and its 7.5 % service fee: what the driver pays each month.
  expect(body.data[0].price).toEqual({ value: 90, service_fee: 4.99, total: 94.99, per: "month" });
});

test("a monthly space is priced by its rolling month, with longer seasons on its page", async () => {
  const { body } = await search({ ...at, rental: "long" });
  expect(body.data[0]).toMatchObject({ id: monthly.id, price: { value: 120, per: "month" } });
});

test("results come in pages", async () => {
  const first = await search({ ...at, per_page: "2" });
  const second = await search({ ...at, per_page: "2", page: "2" });
  expect(first.body.data).toHaveLength(2);
  expect(second.body.data).toHaveLength(2);
  expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  expect(first.body.meta.has_more).toBe(true);
  expect(second.body.meta.has_more).toBe(false);
});

test("a search outside the radius finds nothing", async () => {
  const { body } = await search({ lat: "51.5074", lng: "-0.1278" });
  expect(body.data).toEqual([]);
  expect(body.meta.has_more).toBe(false);
});

test("bad parameters answer 400 naming the parameter", async () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ lat: "91", lng: "0" }, "lat"],
    [{ lat: "51.5" }, "lng"],
    [{ ...at, rental: "weekly" }, "rental"],
    [{ ...at, sort: "cheapest" }, "sort"],
    [{ ...at, start: "tomorrow", end: "2026-12-02T10:00:00Z" }, "start"],
    [{ ...at, start: "2026-12-02T10:00:00Z", end: "2026-12-02T09:00:00Z" }, "end"],
    [{ ...at, start: "2026-12-02T10:00:00Z" }, "end"],
    [{ ...at, ev: "Type 9" }, "ev"],
    [{ ...at, per_page: "500" }, "per_page"],
    [{ ...at, radius: "999999" }, "radius"],
  ];
  for (const [query, parameter] of cases) {
    const { status, body } = await search(query);
    expect(status, JSON.stringify(query)).toBe(400);
    expect(Object.keys(body.errors), JSON.stringify(query)).toContain(parameter);
  }
});

test("a space page shows its seasons with the annual saving, and no access instructions", async () => {
  const response = await api.request(`/api/v2/spaces/${monthly.id}?rental=long`);
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(
    data.seasons["mon-sun"].map(
      (season: { billing: { interval_count: number } }) => season.billing.interval_count,
    ),
  ).toEqual([1, 12]);
  expect(data.seasons["mon-sun"][1]).toEqual({
    billing: { interval: "month", interval_count: 12, plan: "mon-sun" },
    cost: { total: 1296, per_month: 108 },
    deposit: { now: 0 },
  });
  expect(data.annual_saving).toBe(144);
  expect(data.price).toEqual({ value: 120, service_fee: 4.99, total: 124.99, per: "month" });
  expect(data.access.instructions).toBeNull();
  expect(data.photos).toHaveLength(3);
});

test("the owner sees the access instructions on their space page", async () => {
  const response = await api.request(`/api/v2/spaces/${monthly.id}`, {
    headers: await bearerFor(["driver", "landlord"], ownerId),
  });
  const { data } = await response.json();
  expect(data.access.instructions).toBe(monthly.demo.accessInstructions);
});

test("a draft or unknown space is not found", async () => {
  expect((await api.request(`/api/v2/spaces/${draft.id}`)).status).toBe(404);
  expect((await api.request("/api/v2/spaces/999999")).status).toBe(404);
  expect((await api.request("/api/v2/spaces/abc")).status).toBe(400);
});

test("a space's page path leads back to the space; a draft's or an unknown one does not", async () => {
  const { body } = await search({ ...at, per_page: "50" });
  const listed = body.data.find((space: { id: number }) => space.id === monthly.id);
  const response = await api.request(`/api/v2/spaces/by-path${listed.path}`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { id: monthly.id, path: listed.path } });

  const draftPath = `/${draft.demo.citySlug}/${draft.demo.districtSlug}/${draft.demo.slug}`;
  expect((await api.request(`/api/v2/spaces/by-path${draftPath}`)).status).toBe(404);
  expect(
    (await api.request("/api/v2/spaces/by-path/leeds/leeds-parking/nothing-here")).status,
  ).toBe(404);
  expect((await api.request("/api/v2/spaces/by-path/Leeds/x_y/z")).status).toBe(400);
});

test("a space its owner has disabled says so to drivers, keeps its page, and shows fully to its owner", async () => {
  const paused = await createListing(database, ownerId, {
    status: "disabled",
    lat: 53.7951,
    lng: -1.5481,
  });
  const pausedPath = `/${paused.demo.citySlug}/${paused.demo.districtSlug}/${paused.demo.slug}`;

  const asDriver = await api.request(`/api/v2/spaces/${paused.id}`);
  const asOwner = await api.request(`/api/v2/spaces/${paused.id}`, {
    headers: await bearerFor(["driver", "landlord"], ownerId),
  });
  const page = await api.request(`/api/v2/spaces/by-path${pausedPath}`);

  expect(asDriver.status).toBe(410);
  expect(await asDriver.json()).toEqual({
    message: "This space is not taking bookings at the moment. Search for another space nearby.",
  });
  expect(asOwner.status).toBe(200);
  expect(page.status).toBe(200);
  expect((await page.json()).data.id).toBe(paused.id);
});

test("availability says whether a bay is free for the period, and when monthly parking can start", async () => {
  const busy = await api.request(
    `/api/v2/spaces/${near.id}/availability?rental=short&start=2026-12-01T11:00:00Z&end=2026-12-01T13:00:00Z`,
  );
  expect((await busy.json()).data).toMatchObject({ available: false, free_bays: 0, total_bays: 1 });

  const later = await api.request(
    `/api/v2/spaces/${near.id}/availability?rental=short&start=2026-12-01T12:00:00Z&end=2026-12-01T13:00:00Z`,
  );
  expect((await later.json()).data).toMatchObject({ available: true, free_bays: 1 });

  const rolling = await api.request(`/api/v2/spaces/${near.id}/availability?rental=long`);
  expect((await rolling.json()).data.available_from).toBe("2026-12-01T12:00:00.000Z");
});

test("reviews come newest first in pages", async () => {
  const reviewed = await createListing(database, ownerId, {
    reviews: [
      { authorName: "Priya S.", rating: 5, comment: "Spot on", daysAgo: 1 },
      { authorName: "Tom K.", rating: 4, comment: "Good", daysAgo: 2 },
    ],
  });
  const response = await api.request(`/api/v2/spaces/${reviewed.id}/reviews?per_page=1`);
  const body = await response.json();
  expect(body.meta).toEqual({ page: 1, per_page: 1, total: 2 });
  expect(body.data[0]).toMatchObject({ rating: expect.any(Number), author: expect.any(String) });
});

test("a space's answer carries the period's quote and its newest reviews when asked, as their own calls answer", async () => {
  const reviewed = await createListing(database, ownerId, {
    reviews: [{ authorName: "Priya S.", rating: 5, comment: "Spot on", daysAgo: 1 }],
  });
  const period = "rental=short&start=2026-12-03T09:00:00Z&end=2026-12-03T17:00:00Z";
  const expanded = await api.request(
    `/api/v2/spaces/${reviewed.id}?${period}&expand=quote,reviews`,
  );
  const plain = await api.request(`/api/v2/spaces/${reviewed.id}?${period}`);
  const quoted = await api.request(`/api/v2/spaces/${reviewed.id}/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      rental: "short",
      start: "2026-12-03T09:00:00Z",
      end: "2026-12-03T17:00:00Z",
      skip_availability: true,
    }),
  });
  const reviews = await api.request(`/api/v2/spaces/${reviewed.id}/reviews`);

  const { data } = await expanded.json();
  expect(data.quote).toEqual({ status: 200, ...(await quoted.json()) });
  expect(data.reviews).toEqual({ newest: (await reviews.json()).data, total: 1 });
  const { data: without } = await plain.json();
  expect(without).not.toHaveProperty("quote");
  expect(without).not.toHaveProperty("reviews");
});

test("a space's carried quote refuses a period as the quote call does, by field", async () => {
  const response = await api.request(
    `/api/v2/spaces/${near.id}?rental=short&start=2026-11-30T09:00:00Z&end=2026-11-30T10:00:00Z&expand=quote`,
  );
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(data.quote).toMatchObject({ status: 400, errors: { start: [expect.any(String)] } });
});

test("for a period with no bay free, a space's answer says so beside its price, and the quote call refuses it", async () => {
  const period = { rental: "short", start: "2026-12-01T11:00:00Z", end: "2026-12-01T13:00:00Z" };
  const shown = await api.request(
    `/api/v2/spaces/${near.id}?${new URLSearchParams(period)}&expand=quote`,
  );
  const quoted = await api.request(`/api/v2/spaces/${near.id}/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(period),
  });

  const { data } = await shown.json();
  expect(data.available).toBe(false);
  expect(data.quote).toMatchObject({ status: 200 });
  expect(quoted.status).toBe(409);
});

test("every space has photos drawn for it until the owner uploads some", async () => {
  const response = await api.request(`/api/v2/spaces/${near.id}/photos/0`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg/);
  expect((await api.request(`/api/v2/spaces/${near.id}/photos/3`)).status).toBe(404);
});

test("the database orders by price exactly as the pricing rules price each stay", async () => {
  const york = { lat: 53.959, lng: -1.0815 };
  const tariffs: Array<[number | null, number | null]> = [
    [100, null],
    [240, 900],
    [90, 2000],
    [null, 1100],
    [500, 1500],
    [330, 1200],
    [60, 400],
    [null, 700],
    [180, null],
    [420, 3000],
    [150, 650],
    [275, 999],
  ];
  for (const [index, [hourlyPriceMinor, dailyPriceMinor]] of tariffs.entries()) {
    await createListing(database, ownerId, {
      lat: york.lat + index * 0.0001,
      lng: york.lng,
      hourlyPriceMinor,
      dailyPriceMinor,
    });
  }
  const stays = [
    ["2026-12-03T09:00:00Z", "2026-12-03T09:20:00Z"],
    ["2026-12-03T09:00:00Z", "2026-12-03T14:00:00Z"],
    ["2026-12-03T09:00:00Z", "2026-12-04T11:00:00Z"],
    ["2026-12-03T09:00:00Z", "2026-12-06T09:00:00Z"],
  ];
  for (const [start, end] of stays) {
    const { body } = await search({
      lat: String(york.lat),
      lng: String(york.lng),
      sort: "price",
      start: start!,
      end: end!,
      per_page: "50",
    });
    const prices = body.data.map((space: { price: { value: number } }) => space.price.value);
    expect(prices, `${start} to ${end}`).toHaveLength(tariffs.length);
    expect(prices, `${start} to ${end}`).toEqual([...prices].sort((a, b) => a - b));
  }
});

test("monthly results sort by the chosen plan's rolling price, or by the plan's best deal", async () => {
  const sheffield = { lat: 53.3811, lng: -1.4701 };
  const weekdaysCheap = await createListing(database, ownerId, {
    lat: sheffield.lat,
    lng: sheffield.lng,
    offersMonthly: true,
    seasons: [season("mon-sun", 1, 15_000), season("mon-fri", 1, 5_000)],
  });
  const weekdaysDear = await createListing(database, ownerId, {
    lat: sheffield.lat + 0.001,
    lng: sheffield.lng,
    offersMonthly: true,
    seasons: [
      season("mon-sun", 1, 8_000),
      season("mon-fri", 1, 7_000),
      season("mon-fri", 12, 48_000),
    ],
  });
  const here = { lat: String(sheffield.lat), lng: String(sheffield.lng), rental: "long" };
  const ids = (body: { data: Array<{ id: number }> }) => body.data.map((space) => space.id);

  const byPrice = await search({ ...here, sort: "price", season_plan: "mon-fri" });
  expect(ids(byPrice.body)).toEqual([weekdaysCheap.id, weekdaysDear.id]);
  expect(byPrice.body.data.map((space: { price: { value: number } }) => space.price.value)).toEqual(
    [50, 70],
  );

  const byPlan = await search({ ...here, sort: "plan", season_plan: "mon-fri" });
  expect(ids(byPlan.body)).toEqual([weekdaysDear.id, weekdaysCheap.id]);
});

test("monthly parking can start once a bay's own bookings end, whatever other spaces hold", async () => {
  const sheffieldPark = { lat: 53.37, lng: -1.49 };
  const quiet = await createListing(database, ownerId, { ...sheffieldPark, bayCount: 1 });
  const busy = await createListing(database, ownerId, { lat: 53.371, lng: -1.49, bayCount: 1 });
  await createBooking(
    database,
    { id: busy.id, bayId: busy.bayIds[0]! },
    new Date("2026-12-20T00:00:00Z"),
    new Date("2026-12-25T00:00:00Z"),
  );
  const response = await api.request(`/api/v2/spaces/${quiet.id}/availability?rental=long`);
  expect((await response.json()).data.available_from).toBe("2026-12-01T08:30:00.000Z");
});

test("the sitemap's space pages list every live space once and no draft", async () => {
  const response = await api.request("/api/v2/spaces/pages");
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: Array<{ path: string; updated_at: string }>;
    meta: { page: number; per_page: number; total: number };
  };
  expect(body.meta).toEqual({ page: 1, per_page: 50_000, total: body.data.length });
  const paths = body.data.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).not.toContain(`/locations/show/${draft.id}`);
  expect(body.data.length).toBeGreaterThanOrEqual(4);
  const past = await api.request("/api/v2/spaces/pages?page=2");
  expect(((await past.json()) as { data: unknown[] }).data).toEqual([]);
  expect((await api.request("/api/v2/spaces/pages?page=0")).status).toBe(400);
});

test("searches and a live space's page may be shared for a few seconds; the owner's view and a refusal may not", async () => {
  const searched = await api.request(`/api/v2/location-search?${new URLSearchParams(at)}`);
  const shown = await api.request(`/api/v2/spaces/${near.id}?expand=quote,reviews`);
  const toOwner = await api.request(`/api/v2/spaces/${near.id}?expand=quote`, {
    headers: await bearerFor(["driver", "landlord"], ownerId),
  });
  expect(searched.headers.get("Cache-Control")).toBe("public, max-age=5");
  expect(shown.headers.get("Cache-Control")).toBe("public, max-age=5");
  expect(toOwner.headers.get("Cache-Control")).toBe("private, no-store");

  const driver = await bearerFor(["driver"], "driver-who-asks-too-often");
  const asked = () => api.request(`/api/v2/spaces/${near.id}?expand=quote`, { headers: driver });
  for (let quote = 0; quote < quoteLimits.perToken.limit; quote += 1) await asked();
  const refused = await asked();
  expect((await refused.json()).data.quote.status).toBe(429);
  expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
});
