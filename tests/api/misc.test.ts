import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { bookings } from "../../api/db/schema";
import type { DemoListing } from "../../api/db/seed/factories";
import { insertPlaces } from "../../api/repositories/places";
import { createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
let time = new Date("2026-06-01T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => time });
  ownerId = await createOwner(database);
  await insertPlaces(database.db, [
    {
      kind: "city",
      name: "Galway",
      alternateNames: [],
      code: null,
      country: "IRL",
      region: "Connacht",
      population: 80_000,
      lat: 53.2707,
      lng: -9.0568,
      landingPath: null,
      source: "test",
    },
    {
      kind: "city",
      name: "Carlisle",
      alternateNames: [],
      code: null,
      country: "GBR",
      region: "Cumbria",
      population: 75_000,
      lat: 54.8925,
      lng: -2.9329,
      landingPath: null,
      source: "test",
    },
  ]);
});

afterAll(async () => {
  await database.close();
});

/** A listing `index` × 556 m north of the point, with the prices given. */
function listingNear(
  point: { lat: number; lng: number },
  index: number,
  prices: { hourly: number; monthly?: number },
  overrides: Partial<DemoListing> = {},
) {
  return createListing(database, ownerId, {
    lat: point.lat + index * 0.005,
    lng: point.lng,
    spaceType: "driveway",
    airportCode: null,
    hourlyPriceMinor: prices.hourly,
    dailyPriceMinor: prices.hourly * 6,
    offersMonthly: prices.monthly !== undefined,
    seasons:
      prices.monthly === undefined
        ? []
        : [{ plan: "mon-sun", intervalCount: 1, totalMinor: prices.monthly, depositMinor: 0 }],
    ...overrides,
  });
}

async function recommendedPrices(query: string) {
  return api.request(`/api/v2/recommended-prices?${query}`);
}

test("an owner where spaces are listed gets the median and middle range of nearby prices", async () => {
  const york = { lat: 53.959, lng: -1.081 };
  const hourly = [300, 100, 400, 150, 250, 200];
  for (const [index, price] of hourly.entries()) {
    await listingNear(york, index, { hourly: price, monthly: index < 4 ? 9_000 : undefined });
  }

  const response = await recommendedPrices(`lat=${york.lat}&lng=${york.lng}`);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    data: {
      country: "GBR",
      currency: { value: "GBP", symbol: "£" },
      source: "nearby",
      based_on: 6,
      radius_m: 2800,
      space_type: null,
      hourly: { median: 2.3, low: 1.6, high: 2.9, based_on: 6 },
      daily: { median: 13.5, low: 10, high: 17.5, based_on: 6 },
      // Four offer monthly parking: too few to go by, so the national figure answers.
      monthly: { median: 100, low: 75, high: 150, based_on: 0 },
    },
  });
});

test("the owner's space type is compared like for like when enough are near", async () => {
  const sheffield = { lat: 53.381, lng: -1.47 };
  for (let index = 0; index < 5; index += 1) {
    await listingNear(sheffield, index, { hourly: 400 }, { spaceType: "garage" });
  }
  for (let index = 5; index < 8; index += 1) {
    await listingNear(sheffield, index, { hourly: 150 });
  }

  const garages = await (
    await recommendedPrices(`lat=${sheffield.lat}&lng=${sheffield.lng}&space_type=garage`)
  ).json();
  const driveways = await (
    await recommendedPrices(`lat=${sheffield.lat}&lng=${sheffield.lng}&space_type=driveway`)
  ).json();

  expect(garages.data).toMatchObject({ space_type: "garage", based_on: 5 });
  expect(garages.data.hourly.median).toBe(4);
  expect(driveways.data).toMatchObject({ space_type: null, based_on: 8 });
});

test("with too few spaces nearby the national figures answer, and say so", async () => {
  const inverness = { lat: 57.478, lng: -4.224 };
  await listingNear(inverness, 0, { hourly: 900 });
  await listingNear(inverness, 1, { hourly: 900 });

  const response = await recommendedPrices(`lat=${inverness.lat}&lng=${inverness.lng}`);

  expect(await response.json()).toEqual({
    data: {
      country: "GBR",
      currency: { value: "GBP", symbol: "£" },
      source: "national",
      based_on: 0,
      radius_m: 10000,
      space_type: null,
      hourly: { median: 2, low: 1.5, high: 3, based_on: 0 },
      daily: { median: 12, low: 8, high: 18, based_on: 0 },
      monthly: { median: 100, low: 75, high: 150, based_on: 0 },
    },
  });
});

test("a point in Ireland with no spaces near gets Irish figures in euros", async () => {
  const response = await recommendedPrices("lat=53.28&lng=-9.04");

  const { data } = await response.json();
  expect(data).toMatchObject({
    country: "IRL",
    currency: { value: "EUR", symbol: "€" },
    source: "national",
    hourly: { median: 2.5, low: 2, high: 3.5, based_on: 0 },
  });
});

test("Irish spaces nearby are compared in euros", async () => {
  const cork = { lat: 51.8985, lng: -8.4756 };
  for (let index = 0; index < 5; index += 1) {
    await listingNear(cork, index, { hourly: 300 }, { country: "IRL", currency: "EUR" });
  }

  const { data } = await (await recommendedPrices(`lat=${cork.lat}&lng=${cork.lng}`)).json();

  expect(data).toMatchObject({
    country: "IRL",
    currency: { value: "EUR" },
    source: "nearby",
    based_on: 5,
    hourly: { median: 3, based_on: 5 },
  });
});

test("bad coordinates and space types get field messages", async () => {
  const bad = await recommendedPrices("lng=west&space_type=castle");
  const abroad = await recommendedPrices("lat=48.8566&lng=2.3522");

  expect(bad.status).toBe(400);
  expect((await bad.json()).errors).toEqual({
    lat: ["Give lat as a number of degrees from -90 to 90"],
    lng: ["Give lng as a number of degrees from -180 to 180"],
    space_type: [
      "The space type must be one of: driveway, garage, car-park, parking-bay, multi-storey",
    ],
  });
  expect(abroad.status).toBe(400);
  expect((await abroad.json()).errors).toEqual({ lat: ["Choose a place in the UK or Ireland"] });
});

test("the review platform's score and count default to 4.6 from 92000 reviews", async () => {
  const response = await api.request("/api/v2/review-platform-stats");

  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  expect(await response.json()).toEqual({
    data: {
      data: {
        rating: 4.6,
        reviews_count: 92000,
        platform: "Example Reviews",
        url: "https://reviews.example.com/parkway",
      },
    },
  });
});

test("the review platform's figures come from the configuration", async () => {
  const configured = createApi({
    database,
    config: {
      jwtSecret: testJwtSecret,
      production: false,
      reviewPlatformName: "Trusted Stars",
      reviewPlatformRating: 4.8,
      reviewPlatformCount: 120_500,
      reviewPlatformUrl: "https://stars.example.org/parkway",
    },
  });

  const response = await configured.request("/api/v2/review-platform-stats");

  expect((await response.json()).data.data).toEqual({
    rating: 4.8,
    reviews_count: 120500,
    platform: "Trusted Stars",
    url: "https://stars.example.org/parkway",
  });
});

async function bookingWithHash() {
  const listing = await createListing(database, ownerId);
  await createBooking(
    database,
    { id: listing.id, bayId: listing.bayIds[0] ?? 0 },
    new Date("2026-05-30T09:00:00Z"),
    new Date("2026-05-30T17:00:00Z"),
  );
  const [booking] = await database.db
    .select({ id: bookings.id, hash: bookings.reviewHash })
    .from(bookings)
    .where(eq(bookings.listingId, listing.id));
  if (!booking) throw new Error("booking not created");
  return booking;
}

async function returnedAt(bookingId: number) {
  const [booking] = await database.db
    .select({ at: bookings.accessEquipmentReturnedAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking?.at ?? null;
}

function confirmReturned(bookingId: number | string, body: unknown) {
  return api.request(`/api/v2/confirm-access-equipment-returned/${bookingId}`, {
    method: "POST",
    ...jsonBody(body),
  });
}

test("the link's hash confirms the access equipment was returned, and the first time is kept", async () => {
  const booking = await bookingWithHash();
  time = new Date("2026-06-01T12:00:00Z");

  const first = await confirmReturned(booking.id, {
    hash: booking.hash,
    note: "Left at reception",
  });
  time = new Date("2026-06-02T08:00:00Z");
  const again = await confirmReturned(booking.id, { hash: booking.hash });

  const answer = {
    message: "Thank you for returning the access equipment.",
    data: { booking_id: booking.id, access_equipment_returned_at: "2026-06-01T12:00:00.000Z" },
  };
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual(answer);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual(answer);
  expect(await returnedAt(booking.id)).toEqual(new Date("2026-06-01T12:00:00Z"));
});

test("the confirmation can be posted as a form", async () => {
  const booking = await bookingWithHash();

  const response = await api.request(`/api/v2/confirm-access-equipment-returned/${booking.id}`, {
    method: "POST",
    body: new URLSearchParams({ hash: booking.hash }),
  });

  expect(response.status).toBe(200);
});

test("a wrong hash and an unknown booking get the same answer", async () => {
  const booking = await bookingWithHash();

  const wrongHash = await confirmReturned(booking.id, { hash: `${booking.hash}x` });
  const unknown = await confirmReturned(booking.id + 1_000, { hash: booking.hash });

  const notFound = {
    message: "We could not find that booking. Use the link in your booking email.",
  };
  expect(wrongHash.status).toBe(404);
  expect(await wrongHash.json()).toEqual(notFound);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual(notFound);
  expect(await returnedAt(booking.id)).toBeNull();
});

test("a malformed confirmation is refused with field messages", async () => {
  const badId = await confirmReturned("first", { hash: "abc" });
  const noHash = await confirmReturned(1, { returned: true });

  expect(badId.status).toBe(400);
  expect((await badId.json()).errors).toEqual({
    bookingId: ["The booking number must be a whole number"],
  });
  expect(noHash.status).toBe(400);
  expect((await noHash.json()).errors).toEqual({
    hash: ["Give the hash from the booking email's link"],
  });
});

test("the new endpoints are described in the OpenAPI document", async () => {
  const document = await (await api.request("/api/openapi.json")).json();

  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      "/api/v2/recommended-prices",
      "/api/v2/review-platform-stats",
      "/api/v2/location-notification",
      "/api/v2/misc/location-notifications/unsubscribe",
      "/api/v2/misc/user-notifications/unsubscribe",
      "/api/v2/contact-us",
      "/api/v2/confirm-access-equipment-returned/{bookingId}",
      "/api/admin/locations/{id}/booking-count",
    ]),
  );
});
