import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { products } from "../../api/db/schema";
import { seedProducts } from "../../api/db/seed/products";
import { quoteProducts } from "../../api/products/quote-products";
import { airportPlaces, readOurAirportsRows } from "../../api/reference/airports";
import { insertPlaces } from "../../api/repositories/places";
import { createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const now = new Date("2026-12-01T08:10:00Z");
const base = "/api/products-api/products";
/** A week's airport parking from Saturday morning: pre-book-single. */
const trip = { starts: "2026-12-05T05:00:00Z", ends: "2026-12-12T22:00:00Z" };
const aberystwyth = { latitude: "52.4153", longitude: "-4.0829" };

let database: Database;
let api: ReturnType<typeof createTestApi>;
let seeded: number;
let leedsBradfordSpace: number;
let dublinSpace: number;
let draftSpace: number;
let ids: Record<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  await insertPlaces(database.db, airportPlaces(readOurAirportsRows()));
  seeded = await seedProducts(database.db);
  const ownerId = await createOwner(database);
  leedsBradfordSpace = (
    await createListing(database, ownerId, {
      lat: 53.8621,
      lng: -1.6549,
      airportCode: "LBA",
      addressLine: "14 Victoria Avenue",
      city: "Yeadon",
    })
  ).id;
  dublinSpace = (
    await createListing(database, ownerId, {
      lat: 53.4195,
      lng: -6.2402,
      airportCode: null,
      country: "IRL",
      currency: "EUR",
      city: "Swords",
    })
  ).id;
  draftSpace = (await createListing(database, ownerId, { status: "draft", airportCode: "LBA" })).id;
  const rows = await database.db
    .select({ id: products.id, key: products.key, airportCode: products.airportCode })
    .from(products);
  ids = Object.fromEntries(rows.map((row) => [`${row.airportCode} ${row.key}`, row.id]));
});

afterAll(async () => {
  await database.close();
});

function search(query: Record<string, string>) {
  return api.request(`${base}/search?${new URLSearchParams(query)}`);
}

function post(path: string, body: unknown) {
  return api.request(`${base}/${path}`, { method: "POST", ...jsonBody(body) });
}

function session(overrides: Record<string, unknown> = {}) {
  return {
    location_id: leedsBradfordSpace,
    parking_price: 4250,
    parking_session_starts_at: trip.starts,
    parking_session_ends_at: trip.ends,
    currency: "GBP",
    ...overrides,
  };
}

test("the seed offers three extras at each of the 32 airports, in pounds in the UK and euros in Ireland", async () => {
  expect(seeded).toBe(96);
  const currencies = await database.db
    .select({ airportCode: products.airportCode, currency: products.currency })
    .from(products)
    .where(eq(products.key, "airport-lounge"));
  expect(currencies).toHaveLength(32);
  const byAirport = new Map(currencies.map((row) => [row.airportCode, row.currency]));
  expect(byAirport.get("LHR")).toBe("GBP");
  expect(byAirport.get("BFS")).toBe("GBP");
  expect(byAirport.get("DUB")).toBe("EUR");
  expect(byAirport.get("CFN")).toBe("EUR");
  expect(await seedProducts(database.db)).toBe(0);
});

test("a search for an airport space lists its airport's extras priced in minor units", async () => {
  const response = await search({
    location_id: String(leedsBradfordSpace),
    parking_session_starts_at: trip.starts,
    user_id: "42",
    currency: "GBP",
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.meta).toEqual({
    airport: { code: "LBA", name: "Leeds Bradford Airport" },
    parking_type: "pre-book-single",
  });
  expect(body.data.map((product: { key: string }) => product.key)).toEqual([
    "park-and-go",
    "fast-track-security",
    "airport-lounge",
  ]);
  const [parkAndGo, fastTrack, lounge] = body.data;
  expect(parkAndGo).toMatchObject({
    id: ids["LBA park-and-go"],
    name: "Park and Go",
    airport: { code: "LBA", name: "Leeds Bradford Airport" },
    variants: [
      { key: "up-to-2", name: "Up to 2 passengers", price: { value: 1150, currency: "GBP" } },
      { key: "up-to-4", name: "Up to 4 passengers", price: { value: 1550, currency: "GBP" } },
      { key: "up-to-8", price: { value: 2450, currency: "GBP" } },
    ],
    images: {
      icon: "/api/products-api/products/images/park-and-go/icon.svg",
      logo: "/api/products-api/products/images/park-and-go/logo.svg",
      banner: "/api/products-api/products/images/park-and-go/banner.svg",
    },
  });
  expect(parkAndGo.description).toContain("Leeds Bradford Airport");
  expect(parkAndGo.instructions).toContain("We text you when your driver is on the way");
  expect(fastTrack.variants).toEqual([
    { key: "per-person", name: "Per person", price: { value: 650, currency: "GBP" } },
  ]);
  expect(lounge.variants.map((variant: { key: string }) => variant.key)).toEqual([
    "adult",
    "child",
  ]);
});

test("a search near a point finds the nearest airport within 30 km, and none further away", async () => {
  const nearDublin = await search({
    latitude: "53.40",
    longitude: "-6.20",
    parking_session_starts_at: trip.starts,
  });
  const body = await nearDublin.json();
  expect(body.meta.airport).toEqual({ code: "DUB", name: "Dublin Airport" });
  expect(body.data[0]).toMatchObject({
    key: "park-and-go",
    variants: [{ price: { value: 1600, currency: "EUR" } }, {}, {}],
  });

  const farFromAirports = await search({ ...aberystwyth, parking_session_starts_at: trip.starts });
  expect(farFromAirports.status).toBe(200);
  expect(await farFromAirports.json()).toEqual({
    data: [],
    meta: { airport: null, parking_type: "pre-book-single" },
  });
});

test("a space without an airport code gets the extras of the airport within 30 km of it", async () => {
  const response = await search({
    location_id: String(dublinSpace),
    parking_session_starts_at: trip.starts,
  });
  const body = await response.json();
  expect(body.meta.airport.code).toBe("DUB");
  expect(body.data).toHaveLength(3);
});

test("park and go is offered before parking starts and within the park-now window, never on exit", async () => {
  const keysFor = async (query: Record<string, string>) => {
    const body = await (await search({ location_id: String(leedsBradfordSpace), ...query })).json();
    return { type: body.meta.parking_type, keys: body.data.map((p: { key: string }) => p.key) };
  };
  expect(await keysFor({ parking_session_starts_at: "2026-12-01T09:00:00Z" })).toEqual({
    type: "park-now",
    keys: ["park-and-go", "fast-track-security", "airport-lounge"],
  });
  expect(await keysFor({ parking_session_starts_at: "2026-12-01T07:30:00Z" })).toEqual({
    type: "on-exit",
    keys: ["fast-track-security", "airport-lounge"],
  });
  expect(await keysFor({ parking_type: "on-exit" })).toEqual({
    type: "on-exit",
    keys: ["fast-track-security", "airport-lounge"],
  });
  expect((await keysFor({ parking_type: "pre-book-single" })).keys).toContain("park-and-go");
});

test("a search in another currency than the airport's finds nothing to add", async () => {
  const response = await search({
    latitude: "53.40",
    longitude: "-6.20",
    parking_session_starts_at: trip.starts,
    currency: "GBP",
  });
  expect((await response.json()).data).toEqual([]);
});

test("a search needs a space or a point, and a start or a parking type", async () => {
  const response = await search({ latitude: "53.40" });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: "Please correct the invalid fields",
    errors: {
      longitude: ["Give location_id, or latitude and longitude"],
      parking_session_starts_at: ["Give parking_session_starts_at, or parking_type"],
    },
  });
  const badType = await search({ location_id: String(leedsBradfordSpace), parking_type: "later" });
  expect((await badType.json()).errors.parking_type).toEqual([
    "parking_type must be one of: on-exit, park-now, pre-book-single",
  ]);
});

test("a search for a space that is not listed answers 404 with a message", async () => {
  const response = await search({
    location_id: String(draftSpace),
    parking_session_starts_at: trip.starts,
  });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    message: "There is no space with that number",
    errors: { location_id: ["There is no space with that number"] },
  });
});

test("a product's icon, logo and banner are SVG drawings served with caching", async () => {
  for (const kind of ["icon", "logo", "banner"]) {
    const response = await api.request(`${base}/images/airport-lounge/${kind}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  }
  expect((await api.request(`${base}/images/airport-lounge/poster.svg`)).status).toBe(404);
  expect((await api.request(`${base}/images/valet/icon.svg`)).status).toBe(404);
  expect((await api.request(`${base}/images/airport-lounge/icon.png`)).status).toBe(404);
});

test("a quote prices each extra in minor units and counts the parking once", async () => {
  const response = await post("quote", {
    products: [
      { id: ids["LBA fast-track-security"], key: "fast-track-security", ...session() },
      {
        id: ids["LBA airport-lounge"],
        key: "airport-lounge",
        ...session(),
        details: { adults: 2, children: 1, arrival_at: "2026-12-05T07:00:00Z" },
      },
      {
        id: ids["LBA park-and-go"],
        key: "park-and-go",
        ...session({ parking_price: 42.5 * 100 }),
        variant: "up-to-4",
      },
    ],
  });
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(data.products.map((p: { price: { value: number } }) => p.price.value)).toEqual([
    650,
    2 * 3200 + 1800,
    1550,
  ]);
  expect(data.products[0]).toMatchObject({
    id: ids["LBA fast-track-security"],
    key: "fast-track-security",
    name: "Fast Track Security",
    airport: { code: "LBA", name: "Leeds Bradford Airport" },
    location_id: leedsBradfordSpace,
    items: [
      {
        variant: { key: "per-person", name: "Per person" },
        quantity: 1,
        unit_price: { value: 650, currency: "GBP" },
        price: { value: 650, currency: "GBP" },
      },
    ],
    plan: null,
  });
  expect(data.products[1].items).toEqual([
    {
      variant: { key: "adult", name: "Adult (12 and over)" },
      quantity: 2,
      unit_price: { value: 3200, currency: "GBP" },
      price: { value: 6400, currency: "GBP" },
    },
    {
      variant: { key: "child", name: "Child (2 to 11)" },
      quantity: 1,
      unit_price: { value: 1800, currency: "GBP" },
      price: { value: 1800, currency: "GBP" },
    },
  ]);
  expect(data.totals).toEqual({
    products: { value: 650 + 8200 + 1550, currency: "GBP" },
    parking: { value: 4250, currency: "GBP" },
    total: { value: 650 + 8200 + 1550 + 4250, currency: "GBP" },
  });
});

test("a parking price sent as pounds times 100 is rounded to whole pence", async () => {
  const response = await post("quote", {
    products: [
      {
        id: ids["LBA fast-track-security"],
        key: "fast-track-security",
        ...session({ parking_price: 19.99 * 100 }),
      },
    ],
  });
  expect((await response.json()).data.totals.parking).toEqual({ value: 1999, currency: "GBP" });
});

test("a park and go quote answers the pickup point and the checkout instructions", async () => {
  const response = await post("quote/park-and-go", {
    id: ids["LBA park-and-go"],
    ...session(),
    passengers: 2,
    pickup_at: "2026-12-05T05:30:00Z",
  });
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(data.products).toHaveLength(1);
  const [ride] = data.products;
  expect(ride.price).toEqual({ value: 1150, currency: "GBP" });
  expect(ride.plan).toEqual({
    key: "park-and-go",
    passengers: 2,
    pickup_at: "2026-12-05T05:30:00.000Z",
    pickup_location: {
      address: "14 Victoria Avenue",
      city: "Yeadon",
      postcode: "LS1 4DY",
      lat: 53.8621,
      lng: -1.6549,
    },
    destination: { code: "LBA", name: "Leeds Bradford Airport", point: "Terminal drop-off" },
    checkout_instructions: [
      {
        step: "reach-pickup-location",
        text: "Reach the pickup location, 14 Victoria Avenue, LS1 4DY, by 05:20 on Sat 5 Dec.",
      },
      {
        step: "pickup-scheduled",
        text: "Your pickup is scheduled for 05:30 on Sat 5 Dec from 14 Victoria Avenue, LS1 4DY.",
      },
      { step: "driver-on-the-way", text: "We text you when your driver is on the way." },
      {
        step: "destination",
        text: "Your destination is the terminal drop-off at Leeds Bradford Airport.",
      },
    ],
  });
  expect(data.totals.total).toEqual({ value: 1150 + 4250, currency: "GBP" });
});

test("a park and go ride is the smallest that seats the passengers, and a chosen one must seat them", async () => {
  const ride = {
    id: ids["LBA park-and-go"],
    ...session(),
    pickup_at: "2026-12-05T05:30:00Z",
  };
  const forThree = await post("quote/park-and-go", { ...ride, passengers: 3 });
  expect((await forThree.json()).data.products[0].items[0]).toMatchObject({
    variant: { key: "up-to-4" },
    unit_price: { value: 1550 },
  });
  const tooSmall = await post("quote/park-and-go", { ...ride, passengers: 3, variant: "up-to-2" });
  expect(tooSmall.status).toBe(400);
  expect(await tooSmall.json()).toEqual({
    message: "That ride seats up to 2; choose a larger one for 3 passengers",
    errors: { variant: ["That ride seats up to 2; choose a larger one for 3 passengers"] },
  });
  const unknown = await post("quote/park-and-go", { ...ride, passengers: 1, variant: "limousine" });
  expect((await unknown.json()).errors.variant).toEqual([
    "Choose one of: up-to-2, up-to-4, up-to-8",
  ]);
});

test("a park and go pickup must be during the parking session and still to come", async () => {
  const ride = { id: ids["LBA park-and-go"], ...session(), passengers: 1 };
  const afterParking = await post("quote/park-and-go", {
    ...ride,
    pickup_at: "2026-12-13T09:00:00Z",
  });
  expect(afterParking.status).toBe(400);
  const body = await afterParking.json();
  expect(body.message).toBe(
    "Choose a pickup time during your parking, from 05:00 on Sat 5 Dec to 22:00 on Sat 12 Dec",
  );
  expect(body.errors).toEqual({ pickup_at: [body.message] });
});

test("park and go cannot be booked once the parking has started", async () => {
  const response = await post("quote/park-and-go", {
    id: ids["LBA park-and-go"],
    ...session({ parking_session_starts_at: "2026-12-01T07:00:00Z" }),
    passengers: 1,
    pickup_at: "2026-12-01T09:00:00Z",
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: "Park and Go must be booked before your parking starts",
    errors: {
      parking_session_starts_at: ["Park and Go must be booked before your parking starts"],
    },
  });
});

test("a party travels with 1 to 8 passengers", async () => {
  for (const passengers of [0, 9, 2.5]) {
    const response = await post("quote/fast-track-security", {
      id: ids["LBA fast-track-security"],
      ...session(),
      passengers,
      flight_at: "2026-12-05T09:00:00Z",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.passengers).toEqual(["Choose from 1 to 8 passengers"]);
  }
});

test("fast track is priced per person for a flight that leaves while the car is parked", async () => {
  const pass = { id: ids["LBA fast-track-security"], ...session(), passengers: 3 };
  const response = await post("quote/fast-track-security", {
    ...pass,
    flight_at: "2026-12-05T09:00:00Z",
  });
  expect(response.status).toBe(200);
  const [fastTrack] = (await response.json()).data.products;
  expect(fastTrack.price).toEqual({ value: 3 * 650, currency: "GBP" });
  expect(fastTrack.plan).toEqual({
    key: "fast-track-security",
    passengers: 3,
    flight_at: "2026-12-05T09:00:00.000Z",
    entry_window: { opens_at: "2026-12-05T06:00:00.000Z", closes_at: "2026-12-05T08:15:00.000Z" },
  });

  const beforeParking = await post("quote/fast-track-security", {
    ...pass,
    flight_at: "2026-12-04T09:00:00Z",
  });
  expect(beforeParking.status).toBe(400);
  expect((await beforeParking.json()).errors.flight_at).toEqual([
    "Give the time of a flight that leaves while you are parked, from 05:00 on Sat 5 Dec to 22:00 on Sat 12 Dec",
  ]);
});

test("a lounge visit prices adults and children and answers the lounge's opening hours", async () => {
  const visit = { id: ids["LBA airport-lounge"], ...session(), adults: 2, children: 1 };
  const response = await post("quote/airport-lounge", {
    ...visit,
    arrival_at: "2026-12-05T07:00:00Z",
  });
  expect(response.status).toBe(200);
  const [lounge] = (await response.json()).data.products;
  expect(lounge.price).toEqual({ value: 2 * 3200 + 1800, currency: "GBP" });
  expect(lounge.plan).toEqual({
    key: "airport-lounge",
    adults: 2,
    children: 1,
    arrival_at: "2026-12-05T07:00:00.000Z",
    products_meta: {
      opening_hours: { opens: "04:30", closes: "21:00" },
      max_stay_minutes: 180,
      child_ages: "2 to 11",
      under_twos_free: true,
    },
  });

  const beforeOpening = await post("quote/airport-lounge", {
    ...visit,
    arrival_at: "2026-12-06T03:30:00Z",
  });
  expect(beforeOpening.status).toBe(400);
  expect((await beforeOpening.json()).message).toBe(
    "The lounge is open from 04:30 to 21:00; choose an arrival time in those hours",
  );
});

test("a lounge visit needs an adult and at most 8 people", async () => {
  const visit = { id: ids["LBA airport-lounge"], ...session(), arrival_at: "2026-12-05T07:00:00Z" };
  const noAdult = await post("quote/airport-lounge", { ...visit, adults: 0, children: 2 });
  expect((await noAdult.json()).errors.adults).toEqual([
    "Children visit the lounge with an adult: choose at least 1 adult",
  ]);
  const crowd = await post("quote/airport-lounge", { ...visit, adults: 5, children: 4 });
  expect(crowd.status).toBe(400);
  expect((await crowd.json()).message).toBe("Book lounge visits for up to 8 people at a time");
  const adultsOnly = await post("quote/airport-lounge", { ...visit, adults: 1 });
  expect((await adultsOnly.json()).data.products[0].price.value).toBe(3200);
});

test("an extra from another airport, or in another currency, is refused for the space", async () => {
  const dublinLounge = await post("quote", {
    products: [
      { id: ids["DUB airport-lounge"], key: "airport-lounge", ...session({ currency: "EUR" }) },
    ],
  });
  expect(dublinLounge.status).toBe(400);
  expect((await dublinLounge.json()).errors).toEqual({
    "products.0.location_id": [
      "Airport Lounge at this airport is not offered with this space: choose extras for the airport the space serves",
    ],
  });
  const inEuros = await post("quote", {
    products: [
      { id: ids["LBA airport-lounge"], key: "airport-lounge", ...session({ currency: "EUR" }) },
    ],
  });
  expect((await inEuros.json()).errors).toEqual({
    "products.0.currency": ["Airport Lounge is priced in GBP there"],
  });
});

test("the general quote names a detail at fault by its place in the list", async () => {
  const response = await post("quote", {
    products: [
      { id: ids["LBA fast-track-security"], key: "fast-track-security", ...session() },
      {
        id: ids["LBA park-and-go"],
        key: "park-and-go",
        ...session(),
        details: { passengers: 2, pickup_at: "2026-11-30T09:00:00Z" },
      },
    ],
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: "Choose a pickup time that has not passed",
    errors: { "products.1.details.pickup_at": ["Choose a pickup time that has not passed"] },
  });
});

test("a quote checks its input before pricing", async () => {
  const response = await post("quote", {
    products: [
      {
        id: ids["LBA fast-track-security"],
        key: "valet",
        ...session({ parking_session_ends_at: trip.starts, currency: "USD" }),
      },
    ],
  });
  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    "products.0.key": ["key must be one of: park-and-go, fast-track-security, airport-lounge"],
  });
  const empty = await post("quote", { products: [] });
  expect((await empty.json()).errors).toEqual({ products: ["Choose at least one extra to quote"] });
  const backwards = await post("quote/fast-track-security", {
    id: ids["LBA fast-track-security"],
    ...session({ parking_session_ends_at: trip.starts }),
    passengers: 1,
    flight_at: "2026-12-05T09:00:00Z",
  });
  expect((await backwards.json()).errors).toEqual({
    parking_session_ends_at: ["The parking must end after it starts"],
  });
});

test("a quote for a product or a space that does not exist answers 404", async () => {
  const noProduct = await post("quote/airport-lounge", {
    id: 999_999,
    ...session(),
    adults: 1,
    arrival_at: "2026-12-05T07:00:00Z",
  });
  expect(noProduct.status).toBe(404);
  expect(await noProduct.json()).toEqual({
    message: "There is no Airport Lounge extra with that id",
    errors: { id: ["There is no Airport Lounge extra with that id"] },
  });
  const wrongKind = await post("quote/airport-lounge", {
    id: ids["LBA fast-track-security"],
    ...session(),
    adults: 1,
    arrival_at: "2026-12-05T07:00:00Z",
  });
  expect(wrongKind.status).toBe(404);
  const noSpace = await post("quote", {
    products: [
      {
        id: ids["LBA fast-track-security"],
        key: "fast-track-security",
        ...session({ location_id: draftSpace }),
      },
    ],
  });
  expect(noSpace.status).toBe(404);
  expect((await noSpace.json()).errors).toEqual({
    "products.0.location_id": ["There is no space with that number"],
  });
});

test("the booking engine's quoteProducts prices extras exactly as the products API does", async () => {
  const details = { passengers: 2, flight_at: "2026-12-05T09:00:00Z" };
  const response = await post("quote/fast-track-security", {
    id: ids["LBA fast-track-security"],
    ...session(),
    ...details,
  });
  const { data } = await response.json();
  const result = await quoteProducts(database.db, {
    now,
    products: [
      {
        id: ids["LBA fast-track-security"] ?? 0,
        key: "fast-track-security",
        locationId: leedsBradfordSpace,
        parkingPriceMinor: 4250,
        parkingSessionStartsAt: new Date(trip.starts),
        parkingSessionEndsAt: new Date(trip.ends),
        currency: "GBP",
        details: { passengers: 2, flightAt: new Date(details.flight_at) },
      },
    ],
  });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.quote.productsMinor).toBe(data.totals.products.value);
  expect(result.quote.totalMinor).toBe(data.totals.total.value);
  expect(result.quote.products[0]?.priceMinor).toBe(1300);
});

test("the products API is described in the OpenAPI document", async () => {
  const { paths } = await (await api.request("/api/openapi.json")).json();
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      "/api/products-api/products/search",
      "/api/products-api/products/quote",
      "/api/products-api/products/quote/park-and-go",
      "/api/products-api/products/quote/fast-track-security",
      "/api/products-api/products/quote/airport-lounge",
      "/api/products-api/products/images/{key}/{file}",
    ]),
  );
});
