import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { Booking as BookingAnswer } from "#contract/bookings";
import { renewSubscriptions } from "../../api/checkout/renewals";
import type { Database } from "../../api/db/client";
import { issueAccessToken, type AccessTokenScope } from "../../api/domain/access-tokens";
import {
  bookings,
  discountCodes,
  purchases,
  refunds,
  sandboxCharges,
  sandboxRefunds,
} from "../../api/db/schema";
import { createPaymentProvider } from "../../api/payments/configured";
import type { PaymentProvider } from "../../api/payments/provider";
import { createTestApi, jsonBody, purchaseDepsFor, testJwtSecret } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const start = new Date("2026-12-01T08:10:00Z");
let clock = start;
const now = () => clock;

let database: Database;
let payments: PaymentProvider;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
let hourly: Awaited<ReturnType<typeof createListing>>;
let monthly: Awaited<ReturnType<typeof createListing>>;

type Headers = Record<string, string>;
type Period = { start: string; end: string };

const NOT_FOUND = "We could not find that booking. Use the link in your booking email.";

const guestDetails = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
};

beforeAll(async () => {
  database = await createTestDatabase();
  payments = createPaymentProvider({ db: database.db, now });
  api = createTestApi(database, { now, payments });
  ownerId = await createOwner(database);
  // £4 an hour: two hours cost £8.00 and a £0.60 fee, one hour £4.00 and the £0.49 minimum.
  hourly = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 3,
  });
  monthly = await createListing(database, ownerId, {
    airportCode: null,
    bayCount: 1,
    offersHourly: false,
    offersMonthly: true,
    seasons: [{ plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: 2_000 }],
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  clock = start;
});

async function post(path: string, body: unknown, headers: Headers) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function get(path: string, headers: Headers = {}) {
  const response = await api.request(`/api/v2${path}`, { headers });
  return { status: response.status, body: await response.json() };
}

/** Issued at the test's clock, so it has not expired whatever today's date is. */
async function bearerAt(scopes: AccessTokenScope[], subject: string) {
  const { token } = await issueAccessToken({ secret: testJwtSecret, subject, scopes, now: clock });
  return { Authorization: `Bearer ${token}` };
}

const guest = () => bearerAt(["anonymous"], `anon_${crypto.randomUUID()}`);

async function signUpDriver() {
  const id = await createOwner(database);
  return { id, headers: await bearerAt(["driver"], id) };
}

async function cardToken() {
  const { status, body } = await post(
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    await guest(),
  );
  expect(status).toBe(201);
  return body.data.token as string;
}

let keys = 0;
const newKey = () => `tenant-bookings-test-${++keys}`;

/** Books and pays in one call; the booking as the driver sees it, and the purchase's id. */
async function book(spaceId: number, line: object, headers: Headers) {
  const booked = await post(
    `/spaces/${spaceId}/book`,
    { ...line, ...guestDetails, vehicle_reg: "AB12CDE", payment_token: await cardToken() },
    { ...headers, "Idempotency-Key": newKey() },
  );
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings as BookingAnswer[];
  if (!booking) throw new Error("nothing was booked");
  return { booking, purchaseId: booked.body.data.purchase.id as string };
}

const bookHourly = (period: Period, headers: Headers) =>
  book(hourly.id, { rental: "short", ...period }, headers);

const subscribe = (headers: Headers) =>
  book(monthly.id, { rental: "long", season_plan: "mon-sun" }, headers);

function cancel(bookingId: number, headers: Headers, body: object = {}) {
  return post(`/tenant/bookings/${bookingId}/cancel`, body, headers);
}

async function listed(headers: Headers, when = "all") {
  const { status, body } = await get(`/me/tenant/bookings?when=${when}`, headers);
  expect(status).toBe(200);
  return (body.data as BookingAnswer[]).map((booking) => booking.id);
}

async function statusOf(bookingId: number) {
  const [row] = await database.db
    .select({ status: bookings.status, refundMinor: bookings.refundMinor })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The original charge in the sandbox's books: what was paid and how much went back. */
async function chargeOf(purchaseId: string) {
  const [row] = await database.db
    .select({
      providerPaymentId: sandboxCharges.providerPaymentId,
      amountMinor: sandboxCharges.amountMinor,
      refundedMinor: sandboxCharges.refundedMinor,
    })
    .from(purchases)
    .innerJoin(sandboxCharges, eq(sandboxCharges.providerPaymentId, purchases.providerPaymentId))
    .where(eq(purchases.id, purchaseId));
  if (!row?.providerPaymentId) throw new Error(`purchase ${purchaseId} has no charge`);
  return { ...row, providerPaymentId: row.providerPaymentId };
}

async function refundsOf(bookingId: number) {
  return database.db
    .select({ purchaseId: refunds.purchaseId, amountMinor: refunds.amountMinor })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
}

async function sandboxRefundsOf(providerPaymentId: string) {
  return database.db
    .select({
      idempotencyKey: sandboxRefunds.idempotencyKey,
      amountMinor: sandboxRefunds.amountMinor,
    })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.providerPaymentId, providerPaymentId));
}

async function renewalsOf(bookingId: number) {
  return database.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.kind, "renewal"), sql`${bookingId} = any(${purchases.bookingIds})`));
}

async function vouchersOf(userId: string) {
  return database.db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.ownerId, userId));
}

async function ratingOf(spaceId: number) {
  const space = await get(`/spaces/${spaceId}`);
  expect(space.status).toBe(200);
  return space.body.data.rating;
}

test("a driver lists their own upcoming and past bookings, a guest those made with their token", async () => {
  const driver = await signUpDriver();
  const thursday = await bookHourly(
    { start: "2026-12-03T09:00:00Z", end: "2026-12-03T10:00:00Z" },
    driver.headers,
  );
  const tuesday = await bookHourly(
    { start: "2026-12-01T15:00:00Z", end: "2026-12-01T16:00:00Z" },
    driver.headers,
  );
  const wednesday = await bookHourly(
    { start: "2026-12-02T09:00:00Z", end: "2026-12-02T10:00:00Z" },
    driver.headers,
  );
  const someoneElse = await signUpDriver();
  await bookHourly(
    { start: "2026-12-02T09:00:00Z", end: "2026-12-02T10:00:00Z" },
    someoneElse.headers,
  );
  const guestHeaders = await guest();
  const guestBooking = await bookHourly(
    { start: "2026-12-02T15:00:00Z", end: "2026-12-02T16:00:00Z" },
    guestHeaders,
  );
  const [thursdayId, tuesdayId, wednesdayId] = [thursday, tuesday, wednesday].map(
    ({ booking }) => booking.id,
  );

  clock = new Date("2026-12-01T18:00:00Z");
  expect(await listed(driver.headers, "upcoming")).toEqual([wednesdayId, thursdayId]);
  expect(await listed(driver.headers, "past")).toEqual([tuesdayId]);
  expect(await listed(driver.headers)).toEqual([thursdayId, wednesdayId, tuesdayId]);
  expect(await listed(guestHeaders)).toEqual([guestBooking.booking.id]);
  expect(await listed(await guest())).toEqual([]);
  expect((await get("/me/tenant/bookings")).status).toBe(401);
});

test("a reservation whose card was declined is not listed among the driver's bookings", async () => {
  const driver = await signUpDriver();
  const declinedToken = await post(
    "/sandbox/card-tokens",
    { number: "4000 0000 0000 0002", exp_month: 12, exp_year: 2030, cvc: "123" },
    driver.headers,
  );
  const declined = await post(
    `/spaces/${hourly.id}/book`,
    {
      rental: "short",
      start: "2026-12-04T09:00:00Z",
      end: "2026-12-04T10:00:00Z",
      ...guestDetails,
      vehicle_reg: "AB12CDE",
      payment_token: declinedToken.body.data.token,
    },
    { ...driver.headers, "Idempotency-Key": newKey() },
  );
  expect(declined.status).toBe(402);
  const paid = await bookHourly(
    { start: "2026-12-04T09:00:00Z", end: "2026-12-04T10:00:00Z" },
    driver.headers,
  );
  expect(await listed(driver.headers)).toEqual([paid.booking.id]);
});

test("cancelled more than 24 hours ahead, everything paid goes back to the card it was paid with", async () => {
  const driver = await signUpDriver();
  const { booking, purchaseId } = await bookHourly(
    { start: "2026-12-05T09:00:00Z", end: "2026-12-05T11:00:00Z" },
    driver.headers,
  );
  clock = new Date("2026-12-04T08:59:00Z");
  const cancelled = await cancel(booking.id, driver.headers);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toBe(
    "Your booking is cancelled and £8.60 is on its way back to the card or account you paid with.",
  );
  expect(cancelled.body.data).toMatchObject({
    id: booking.id,
    status: "cancelled",
    total: 8.6,
    refund: 8.6,
    cancelled_at: clock.toISOString(),
  });

  const charge = await chargeOf(purchaseId);
  expect(charge).toMatchObject({ amountMinor: 860, refundedMinor: 860 });
  expect(await refundsOf(booking.id)).toEqual([{ purchaseId, amountMinor: 860 }]);
  expect(await sandboxRefundsOf(charge.providerPaymentId)).toEqual([
    { idempotencyKey: `cancel-${booking.id}`, amountMinor: 860 },
  ]);
  // Paid back to the card, not as site credit.
  expect(await vouchersOf(driver.id)).toEqual([]);

  const again = await cancel(booking.id, driver.headers);
  expect(again).toEqual({
    status: 409,
    body: { message: "This booking is not active, so there is nothing to cancel." },
  });
  expect(await refundsOf(booking.id)).toHaveLength(1);
  expect((await chargeOf(purchaseId)).refundedMinor).toBe(860);
});

test("cancelled within 24 hours of the start, the booking ends and nothing is refunded", async () => {
  const headers = await guest();
  const { booking, purchaseId } = await bookHourly(
    { start: "2026-12-06T09:00:00Z", end: "2026-12-06T10:00:00Z" },
    headers,
  );
  clock = new Date("2026-12-05T09:00:00Z");
  const cancelled = await cancel(booking.id, headers);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toBe(
    "Your booking is cancelled. Bookings cancelled within 24 hours of the start are not refunded. If the space was not as described, contact us.",
  );
  expect(cancelled.body.data).toMatchObject({ status: "cancelled", total: 4.49, refund: 0 });
  expect(await refundsOf(booking.id)).toEqual([]);
  expect((await chargeOf(purchaseId)).refundedMinor).toBe(0);
  expect((await cancel(booking.id, headers)).status).toBe(409);
});

test("a monthly booking cancelled within 24 hours of its start still gets its deposit back", async () => {
  const nextDoor = await createListing(database, ownerId, {
    airportCode: null,
    bayCount: 1,
    offersHourly: false,
    offersMonthly: true,
    seasons: [{ plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: 2_000 }],
  });
  const headers = await guest();
  const { booking, purchaseId } = await book(
    nextDoor.id,
    { rental: "long", season_plan: "mon-sun", start: "2026-12-02T07:00:00Z" },
    headers,
  );
  clock = new Date("2026-12-01T20:00:00Z");
  const cancelled = await cancel(booking.id, headers);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toBe(
    "Your booking is cancelled. Bookings cancelled within 24 hours of the start are not refunded. If the space was not as described, contact us. Your £20.00 deposit is on its way back to the card or account you paid with.",
  );
  expect(cancelled.body.data).toMatchObject({ status: "cancelled", refund: 20 });
  expect(await refundsOf(booking.id)).toEqual([{ purchaseId, amountMinor: 2_000 }]);
  expect((await chargeOf(purchaseId)).refundedMinor).toBe(2_000);
});

test("nobody else can cancel a booking, and trying changes nothing", async () => {
  const driver = await signUpDriver();
  const { booking, purchaseId } = await bookHourly(
    { start: "2026-12-07T09:00:00Z", end: "2026-12-07T10:00:00Z" },
    driver.headers,
  );
  const someoneElse = await signUpDriver();
  const attempts = [
    cancel(booking.id, someoneElse.headers),
    cancel(booking.id, await guest()),
    cancel(booking.id, await guest(), { hash: `${booking.review_hash}x` }),
    cancel(booking.id + 1_000, driver.headers),
  ];
  for (const attempt of await Promise.all(attempts)) {
    expect(attempt).toEqual({ status: 404, body: { message: NOT_FOUND } });
  }
  expect(await statusOf(booking.id)).toEqual({ status: "confirmed", refundMinor: null });
  expect(await refundsOf(booking.id)).toEqual([]);
  expect((await chargeOf(purchaseId)).refundedMinor).toBe(0);
});

test("a guest cancels from the emailed link, on another device, with the booking's hash", async () => {
  const { booking, purchaseId } = await bookHourly(
    { start: "2026-12-08T09:00:00Z", end: "2026-12-08T10:00:00Z" },
    await guest(),
  );
  const cancelled = await cancel(booking.id, await guest(), { hash: booking.review_hash });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toBe(
    "Your booking is cancelled and £4.49 is on its way back to the card or account you paid with.",
  );
  expect(cancelled.body.data).toMatchObject({ status: "cancelled", refund: 4.49 });
  expect(await refundsOf(booking.id)).toEqual([{ purchaseId, amountMinor: 449 }]);
  expect((await chargeOf(purchaseId)).refundedMinor).toBe(449);
});

test("a running monthly subscription cancelled ends when its paid month ends and never renews", async () => {
  const driver = await signUpDriver();
  const { booking } = await subscribe(driver.headers);
  expect(booking).toMatchObject({
    rolling: true,
    end: null,
    paid_until: "2027-01-01T08:10:00.000Z",
  });

  clock = new Date("2026-12-11T18:00:00Z");
  const cancelled = await cancel(booking.id, driver.headers);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toBe(
    "Your subscription ends on 2027-01-01, when the month you have paid for ends. It will not renew.",
  );
  expect(cancelled.body.data).toMatchObject({
    status: "confirmed",
    rolling: false,
    end: "2027-01-01T08:10:00.000Z",
    paid_until: "2027-01-01T08:10:00.000Z",
    refund: null,
  });
  expect(await refundsOf(booking.id)).toEqual([]);
  // Notice once given is given: cancelling again changes nothing.
  expect(await cancel(booking.id, driver.headers)).toEqual({
    status: 409,
    body: {
      message:
        "This subscription has already been cancelled: it ends on 2027-01-01 and will not renew.",
    },
  });
  expect(await statusOf(booking.id)).toEqual({ status: "confirmed", refundMinor: null });

  clock = new Date("2027-01-02T08:10:00Z");
  const renewals = await renewSubscriptions(purchaseDepsFor(database, { payments, now }));
  expect(renewals.has(booking.id)).toBe(false);
  expect(await renewalsOf(booking.id)).toEqual([]);
  const signedInAgain = await bearerAt(["driver"], driver.id);
  expect(await listed(signedInAgain, "past")).toEqual([booking.id]);
});

test("a driver reviews a space once they have parked, and its rating shows it", async () => {
  const reviewed = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    bayCount: 2,
    reviews: [],
  });
  const period = { start: "2026-12-04T09:00:00Z", end: "2026-12-04T10:00:00Z" };
  const line = { rental: "short", ...period };
  const { booking } = await book(reviewed.id, line, await guest());
  const driver = await signUpDriver();
  const { booking: driversBooking } = await book(reviewed.id, line, driver.headers);
  const review = (bookingId: number, body: object) =>
    post(`/tenant/bookings/${bookingId}/reviews`, body, {});
  const fourStars = { hash: booking.review_hash, rating: 4, comment: "Easy to find." };

  expect(await review(booking.id, fourStars)).toEqual({
    status: 409,
    body: { message: "You can review a space once you have parked there." },
  });
  expect(await ratingOf(reviewed.id)).toEqual({ average: null, count: 0 });

  clock = new Date("2026-12-04T10:30:00Z");
  expect(await review(booking.id, { ...fourStars, hash: driversBooking.review_hash })).toEqual({
    status: 404,
    body: { message: NOT_FOUND },
  });
  expect(await review(booking.id, fourStars)).toEqual({
    status: 201,
    body: { message: "Thank you for your review." },
  });
  expect(await review(booking.id, { ...fourStars, rating: 1 })).toEqual({
    status: 409,
    body: { message: "You have already reviewed this booking. Thank you!" },
  });
  const read = await get(`/tenant/bookings/${booking.id}/reviews?hash=${booking.review_hash}`);
  expect(read.body.data.review).toMatchObject({
    author: "Aoife B.",
    rating: 4,
    comment: "Easy to find.",
  });
  expect(await ratingOf(reviewed.id)).toEqual({ average: 4, count: 1 });

  const fiveStars = { hash: driversBooking.review_hash, rating: 5 };
  expect((await review(driversBooking.id, fiveStars)).status).toBe(201);
  expect(await ratingOf(reviewed.id)).toEqual({ average: 4.5, count: 2 });
  const listing = await get(`/spaces/${reviewed.id}/reviews`);
  expect(listing.body.meta.total).toBe(2);
  expect(
    listing.body.data.map((entry: { author: string; rating: number }) => [
      entry.author,
      entry.rating,
    ]),
  ).toEqual(
    expect.arrayContaining([
      ["Aoife B.", 4],
      ["Olu A.", 5],
    ]),
  );
});

test("a driver reads one of their bookings with how it was paid and what cancelling now would refund", async () => {
  const driver = await signUpDriver();
  const { booking } = await bookHourly(
    { start: "2026-12-10T09:00:00Z", end: "2026-12-10T11:00:00Z" },
    driver.headers,
  );
  const read = () => get(`/me/tenant/bookings/${booking.id}`, driver.headers);

  const ahead = await read();
  expect(ahead.status).toBe(200);
  expect(ahead.body.data.booking).toMatchObject({ id: booking.id, total: 8.6 });
  expect(ahead.body.data.payment).toEqual({
    method: "card",
    card: null,
    paid_at: expect.any(String),
  });
  expect(ahead.body.data.cancellation).toEqual({
    kind: "refund",
    refund: 8.6,
    ends_at: null,
    rule: expect.stringContaining("more than 24 hours before the start"),
  });

  clock = new Date("2026-12-10T08:30:00Z");
  expect((await read()).body.data.cancellation).toMatchObject({ kind: "deposit-only", refund: 0 });

  clock = new Date("2026-12-10T11:30:00Z");
  expect((await read()).body.data.cancellation).toBeNull();
  expect(await cancel(booking.id, driver.headers)).toEqual({
    status: 409,
    body: { message: "This booking has ended, so there is nothing to cancel." },
  });
  expect((await statusOf(booking.id))?.status).toBe("confirmed");
});

test("nobody else reads a driver's booking through the account", async () => {
  const driver = await signUpDriver();
  const { booking } = await bookHourly(
    { start: "2026-12-11T09:00:00Z", end: "2026-12-11T10:00:00Z" },
    driver.headers,
  );
  const path = `/me/tenant/bookings/${booking.id}`;
  const someoneElse = await signUpDriver();
  expect(await get(path, someoneElse.headers)).toEqual({
    status: 404,
    body: { message: NOT_FOUND },
  });
  expect((await get(path, await guest())).status).toBe(404);
  expect((await get(path)).status).toBe(401);
});

test("a booking paid with a saved card names the card, for the driver's receipt", async () => {
  const driver = await signUpDriver();
  expect((await post("/cards", { payment_token: await cardToken() }, driver.headers)).status).toBe(
    201,
  );
  const booked = await post(
    `/spaces/${hourly.id}/book`,
    {
      rental: "short",
      start: "2026-12-12T09:00:00Z",
      end: "2026-12-12T10:00:00Z",
      ...guestDetails,
      vehicle_reg: "AB12CDE",
    },
    { ...driver.headers, "Idempotency-Key": newKey() },
  );
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings as BookingAnswer[];
  const read = await get(`/me/tenant/bookings/${booking!.id}`, driver.headers);
  expect(read.body.data.payment).toEqual({
    method: "card",
    card: { brand: "visa", last4: "4242" },
    paid_at: expect.any(String),
  });
});
