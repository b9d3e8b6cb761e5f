import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings, discountCodes, listingHours, listings, products } from "../../api/db/schema";
import { seedDiscountCodes } from "../../api/db/seed/discount-codes";
import { seedProducts } from "../../api/db/seed/products";
import { airportPlaces, readOurAirportsRows } from "../../api/reference/airports";
import { insertPlaces } from "../../api/repositories/places";
import { insertMissingDiscountCodes } from "../../api/repositories/discount-codes";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const now = new Date("2026-12-01T08:10:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let driverId: string;
let strangerId: string;
let hourly: Awaited<ReturnType<typeof createListing>>;
let monthly: Awaited<ReturnType<typeof createListing>>;
let airport: Awaited<ReturnType<typeof createListing>>;
let dublin: Awaited<ReturnType<typeof createListing>>;
let garage: Awaited<ReturnType<typeof createListing>>;
/** The Leeds Bradford extras' ids, by product. */
let extras: Record<string, number>;
let closedListings: Record<"draft" | "disabled" | "removed", number>;

const noMonthly = { offersMonthly: false, seasons: [] };

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  await insertPlaces(database.db, airportPlaces(readOurAirportsRows()));
  await seedProducts(database.db);
  const ownerId = await createOwner(database);
  driverId = await createOwner(database);
  strangerId = await createOwner(database);
  hourly = await createListing(database, ownerId, {
    ...noMonthly,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    airportCode: null,
    bayCount: 2,
  });
  monthly = await createListing(database, ownerId, {
    airportCode: null,
    bayCount: 1,
    offersMonthly: true,
    seasons: [
      { plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: 0 },
      { plan: "mon-sun", intervalCount: 3, totalMinor: 34_800, depositMinor: 5_000 },
      { plan: "mon-fri", intervalCount: 1, totalMinor: 9_000, depositMinor: 0 },
    ],
  });
  airport = await createListing(database, ownerId, {
    ...noMonthly,
    airportCode: "LBA",
    hourlyPriceMinor: null,
    dailyPriceMinor: 1_200,
    bayCount: 3,
  });
  dublin = await createListing(database, ownerId, {
    ...noMonthly,
    country: "IRL",
    currency: "EUR",
    airportCode: null,
    hourlyPriceMinor: 300,
    dailyPriceMinor: 1_800,
    bayCount: 1,
  });
  garage = await createListing(database, ownerId, {
    ...noMonthly,
    airportCode: null,
    hourlyPriceMinor: 200,
    dailyPriceMinor: null,
    bayCount: 1,
  });
  await database.db.update(listings).set({ openAllHours: false }).where(eq(listings.id, garage.id));
  await database.db
    .insert(listingHours)
    .values([{ listingId: garage.id, weekday: 3, opensAt: "07:00", closesAt: "19:00" }]);
  const leedsBradford = await database.db
    .select({ id: products.id, key: products.key })
    .from(products)
    .where(eq(products.airportCode, "LBA"));
  extras = Object.fromEntries(leedsBradford.map((product) => [product.key, product.id]));
  closedListings = {
    draft: (await createListing(database, ownerId, { status: "draft" })).id,
    disabled: (await createListing(database, ownerId, { status: "disabled" })).id,
    removed: (await createListing(database, ownerId, { status: "removed" })).id,
  };
  await seedDiscountCodes(database.db);
  await insertMissingDiscountCodes(database.db, [
    { code: "DRIVERS10", kind: "percent", value: 10, ownerId: driverId, maxRedemptions: 1 },
    { code: "ONEOFF", kind: "static", value: 300, currency: "GBP", maxRedemptions: 1 },
    { code: "TWICE", kind: "static", value: 100, currency: "GBP", maxRedemptions: 2 },
    {
      code: "NEWYEAR",
      kind: "percent",
      value: 20,
      validFrom: new Date("2027-01-01T00:00:00Z"),
    },
  ]);
  // ONEOFF is held by a confirmed booking on a space of its own.
  const used = await createListing(database, ownerId, { ...noMonthly, airportCode: null });
  await createBooking(
    database,
    { id: used.id, bayId: used.bayIds[0]! },
    new Date("2026-11-20T09:00:00Z"),
    new Date("2026-11-20T10:00:00Z"),
  );
  const [oneOff] = await database.db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, "ONEOFF"));
  await database.db
    .update(bookings)
    .set({ discountCodeId: oneOff!.id })
    .where(eq(bookings.listingId, used.id));
});

afterAll(async () => {
  await database.close();
});

async function quote(id: number, body: unknown, headers: Record<string, string> = {}) {
  const response = await api.request(`/api/v2/spaces/${id}/quote`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function quoteMulti(id: number, body: unknown) {
  const response = await api.request(`/api/v2/spaces/${id}/quote/multi`, {
    method: "POST",
    ...jsonBody(body),
  });
  return { status: response.status, body: await response.json() };
}

const thursday = { start: "2026-12-03T09:00:00Z", end: "2026-12-03T11:00:00Z" };

test("an hourly quote shows the parking price, the service fee and the total", async () => {
  const { status, body } = await quote(hourly.id, {
    rental: "short",
    ...thursday,
    vehicle_reg: "ab12 cde",
  });
  expect(status).toBe(200);
  expect(body).toEqual({
    data: {
      quotes: [
        {
          rental: "short",
          start: "2026-12-03T09:00:00.000Z",
          end: "2026-12-03T11:00:00.000Z",
          quote_id: 1,
          interval_count: null,
          voucher_code: null,
          products: [],
          totalProductsValue: 0,
          season_plan: null,
          value: 8,
          valueBeforeDiscount: 8,
          deposit: 0,
          discountedDeposit: 0,
          vehicle_reg: "AB12CDE",
          message: null,
          renewal: null,
          per_month: null,
        },
      ],
      serviceFee: 0.6,
      arrangementFee: 0,
      serviceFeeBeforeDiscount: 0.6,
      totalValue: 8.6,
      totalValueBeforeDiscount: 8.6,
      totalProductsValue: 0,
      currency: { value: "GBP", symbol: "£" },
      discount: null,
    },
  });
});

test("a discount code lowers the price and the service fee, and is labelled", async () => {
  const { status, body } = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-03T09:00:00Z",
    end: "2026-12-03T17:00:00Z",
    voucher_code: " welcome5 ",
  });
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    serviceFee: 1.13,
    serviceFeeBeforeDiscount: 1.5,
    totalValue: 16.13,
    totalValueBeforeDiscount: 21.5,
    discount: { code: "WELCOME5", label: "WELCOME5 (£5 off)" },
  });
  expect(body.data.quotes[0]).toMatchObject({
    voucher_code: "WELCOME5",
    value: 15,
    valueBeforeDiscount: 20,
  });
});

test("airport parking is charged by the day over the dates, with a percentage off", async () => {
  const { status, body } = await quote(airport.id, {
    rental: "airport",
    start: "2026-12-03T05:00:00Z",
    end: "2026-12-10T22:00:00Z",
    voucher_code: "SPRING10",
  });
  expect(status).toBe(200);
  expect(body.data.quotes[0]).toMatchObject({
    rental: "airport",
    value: 86.4,
    valueBeforeDiscount: 96,
  });
  expect(body.data).toMatchObject({
    serviceFee: 4.99,
    totalValue: 91.39,
    discount: { code: "SPRING10", label: "SPRING10 (10% off)" },
  });
});

test("a monthly season quote carries its deposit, the arrangement fee and what follows", async () => {
  const { status, body } = await quote(monthly.id, {
    rental: "long",
    start: "2026-12-05T00:00:00Z",
    season_plan: "mon-sun",
    interval_count: 3,
    voucher_code: "WELCOME5",
  });
  expect(status).toBe(200);
  expect(body.data.quotes[0]).toEqual({
    rental: "long",
    start: "2026-12-05T00:00:00.000Z",
    end: null,
    quote_id: 1,
    interval_count: 3,
    voucher_code: "WELCOME5",
    products: [],
    totalProductsValue: 0,
    season_plan: "mon-sun",
    value: 343,
    valueBeforeDiscount: 348,
    deposit: 50,
    discountedDeposit: 50,
    vehicle_reg: null,
    message:
      "Then £352.99 every 3 months (£348.00 parking and £4.99 service fee) until you cancel. The £50.00 deposit is refunded when it ends.",
    renewal: { value: 348, service_fee: 4.99, total: 352.99, every_months: 3 },
    per_month: 117.66,
  });
  expect(body.data).toMatchObject({
    serviceFee: 4.99,
    arrangementFee: 5,
    totalValue: 343 + 50 + 4.99 + 5,
    totalValueBeforeDiscount: 348 + 50 + 4.99 + 5,
  });
});

test("a monthly quote says what each later month costs, undiscounted, so no client adds it up", async () => {
  const { status, body } = await quote(monthly.id, {
    rental: "long",
    start: "2026-12-05T00:00:00Z",
    voucher_code: "WELCOME5",
  });
  expect(status).toBe(200);
  expect(body.data.quotes[0]).toMatchObject({
    interval_count: 1,
    value: 115,
    renewal: { value: 120, service_fee: 4.99, total: 124.99, every_months: 1 },
    per_month: 124.99,
    message: "Then £124.99 every month (£120.00 parking and £4.99 service fee) until you cancel.",
  });
});

test("a monthly quote without a plan or season takes mon-sun for one month, starting now", async () => {
  const { status, body } = await quote(monthly.id, { rental: "long" });
  expect(status).toBe(200);
  expect(body.data.quotes[0]).toMatchObject({
    start: now.toISOString(),
    season_plan: "mon-sun",
    interval_count: 1,
    value: 120,
  });
});

test("a multi quote prices each period as its own line and adds them up", async () => {
  const { status, body } = await quoteMulti(hourly.id, {
    quotes: [
      { rental: "short", ...thursday },
      { rental: "short", start: "2026-12-04T09:00:00Z", end: "2026-12-04T10:00:00Z" },
      { rental: "short", start: "2026-12-05T09:00:00Z", end: "2026-12-05T19:00:00Z" },
    ],
  });
  expect(status).toBe(200);
  expect(body.data.quotes.map((line: { quote_id: number }) => line.quote_id)).toEqual([1, 2, 3]);
  expect(body.data.quotes.map((line: { value: number }) => line.value)).toEqual([8, 4, 20]);
  expect(body.data).toMatchObject({ serviceFee: 0.6 + 0.49 + 1.5, totalValue: 32 + 2.59 });
});

test("a multi quote needs at least one booking", async () => {
  for (const body of [{ quotes: [] }, {}]) {
    const { status, body: answer } = await quoteMulti(hourly.id, body);
    expect(status).toBe(400);
    expect(answer.errors.quotes).toEqual(["Bookings are required"]);
  }
});

test("a multi quote refuses periods that overlap and names the line", async () => {
  const { status, body } = await quoteMulti(hourly.id, {
    quotes: [
      { rental: "short", ...thursday },
      { rental: "short", start: "2026-12-03T10:00:00Z", end: "2026-12-03T12:00:00Z" },
    ],
  });
  expect(status).toBe(400);
  expect(body.errors).toEqual({
    "quotes.1.start": ["This period overlaps period 1. Choose periods that do not overlap"],
  });
});

test("a multi quote takes one discount code for the whole booking", async () => {
  const { status, body } = await quoteMulti(hourly.id, {
    quotes: [
      { rental: "short", ...thursday, voucher_code: "WELCOME5" },
      {
        rental: "short",
        start: "2026-12-04T09:00:00Z",
        end: "2026-12-04T10:00:00Z",
        voucher_code: "SPRING10",
      },
    ],
  });
  expect(status).toBe(400);
  expect(body.errors).toEqual({
    "quotes.1.voucher_code": ["Use one discount code for the whole booking"],
  });
});

test("line errors in a multi quote are named by their position", async () => {
  const { status, body } = await quoteMulti(hourly.id, {
    quotes: [
      { rental: "short", ...thursday },
      { rental: "short", start: "2026-12-04T09:00:00Z", end: "2026-12-04T09:10:00Z" },
    ],
  });
  expect(status).toBe(400);
  expect(body.errors).toEqual({
    "quotes.1.end": ["Hourly parking is booked for at least 30 minutes"],
  });
});

test("the rental is required and must be one the marketplace knows", async () => {
  const missing = await quote(hourly.id, { ...thursday });
  expect(missing.status).toBe(400);
  expect(missing.body).toEqual({
    message: "Please correct the invalid fields",
    errors: { rental: ["Rental is required"] },
  });
  const weekly = await quote(hourly.id, { rental: "weekly", ...thursday });
  expect(weekly.body.errors).toEqual({ rental: ["Rental is invalid"] });
});

test("an hourly quote needs a start and an end, the end after the start", async () => {
  const none = await quote(hourly.id, { rental: "short" });
  expect(none.status).toBe(400);
  expect(none.body.errors).toEqual({
    start: ["Choose when your parking starts"],
    end: ["Choose when your parking ends"],
  });
  const backwards = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-03T11:00:00Z",
    end: "2026-12-03T09:00:00Z",
  });
  expect(backwards.body.errors).toEqual({ end: ["The end must be after the start"] });
  const notADate = await quote(hourly.id, { rental: "short", start: "tomorrow", end: null });
  expect(notADate.body.errors).toEqual({
    start: ["Use an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z"],
  });
});

test("a stay that has already started, or lasts under half an hour, is refused", async () => {
  const past = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-01T07:00:00Z",
    end: "2026-12-01T10:00:00Z",
  });
  expect(past.status).toBe(400);
  expect(past.body.errors).toEqual({
    start: ["That start has passed. Choose a time from now on"],
  });
  const short = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-03T09:00:00Z",
    end: "2026-12-03T09:20:00Z",
  });
  expect(short.body.errors).toEqual({ end: ["Hourly parking is booked for at least 30 minutes"] });
});

test("booking now starts the stay at once", async () => {
  const { status, body } = await quote(hourly.id, {
    rental: "short",
    book_now: true,
    end: "2026-12-01T10:10:00Z",
  });
  expect(status).toBe(200);
  expect(body.data.quotes[0]).toMatchObject({ start: now.toISOString(), value: 8 });
});

test("a season plan or length the space does not offer is refused", async () => {
  const plan = await quote(monthly.id, { rental: "long", season_plan: "any-three-days" });
  expect(plan.status).toBe(400);
  expect(plan.body.errors).toEqual({
    season_plan: ["This space does not offer the any-three-days plan. Choose mon-sun or mon-fri"],
  });
  const length = await quote(monthly.id, {
    rental: "long",
    season_plan: "mon-fri",
    interval_count: 3,
  });
  expect(length.body.errors).toEqual({
    interval_count: ["This space does not offer 3 months on the mon-fri plan. Choose 1 month"],
  });
  const unknown = await quote(monthly.id, { rental: "long", season_plan: "weekends" });
  expect(unknown.body.errors).toEqual({
    season_plan: ["Choose mon-sun, mon-fri or any-three-days"],
  });
});

test("monthly parking has no end and is quoted only where it is offered", async () => {
  const withEnd = await quote(monthly.id, { rental: "long", end: "2027-01-01T00:00:00Z" });
  expect(withEnd.body.errors).toEqual({
    end: ["Monthly parking has no end date: it rolls on until you cancel"],
  });
  const notOffered = await quote(hourly.id, { rental: "long" });
  expect(notOffered.status).toBe(400);
  expect(notOffered.body.errors).toEqual({ rental: ["This space does not offer monthly parking"] });
});

test("airport parking is quoted only on a space that serves an airport", async () => {
  const { status, body } = await quote(hourly.id, { rental: "airport", ...thursday });
  expect(status).toBe(400);
  expect(body.errors).toEqual({ rental: ["This space does not offer airport parking"] });
});

test("airport extras are priced with the parking, without a fee or a discount on them", async () => {
  const { status, body } = await quote(airport.id, {
    rental: "airport",
    start: "2026-12-03T05:00:00Z",
    end: "2026-12-10T22:00:00Z",
    voucher_code: "SPRING10",
    products: [
      {
        id: extras["fast-track-security"],
        key: "fast-track-security",
        details: { passengers: 2, flight_at: "2026-12-03T09:30:00Z" },
      },
      {
        id: extras["airport-lounge"],
        key: "airport-lounge",
        details: { adults: 2, children: 1, arrival_at: "2026-12-03T07:00:00Z" },
      },
    ],
  });
  expect(status).toBe(200);
  const [line] = body.data.quotes;
  expect(line.products.map((product: { key: string }) => product.key)).toEqual([
    "fast-track-security",
    "airport-lounge",
  ]);
  const extrasValue = line.products.reduce(
    (sum: number, product: { price: number }) => sum + product.price,
    0,
  );
  expect(extrasValue).toBeGreaterThan(0);
  expect(line.totalProductsValue).toBeCloseTo(extrasValue, 2);
  expect(body.data).toMatchObject({
    serviceFee: 4.99,
    totalProductsValue: line.totalProductsValue,
  });
  // The parking and its fee are as without extras: 86.40 + 4.99.
  expect(body.data.totalValue).toBeCloseTo(91.39 + extrasValue, 2);
  expect(line.products[0].plan).toMatchObject({
    key: "fast-track-security",
    passengers: 2,
    entry_window: { opens_at: "2026-12-03T06:30:00.000Z", closes_at: "2026-12-03T08:45:00.000Z" },
  });
});

test("an extra that cannot go with the parking is named by its place in the line", async () => {
  const late = await quote(airport.id, {
    rental: "airport",
    start: "2026-12-03T05:00:00Z",
    end: "2026-12-10T22:00:00Z",
    products: [
      { id: extras["airport-lounge"], key: "airport-lounge" },
      {
        id: extras["fast-track-security"],
        key: "fast-track-security",
        details: { passengers: 1, flight_at: "2026-12-12T09:30:00Z" },
      },
    ],
  });
  expect(late.status).toBe(400);
  expect(Object.keys(late.body.errors)).toEqual(["products.1.details.flight_at"]);
  expect(late.body.errors["products.1.details.flight_at"][0]).toMatch(
    /leaves while you are parked/,
  );

  const monthlyExtra = await quote(monthly.id, {
    rental: "long",
    products: [{ id: extras["airport-lounge"], key: "airport-lounge" }],
  });
  expect(monthlyExtra.status).toBe(400);
  expect(monthlyExtra.body.errors).toEqual({
    "products.0": ["Extras go with hourly and airport parking, which end at a set time"],
  });

  // A euro space cannot take an extra priced in pounds.
  const elsewhere = await quote(dublin.id, {
    rental: "short",
    ...thursday,
    products: [{ id: extras["airport-lounge"], key: "airport-lounge" }],
  });
  expect(elsewhere.status).toBe(400);
  expect(elsewhere.body.errors).toEqual({
    "products.0.currency": ["Airport Lounge is priced in GBP there"],
  });
});

test("a space with opening hours takes arrivals and departures only while it is open", async () => {
  const open = await quote(garage.id, { rental: "short", ...thursday });
  expect(open.status).toBe(200);
  const late = await quote(garage.id, {
    rental: "short",
    start: "2026-12-03T18:00:00Z",
    end: "2026-12-03T20:00:00Z",
  });
  expect(late.status).toBe(400);
  expect(late.body.errors).toEqual({
    end: [
      "This space is open 07:00 to 19:00 on Thursdays. Choose an end within its opening hours.",
    ],
  });
});

test("a fully booked period answers 409 naming the period on the space's clock", async () => {
  const period = { start: new Date("2026-12-08T09:00:00Z"), end: new Date("2026-12-08T17:00:00Z") };
  for (const bayId of hourly.bayIds) {
    await createBooking(database, { id: hourly.id, bayId }, period.start, period.end);
  }
  const { status, body } = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-08T10:00:00Z",
    end: "2026-12-08T12:00:00Z",
  });
  expect(status).toBe(409);
  expect(body).toEqual({
    message:
      "This space is fully booked between 10:00 on 8 December and 12:00 on 8 December. Choose other times or a nearby space.",
  });
  const skipped = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-08T10:00:00Z",
    end: "2026-12-08T12:00:00Z",
    skip_availability: true,
  });
  expect(skipped.status).toBe(200);
  const oneBayFree = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-08T16:00:00Z",
    end: "2026-12-08T18:00:00Z",
  });
  expect(oneBayFree.status).toBe(409);
  const afterwards = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-08T17:00:00Z",
    end: "2026-12-08T18:00:00Z",
  });
  expect(afterwards.status).toBe(200);
});

test("a multi quote answers 409 for the first period with no free bay", async () => {
  await createBooking(
    database,
    { id: dublin.id, bayId: dublin.bayIds[0]! },
    new Date("2027-07-03T08:00:00Z"),
    new Date("2027-07-03T16:00:00Z"),
  );
  const { status, body } = await quoteMulti(dublin.id, {
    quotes: [
      { rental: "short", start: "2027-07-02T08:00:00Z", end: "2027-07-02T16:00:00Z" },
      { rental: "short", start: "2027-07-03T08:00:00Z", end: "2027-07-03T16:00:00Z" },
    ],
  });
  expect(status).toBe(409);
  expect(body.message).toBe(
    "This space is fully booked between 09:00 on 3 July 2027 and 17:00 on 3 July 2027. Choose other times or a nearby space.",
  );
});

test("monthly parking on a space whose bay is taken open-ended answers 409", async () => {
  const taken = await createListing(database, await createOwner(database), {
    airportCode: null,
    bayCount: 1,
    offersMonthly: true,
    seasons: [{ plan: "mon-sun", intervalCount: 1, totalMinor: 10_000, depositMinor: 0 }],
  });
  await createBooking(
    database,
    { id: taken.id, bayId: taken.bayIds[0]! },
    new Date("2026-11-01T00:00:00Z"),
    null,
  );
  const { status, body } = await quote(taken.id, {
    rental: "long",
    start: "2026-12-05T00:00:00Z",
  });
  expect(status).toBe(409);
  expect(body.message).toBe(
    "This space has no bay free for monthly parking from 00:00 on 5 December. Choose a later start or a nearby space.",
  );
});

test("a space that is not taking bookings is not found", async () => {
  for (const id of [...Object.values(closedListings), 999_999]) {
    const { status, body } = await quote(id, { rental: "short", ...thursday });
    expect(status).toBe(404);
    expect(body).toEqual({ message: "There is no space with that number" });
  }
  const multi = await quoteMulti(closedListings.draft, {
    quotes: [{ rental: "short", ...thursday }],
  });
  expect(multi.status).toBe(404);
});

async function quoteWithSpace(id: number, body: unknown) {
  const response = await api.request(`/api/v2/spaces/${id}/quote?expand=space`, {
    method: "POST",
    ...jsonBody(body),
  });
  return { status: response.status, body: await response.json() };
}

async function spaceAnswer(id: number, stay: string) {
  const response = await api.request(`/api/v2/spaces/${id}?${stay}`);
  return { status: response.status, body: await response.json() };
}

test("a quote asked with expand=space carries the space as its own call answers it for the line's stay", async () => {
  const hourlyLine = { rental: "short", ...thursday };
  const expanded = await quoteWithSpace(hourly.id, hourlyLine);
  expect(expanded.status).toBe(200);
  expect(expanded.body).toEqual({
    data: (await quote(hourly.id, hourlyLine)).body.data,
    space: (
      await spaceAnswer(hourly.id, `rental=short&start=${thursday.start}&end=${thursday.end}`)
    ).body.data,
  });

  const monthlyLine = {
    rental: "long",
    start: "2026-12-05T00:00:00Z",
    season_plan: "mon-fri",
    interval_count: 1,
  };
  const season = await quoteWithSpace(monthly.id, monthlyLine);
  expect(season.status).toBe(200);
  expect(season.body.space).toEqual(
    (await spaceAnswer(monthly.id, `rental=long&start=${monthlyLine.start}&season_plan=mon-fri`))
      .body.data,
  );
});

test("a refused quote still carries the space with expand=space, which a space no one may see answers as its own call", async () => {
  const full = await createListing(database, await createOwner(database), {
    ...noMonthly,
    airportCode: null,
    bayCount: 1,
  });
  await createBooking(
    database,
    { id: full.id, bayId: full.bayIds[0]! },
    new Date("2026-12-03T08:00:00Z"),
    new Date("2026-12-03T12:00:00Z"),
  );
  const space = (
    await spaceAnswer(full.id, `rental=short&start=${thursday.start}&end=${thursday.end}`)
  ).body.data;
  const booked = await quoteWithSpace(full.id, { rental: "short", ...thursday });
  expect(booked.status).toBe(409);
  expect(booked.body).toEqual({
    message: (await quote(full.id, { rental: "short", ...thursday })).body.message,
    space,
  });

  const past = { rental: "short", start: "2026-11-30T09:00:00Z", end: "2026-11-30T10:00:00Z" };
  const invalid = await quoteWithSpace(full.id, past);
  expect(invalid.status).toBe(400);
  expect(invalid.body).toMatchObject({ errors: { start: [expect.any(String)] } });
  expect(invalid.body.space.id).toBe(full.id);

  for (const id of [closedListings.disabled, closedListings.draft, 999_999]) {
    const unseen = await quoteWithSpace(id, { rental: "short", ...thursday });
    const own = await spaceAnswer(id, `rental=short&start=${thursday.start}&end=${thursday.end}`);
    expect([unseen.status, unseen.body]).toEqual([own.status, own.body]);
  }
});

test("an Irish space quotes in euros and takes a euro code", async () => {
  const { status, body } = await quote(dublin.id, {
    rental: "short",
    ...thursday,
    voucher_code: "DUBLIN5",
  });
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    currency: { value: "EUR", symbol: "€" },
    discount: { code: "DUBLIN5", label: "DUBLIN5 (€5 off)" },
    totalValue: 1.49,
  });
});

async function voucherError(id: number, code: string, headers: Record<string, string> = {}) {
  const { status, body } = await quote(
    id,
    { rental: "short", ...thursday, voucher_code: code },
    headers,
  );
  expect(status).toBe(400);
  return body.errors.voucher_code;
}

test("an unknown, expired, used-up, early or wrong-currency code says why", async () => {
  expect(await voucherError(hourly.id, "NOPE")).toEqual([
    "We can't find the code NOPE. Check it and try again.",
  ]);
  expect(await voucherError(hourly.id, "summer25")).toEqual([
    "SUMMER25 expired at 00:00 on 1 September 2025.",
  ]);
  expect(await voucherError(hourly.id, "ONEOFF")).toEqual(["ONEOFF has already been used."]);
  expect(await voucherError(hourly.id, "NEWYEAR")).toEqual([
    "NEWYEAR can be used from 00:00 on 1 January 2027.",
  ]);
  expect(await voucherError(hourly.id, "DUBLIN5")).toEqual([
    "DUBLIN5 is for spaces priced in euros.",
  ]);
  expect(await voucherError(dublin.id, "WELCOME5")).toEqual([
    "WELCOME5 is for spaces priced in pounds.",
  ]);
});

test("a code is redeemed once for all the periods: an amount comes off once, a percentage off each", async () => {
  const days = [0, 1, 2].map((day) => ({
    rental: "short",
    start: `2026-12-1${day}T09:00:00Z`,
    end: `2026-12-1${day}T10:00:00Z`,
  }));

  const amount = await quoteMulti(hourly.id, {
    quotes: days.map((line) => ({ ...line, voucher_code: "WELCOME5" })),
  });
  const percent = await quoteMulti(hourly.id, {
    quotes: days.map((line) => ({ ...line, voucher_code: "SPRING10" })),
  });

  expect(amount.status).toBe(200);
  const values = (quotes: { value: number }[]) => quotes.map((line) => line.value);
  expect(values(amount.body.data.quotes)).toEqual([0, 3, 4]);
  expect(amount.body.data.totalValueBeforeDiscount - amount.body.data.totalValue).toBeCloseTo(5);
  expect(values(percent.body.data.quotes)).toEqual([3.6, 3.6, 3.6]);
});

test("periods that meet are one stay: twenty half-hours with a code cost what ten hours cost", async () => {
  const tenHours = await quote(hourly.id, {
    rental: "short",
    start: "2026-12-14T08:00:00Z",
    end: "2026-12-14T18:00:00Z",
    voucher_code: "WELCOME5",
  });
  const halfHours = Array.from({ length: 20 }, (_, index) => ({
    rental: "short",
    start: new Date(Date.parse("2026-12-14T08:00:00Z") + index * 30 * 60_000).toISOString(),
    end: new Date(Date.parse("2026-12-14T08:30:00Z") + index * 30 * 60_000).toISOString(),
    voucher_code: "WELCOME5",
  }));

  const pieces = await quoteMulti(hourly.id, { quotes: halfHours.reverse() });

  expect(pieces.status).toBe(200);
  expect(pieces.body.data.totalValue).toBe(tenHours.body.data.totalValue);
  expect(pieces.body.data.quotes).toHaveLength(1);
  expect(pieces.body.data.quotes[0]).toMatchObject({
    quote_id: 1,
    start: "2026-12-14T08:00:00.000Z",
    end: "2026-12-14T18:00:00.000Z",
    voucher_code: "WELCOME5",
  });
});

test("a voucher works only for the account it belongs to", async () => {
  const notFound = ["We can't find the code DRIVERS10. Check it and try again."];
  expect(await voucherError(hourly.id, "DRIVERS10")).toEqual(notFound);
  expect(
    await voucherError(hourly.id, "DRIVERS10", await bearerFor(["driver"], strangerId)),
  ).toEqual(notFound);
  expect(await voucherError(hourly.id, "DRIVERS10", await bearerFor(["anonymous"]))).toEqual(
    notFound,
  );
  const own = await quote(
    hourly.id,
    { rental: "short", ...thursday, voucher_code: "drivers10" },
    await bearerFor(["driver"], driverId),
  );
  expect(own.status).toBe(200);
  expect(own.body.data.discount).toEqual({ code: "DRIVERS10", label: "DRIVERS10 (10% off)" });
});

/** Whole pennies (or cents): at most two decimals, whatever rounding the sum went through. */
function isWholeMinorUnits(amount: number) {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

const toPennies = (amount: number) => Math.round(amount * 100);

test("whatever the stay and the code, a quote's money is whole pennies and adds up", async () => {
  const ownerId = await createOwner(database);
  const oddlyPriced = await createListing(database, ownerId, {
    ...noMonthly,
    airportCode: null,
    hourlyPriceMinor: 333,
    dailyPriceMinor: 1_999,
    bayCount: 1,
  });
  const stays = fc.record({
    startSlot: fc.integer({ min: 4, max: 200 }),
    halfHours: fc.integer({ min: 1, max: 200 }),
    code: fc.constantFrom(undefined, "SPRING10", "WELCOME5"),
  });
  await fc.assert(
    fc.asyncProperty(stays, async ({ startSlot, halfHours, code }) => {
      const start = new Date(Date.UTC(2026, 11, 2) + startSlot * 30 * 60_000);
      const end = new Date(start.getTime() + halfHours * 30 * 60_000);
      const { status, body } = await quote(oddlyPriced.id, {
        rental: "short",
        start: start.toISOString(),
        end: end.toISOString(),
        ...(code ? { voucher_code: code } : {}),
      });
      expect(status).toBe(200);
      const { quotes, serviceFee, totalValue, totalValueBeforeDiscount } = body.data;
      const [line] = quotes;
      for (const amount of [line.value, line.valueBeforeDiscount, serviceFee, totalValue]) {
        expect(isWholeMinorUnits(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }
      expect(toPennies(totalValue)).toBe(toPennies(line.value) + toPennies(serviceFee));
      expect(line.value).toBeLessThanOrEqual(line.valueBeforeDiscount);
      expect(totalValue).toBeLessThanOrEqual(totalValueBeforeDiscount);
    }),
    { numRuns: 30 },
  );
});
