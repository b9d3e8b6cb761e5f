import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings, products, purchases, sandboxCharges } from "../../api/db/schema";
import { seedDiscountCodes } from "../../api/db/seed/discount-codes";
import { seedProducts } from "../../api/db/seed/products";
import { airportPlaces, readOurAirportsRows } from "../../api/reference/airports";
import { insertPlaces } from "../../api/repositories/places";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const start = new Date("2026-12-01T08:10:00Z");
let clock = start;

let database: Database;
let api: ReturnType<typeof createTestApi>;
let hourly: Awaited<ReturnType<typeof createListing>>;
let monthly: Awaited<ReturnType<typeof createListing>>;
let airport: Awaited<ReturnType<typeof createListing>>;
let driverId: string;
let extras: Record<string, number>;

type Headers = Record<string, string>;

const guest = () => bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`);

const guestDetails = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => clock });
  await insertPlaces(database.db, airportPlaces(readOurAirportsRows()));
  await seedProducts(database.db);
  await seedDiscountCodes(database.db);
  const ownerId = await createOwner(database);
  driverId = await createOwner(database, "driver@example.com");
  hourly = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 2,
    accessInstructions: "Bay 4, behind the blue gate. Code 2468.",
  });
  monthly = await createListing(database, ownerId, {
    airportCode: null,
    bayCount: 1,
    offersHourly: false,
    offersMonthly: true,
    seasons: [
      { plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: 2_000 },
      { plan: "mon-fri", intervalCount: 1, totalMinor: 9_000, depositMinor: 2_000 },
    ],
  });
  airport = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: "LBA",
    hourlyPriceMinor: null,
    dailyPriceMinor: 1_200,
    bayCount: 3,
  });
  const leedsBradford = await database.db
    .select({ id: products.id, key: products.key })
    .from(products)
    .where(eq(products.airportCode, "LBA"));
  extras = Object.fromEntries(leedsBradford.map((product) => [product.key, product.id]));
});

afterAll(async () => {
  await database.close();
});

async function post(path: string, body: unknown, headers: Headers) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function get(path: string, headers: Headers) {
  const response = await api.request(`/api/v2${path}`, { headers });
  return { status: response.status, body: await response.json() };
}

async function cardToken(number = "4242 4242 4242 4242") {
  const { status, body } = await post(
    "/sandbox/card-tokens",
    { number, exp_month: 12, exp_year: 2030, cvc: "123" },
    await guest(),
  );
  expect(status).toBe(201);
  return body.data.token as string;
}

let keys = 0;
const newKey = () => `checkout-test-${++keys}`;

/** Bookings of a listing that hold a bay: reserved or confirmed. */
async function holding(listingId: number) {
  return database.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(eq(bookings.listingId, listingId), inArray(bookings.status, ["reserved", "confirmed"])),
    );
}

const thursday = { start: "2026-12-03T09:00:00Z", end: "2026-12-03T11:00:00Z" };

test("a guest reserves an hourly space, pays by card, and has a confirmed booking", async () => {
  const headers = await guest();
  const reserved = await post(
    `/spaces/${hourly.id}/reserve`,
    { rental: "short", ...thursday, ...guestDetails, vehicle_reg: "ab12 cde" },
    headers,
  );
  expect(reserved.status).toBe(201);
  const reservation = reserved.body.data.reservation;
  expect(reservation).toMatchObject({
    rental: "short",
    value: 8,
    serviceFee: 0.6,
    total: 8.6,
    hold_expires_at: "2026-12-01T08:25:00.000Z",
  });
  expect(reserved.body.data.total).toBe(8.6);

  const paid = await post(
    `/spaces/${hourly.id}/purchase`,
    { reservation_id: reservation.id, payment_token: await cardToken() },
    { ...headers, "Idempotency-Key": newKey() },
  );
  expect(paid.status).toBe(201);
  expect(paid.body.data.purchase).toMatchObject({
    status: "succeeded",
    payment_method: "card",
    amount: 8.6,
    currency: "GBP",
  });
  const [booking] = paid.body.data.bookings;
  expect(booking).toMatchObject({
    id: reservation.id,
    status: "confirmed",
    rental: "short",
    start: "2026-12-03T09:00:00.000Z",
    end: "2026-12-03T11:00:00.000Z",
    total: 8.6,
    vehicle_reg: "AB12CDE",
    access_instructions: "Bay 4, behind the blue gate. Code 2468.",
    hold_expires_at: null,
  });
  expect(booking.reference).toMatch(/^PW-[A-Z0-9]{8}$/);
  expect(booking.review_hash).toMatch(/^[A-Za-z0-9_-]{20,}$/);

  const mine = await get("/me/tenant/bookings", headers);
  expect(mine.status).toBe(200);
  expect(mine.body.data.map((entry: { id: number }) => entry.id)).toEqual([booking.id]);
  // Another guest sees none of it.
  const stranger = await get("/me/tenant/bookings", await guest());
  expect(stranger.body.data).toEqual([]);
});

test("a signed-in driver books a month of mon-fri parking with a code, on their saved card", async () => {
  const headers = await bearerFor(["driver"], driverId);
  const saved = await post("/cards", { payment_token: await cardToken() }, headers);
  expect(saved.status).toBe(201);

  const quoted = await post(
    `/spaces/${monthly.id}/quote`,
    { rental: "long", season_plan: "mon-fri", voucher_code: "WELCOME5" },
    headers,
  );
  expect(quoted.status).toBe(200);

  const booked = await post(
    `/spaces/${monthly.id}/book`,
    {
      rental: "long",
      season_plan: "mon-fri",
      voucher_code: "WELCOME5",
      vehicle_reg: "YX19 ABC",
      affiliate_click_id: "awc-1234",
    },
    { ...headers, "Idempotency-Key": newKey() },
  );
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings;
  // £90 less £5, its 7.5% fee, the £20 deposit and the £5 arrangement fee: as quoted.
  expect(booking).toMatchObject({
    status: "confirmed",
    rental: "long",
    season_plan: "mon-fri",
    rolling: true,
    instant: true,
    end: null,
    start: start.toISOString(),
    paid_until: "2027-01-01T08:10:00.000Z",
    value: 85,
    valueBeforeDiscount: 90,
    serviceFee: 4.99,
    deposit: 20,
    arrangementFee: 5,
    total: 114.99,
    vehicle_reg: "YX19ABC",
    discount_code: "WELCOME5",
    affiliate: true,
  });
  expect(booked.body.data.purchase.amount).toBe(quoted.body.data.totalValue);
  const [purchase] = await database.db
    .select({ cardId: purchases.cardId })
    .from(purchases)
    .where(sql`${booking.id} = any(${purchases.bookingIds})`);
  expect(purchase?.cardId).toBe(saved.body.data.id);

  const mine = await get("/me/tenant/bookings?when=upcoming", headers);
  expect(mine.body.data.map((entry: { id: number }) => entry.id)).toContain(booking.id);
});

test("an airport booking with fast track and a lounge is paid with PayPal", async () => {
  const headers = await guest();
  const wallet = await post("/sandbox/wallet-tokens", { method: "paypal" }, headers);
  expect(wallet.status).toBe(201);
  const booked = await post(
    `/spaces/${airport.id}/book`,
    {
      rental: "airport",
      start: "2026-12-05T05:00:00Z",
      end: "2026-12-12T22:00:00Z",
      products: [
        {
          id: extras["fast-track-security"],
          key: "fast-track-security",
          details: { passengers: 2, flight_at: "2026-12-05T09:30:00Z" },
        },
        {
          id: extras["airport-lounge"],
          key: "airport-lounge",
          details: { adults: 2, children: 0, arrival_at: "2026-12-05T07:00:00Z" },
        },
      ],
      ...guestDetails,
      registration_unknown: true,
      payment_method: "paypal",
      payment_token: wallet.body.data.token,
    },
    { ...headers, "Idempotency-Key": newKey() },
  );
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings;
  expect(booking.products.map((product: { key: string }) => product.key)).toEqual([
    "fast-track-security",
    "airport-lounge",
  ]);
  const extrasValue = booking.products.reduce(
    (sum: number, product: { price: number }) => sum + product.price,
    0,
  );
  expect(booking.totalProductsValue).toBeCloseTo(extrasValue, 2);
  expect(booking.total).toBeCloseTo(booking.value + booking.serviceFee + extrasValue, 2);
  expect(booking).toMatchObject({ vehicle_reg: null, registration_unknown: true });
  expect(booked.body.data.purchase).toMatchObject({ payment_method: "paypal" });

  const mine = await get("/me/tenant/bookings", headers);
  expect(mine.body.data[0]).toMatchObject({ id: booking.id, totalProductsValue: extrasValue });
});

test("a purchase replayed with its key answers the first booking and charges once", async () => {
  const headers = await guest();
  const reserved = await post(
    `/spaces/${hourly.id}/reserve`,
    {
      rental: "short",
      start: "2026-12-04T09:00:00Z",
      end: "2026-12-04T10:00:00Z",
      ...guestDetails,
      vehicle_reg: "AB12CDE",
    },
    headers,
  );
  const key = newKey();
  const purchase = {
    reservation_id: reserved.body.data.reservation.id,
    payment_token: await cardToken(),
  };
  const first = await post(`/spaces/${hourly.id}/purchase`, purchase, {
    ...headers,
    "Idempotency-Key": key,
  });
  const again = await post(`/spaces/${hourly.id}/purchase`, purchase, {
    ...headers,
    "Idempotency-Key": key,
  });
  expect(first.status).toBe(201);
  expect(again).toEqual(first);
  const charges = await database.db
    .select({ key: sandboxCharges.idempotencyKey })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, first.body.data.purchase.id));
  expect(charges).toHaveLength(1);

  // A book call retried after a lost answer does not reserve a second bay.
  const bookKey = newKey();
  const book = {
    rental: "short",
    start: "2026-12-05T09:00:00Z",
    end: "2026-12-05T10:00:00Z",
    ...guestDetails,
    vehicle_reg: "AB12CDE",
    payment_token: await cardToken(),
  };
  const booked = await post(`/spaces/${hourly.id}/book`, book, {
    ...headers,
    "Idempotency-Key": bookKey,
  });
  const rebooked = await post(`/spaces/${hourly.id}/book`, book, {
    ...headers,
    "Idempotency-Key": bookKey,
  });
  expect(rebooked).toEqual(booked);
  const saturday = await database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, hourly.id),
        sql`${bookings.during} && tstzrange('2026-12-05T09:00:00Z', '2026-12-05T10:00:00Z')`,
      ),
    );
  expect(saturday).toHaveLength(1);
});

test("a declined card books nothing, holds no bay, and says why", async () => {
  const headers = await guest();
  const before = await holding(monthly.id);
  const period = { start: "2026-12-07T09:00:00Z", end: "2026-12-07T12:00:00Z" };
  const declined = await post(
    `/spaces/${hourly.id}/book`,
    {
      rental: "short",
      ...period,
      ...guestDetails,
      vehicle_reg: "AB12CDE",
      payment_token: await cardToken("4000 0000 0000 9995"),
    },
    { ...headers, "Idempotency-Key": newKey() },
  );
  expect(declined).toEqual({
    status: 402,
    body: {
      message:
        "Your card was declined for insufficient funds and you have not been charged. Try another card, or another way to pay.",
      code: "insufficient_funds",
    },
  });
  const held = await database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, hourly.id),
        inArray(bookings.status, ["reserved", "confirmed"]),
        sql`${bookings.during} && tstzrange(${period.start}::timestamptz, ${period.end}::timestamptz)`,
      ),
    );
  expect(held).toEqual([]);
  expect(await holding(monthly.id)).toEqual(before);
  // Both bays are free again for the next driver.
  const quote = await post(`/spaces/${hourly.id}/quote`, { rental: "short", ...period }, headers);
  expect(quote.status).toBe(200);
});

test("a reservation pays only while its hold lasts, and only for the driver who made it", async () => {
  const mine = await guest();
  const reserved = await post(
    `/spaces/${hourly.id}/reserve`,
    {
      rental: "short",
      start: "2026-12-08T09:00:00Z",
      end: "2026-12-08T10:00:00Z",
      ...guestDetails,
      vehicle_reg: "AB12CDE",
    },
    mine,
  );
  const purchase = {
    reservation_id: reserved.body.data.reservation.id,
    payment_token: await cardToken(),
  };
  const someoneElse = await post(`/spaces/${hourly.id}/purchase`, purchase, {
    ...(await guest()),
    "Idempotency-Key": newKey(),
  });
  expect(someoneElse.status).toBe(409);
  clock = new Date(start.getTime() + 16 * 60 * 1000);
  try {
    const late = await post(`/spaces/${hourly.id}/purchase`, purchase, {
      ...mine,
      "Idempotency-Key": newKey(),
    });
    expect(late).toEqual({
      status: 409,
      body: {
        message:
          "Your reservation has expired and the space has been taken. Choose other times or a nearby space.",
      },
    });
  } finally {
    clock = start;
  }
});

test("checkout asks for what is missing, field by field", async () => {
  const headers = await guest();
  const reserve = await post(
    `/spaces/${hourly.id}/reserve`,
    { rental: "short", ...thursday },
    headers,
  );
  expect(reserve.status).toBe(400);
  expect(reserve.body.errors).toEqual({
    first_name: ["Enter your first name"],
    last_name: ["Enter your last name"],
    email: ["Enter your email address for the confirmation"],
    mobile: ["Enter a mobile number the owner can reach you on"],
    vehicle_reg: [
      "Enter the registration of the vehicle you will park, or say you do not know it yet",
    ],
  });
  const noKey = await post(
    `/spaces/${hourly.id}/purchase`,
    { reservation_id: 1, payment_token: "x" },
    headers,
  );
  expect(noKey.status).toBe(400);
  expect(Object.keys(noKey.body.errors)).toEqual(["idempotency_key"]);
  const noCard = await post(
    `/spaces/${hourly.id}/book`,
    { rental: "short", ...thursday, ...guestDetails, vehicle_reg: "AB12CDE" },
    { ...headers, "Idempotency-Key": newKey() },
  );
  expect(noCard.body.errors).toEqual({ card_id: ["Choose a saved card or add a new one"] });
  const anonymous = await api.request(`/api/v2/spaces/${hourly.id}/reserve`, {
    method: "POST",
    ...jsonBody({ rental: "short", ...thursday }),
  });
  expect(anonymous.status).toBe(401);
});

test("a fully booked period answers 409 with a message the driver understands", async () => {
  const headers = await guest();
  // The monthly space has one bay, taken open-ended by the subscription above.
  const taken = await post(
    `/spaces/${monthly.id}/reserve`,
    { rental: "long", ...guestDetails, vehicle_reg: "AB12CDE" },
    headers,
  );
  expect(taken.status).toBe(409);
  expect(taken.body.message).toMatch(/booked|taken|free/i);
});
