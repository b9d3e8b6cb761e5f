import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { outboxEmails } from "../../api/db/schema";
import { manageBookingAnswerSchema, manageLinkRequestAnswer } from "#contract/manage-bookings";
import { createTestApi, guestBooking, guestWithKey, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const tuesday = new Date("2026-12-01T08:10:00Z");
let clock = tuesday;

let database: Database;
let api: ReturnType<typeof createTestApi>;
let hourly: Awaited<ReturnType<typeof createListing>>;

type Headers = Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => clock });
  const ownerId = await createOwner(database);
  hourly = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 1,
    accessInstructions: "Bay 4, behind the blue gate. Code 2468.",
  });
});

beforeEach(() => {
  clock = tuesday;
});

afterAll(async () => {
  await database.close();
});

async function call(method: string, path: string, body?: unknown, headers: Headers = {}) {
  const response = await api.request(`/api/v2${path}`, {
    method,
    ...(body === undefined ? { headers } : jsonBody(body, headers)),
  });
  return { status: response.status, body: await response.json() };
}

let keys = 0;

async function cardToken(headers: Headers) {
  const token = await call(
    "POST",
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    headers,
  );
  expect(token.status).toBe(201);
  return token.body.data.token as string;
}

/** A guest books the hourly space for `period` and pays by card; the booking's email link. */
async function guestBooks(period: { start: string; end: string }, email = guestBooking.email) {
  const headers = await guestWithKey(`manage-test-${++keys}`);
  const booked = await call(
    "POST",
    `/spaces/${hourly.id}/book`,
    {
      rental: "short",
      ...period,
      ...guestBooking,
      email,
      payment_token: await cardToken(headers),
    },
    headers,
  );
  expect(booked.status).toBe(201);
  const bookingId: number = booked.body.data.bookings[0].id;
  return { bookingId, headers, token: await linkToken(bookingId) };
}

/** The manage link's token, as the booking's confirmation email gives it. */
async function linkToken(bookingId: number) {
  const [confirmation] = await database.db
    .select({ textBody: outboxEmails.textBody })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, "booking-confirmation"),
        eq(outboxEmails.dedupeKey, `booking-confirmation:${bookingId}`),
      ),
    );
  const link = /http:\/\/localhost:3000\/manage-booking\/([0-9a-f.]+)/.exec(
    confirmation?.textBody ?? "",
  );
  expect(link, "the confirmation email carries a manage link").not.toBeNull();
  return link![1]!;
}

async function emailsOfKind(kind: string, to = guestBooking.email) {
  return database.db
    .select({ subject: outboxEmails.subject, textBody: outboxEmails.textBody })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.kind, kind), eq(outboxEmails.toAddress, to)));
}

test("a guest's emailed link opens their booking with its payment and what cancelling refunds", async () => {
  const { bookingId, token } = await guestBooks({
    start: "2026-12-03T09:00:00Z",
    end: "2026-12-03T11:00:00Z",
  });

  const opened = await call("GET", `/manage-bookings/${token}`);

  expect(opened.status).toBe(200);
  const { data } = manageBookingAnswerSchema.parse(opened.body);
  expect(data.booking).toMatchObject({ id: bookingId, status: "confirmed", total: 8.6 });
  expect(data.booking.access_instructions).toBe("Bay 4, behind the blue gate. Code 2468.");
  expect(data.payment).toMatchObject({ method: "card" });
  expect(data.cancellation).toMatchObject({ kind: "refund", refund: 8.6 });
  expect(data.billed_to).toEqual({ name: "Aoife Byrne", email: guestBooking.email });
  expect(data.extensions).toEqual([]);
  expect(data.ends_at).toBe("2026-12-03T11:00:00.000Z");
  // A week after the booking ends.
  expect(data.link_expires_at).toBe("2026-12-10T11:00:00.000Z");
});

test("a changed, unknown or expired link is refused with a message that says what to do", async () => {
  const { token } = await guestBooks({
    start: "2026-12-04T09:00:00Z",
    end: "2026-12-04T10:00:00Z",
  });
  const [id, expiry, signature] = token.split(".");
  const tampered = `${id}.${Number(expiry) + 86_400}.${signature}`;
  const otherBooking = `${Number(id) + 1000}.${expiry}.${signature}`;

  for (const bad of [tampered, otherBooking, "not-a-token"]) {
    const refused = await call("GET", `/manage-bookings/${bad}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/Ask for a new link/);
  }
  const cancelTampered = await call("POST", `/manage-bookings/${tampered}/cancel`);
  expect(cancelTampered.status).toBe(404);

  clock = new Date("2026-12-11T10:00:01Z");
  const expired = await call("GET", `/manage-bookings/${token}`);
  expect(expired.status).toBe(410);
  expect(expired.body.message).toMatch(/This link has expired/);
});

test("a guest cancels with their link more than 24 hours ahead: a full refund and a cancellation email", async () => {
  const { bookingId, token } = await guestBooks(
    { start: "2026-12-05T09:00:00Z", end: "2026-12-05T12:00:00Z" },
    "cancelling@example.com",
  );

  const cancelled = await call("POST", `/manage-bookings/${token}/cancel`);

  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toBe(
    "Your booking is cancelled and £12.90 is on its way back to the card or account you paid with.",
  );
  const { data } = manageBookingAnswerSchema.parse({ data: cancelled.body.data });
  expect(data.booking).toMatchObject({ id: bookingId, status: "cancelled" });
  expect(data.cancellation).toBeNull();
  const [email] = await emailsOfKind("booking-cancellation", "cancelling@example.com");
  expect(email?.subject).toMatch(/^Booking cancelled: /);
  expect(email?.textBody).toContain("£12.90");

  const again = await call("POST", `/manage-bookings/${token}/cancel`);
  expect(again.status).toBe(409);
  expect(await emailsOfKind("booking-cancellation", "cancelling@example.com")).toHaveLength(1);
});

test("cancelled within 24 hours of the start, nothing is refunded and the email says so", async () => {
  const { token } = await guestBooks(
    { start: "2026-12-01T18:00:00Z", end: "2026-12-01T19:00:00Z" },
    "late@example.com",
  );
  const opened = await call("GET", `/manage-bookings/${token}`);
  expect(opened.body.data.cancellation).toMatchObject({ kind: "deposit-only", refund: 0 });

  const cancelled = await call("POST", `/manage-bookings/${token}/cancel`);

  expect(cancelled.status).toBe(200);
  expect(cancelled.body.message).toMatch(/^Your booking is cancelled\. /);
  expect(await emailsOfKind("booking-cancellation", "late@example.com")).toHaveLength(1);
});

test("asking for the link again emails it for a match and answers the same for no match", async () => {
  await guestBooks(
    { start: "2026-12-06T09:00:00Z", end: "2026-12-06T10:00:00Z" },
    "again@example.com",
  );

  const matched = await call("POST", "/manage-bookings/link-requests", {
    email: "Again@Example.com",
    vehicle_reg: "ab12 cde",
  });
  const unmatched = await call("POST", "/manage-bookings/link-requests", {
    email: "again@example.com",
    vehicle_reg: "ZZ99 ZZZ",
  });

  expect(matched).toEqual({ status: 202, body: { message: manageLinkRequestAnswer } });
  expect(unmatched).toEqual(matched);
  await expect
    .poll(async () => (await emailsOfKind("manage-link", "again@example.com")).length)
    .toBe(1);
  const [email] = await emailsOfKind("manage-link", "again@example.com");
  expect(email?.textBody).toMatch(/http:\/\/localhost:3000\/manage-booking\/[0-9a-f.]+/);

  const invalid = await call("POST", "/manage-bookings/link-requests", {
    email: "not an email",
    vehicle_reg: "",
  });
  expect(invalid.status).toBe(400);
});

test("link requests for one email are limited, so nobody's inbox is flooded", async () => {
  const request = { email: "flood@example.com", vehicle_reg: "AB12CDE" };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await call("POST", "/manage-bookings/link-requests", request)).status).toBe(202);
  }
  const refused = await call("POST", "/manage-bookings/link-requests", request);
  expect(refused.status).toBe(429);
});

test("a guest parked adds time while the bay is free, and pays for it", async () => {
  const { token, headers } = await guestBooks(
    { start: "2026-12-08T09:00:00Z", end: "2026-12-08T10:00:00Z" },
    "extend@example.com",
  );
  clock = new Date("2026-12-08T09:30:00Z");

  const quote = await call("GET", `/manage-bookings/${token}/extension`);

  expect(quote.status).toBe(200);
  expect(quote.body.data).toMatchObject({ from: "2026-12-08T10:00:00.000Z", booked_from: null });
  const [firstChoice] = quote.body.data.choices;
  expect(firstChoice).toMatchObject({ end: "2026-12-08T10:30:00.000Z" });

  const extended = await call(
    "POST",
    `/manage-bookings/${token}/extension`,
    { end: firstChoice.end, payment_token: await cardToken(headers) },
    { "Idempotency-Key": `extend-${++keys}` },
  );

  expect(extended.status).toBe(201);
  const opened = manageBookingAnswerSchema.parse(
    (await call("GET", `/manage-bookings/${token}`)).body,
  );
  expect(opened.data.ends_at).toBe("2026-12-08T10:30:00.000Z");
  expect(opened.data.extensions).toHaveLength(1);
  expect(opened.data.extensions[0]?.booking.status).toBe("confirmed");
});

test("time cannot be added before the booking starts or once someone else has the bay", async () => {
  const early = await guestBooks(
    { start: "2026-12-09T09:00:00Z", end: "2026-12-09T10:00:00Z" },
    "early@example.com",
  );
  await guestBooks(
    { start: "2026-12-09T10:00:00Z", end: "2026-12-09T12:00:00Z" },
    "next@example.com",
  );

  const notStarted = await call("GET", `/manage-bookings/${early.token}/extension`);
  expect(notStarted.status).toBe(409);

  clock = new Date("2026-12-09T09:30:00Z");
  const taken = await call("GET", `/manage-bookings/${early.token}/extension`);
  expect(taken.status).toBe(409);
  expect(taken.body.message).toEqual(expect.any(String));
});
