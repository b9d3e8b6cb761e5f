import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { findEmail } from "../../api/repositories/outbox";
import { outboxSchema } from "#contract/admin";
import { createTestApi, guestBooking, guestWithKey, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const clock = new Date("2026-12-01T08:10:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let listingId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => clock });
  const ownerId = await createOwner(database, "owner-of-bay@example.com");
  const listing = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 2,
    accessInstructions: "Bay 4, behind the blue gate. Code 2468.",
  });
  listingId = listing.id;
});

afterAll(async () => {
  await database.close();
});

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function outbox() {
  const response = await api.request("/api/dev/outbox");
  expect(response.status).toBe(200);
  return outboxSchema.parse(await response.json()).data;
}

test("a guest's booking queues its confirmation with the calendar event and manage link, a receipt and the owner's notice, once", async () => {
  const headers = await guestWithKey("booking-emails-1");
  const token = await post(
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    headers,
  );
  const book = {
    rental: "short",
    start: "2026-12-03T09:00:00Z",
    end: "2026-12-03T11:00:00Z",
    ...guestBooking,
    payment_token: token.body.data.token,
  };
  const booked = await post(`/spaces/${listingId}/book`, book, headers);
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings;
  // A retried call answers the same booking and queues nothing more.
  expect(await post(`/spaces/${listingId}/book`, book, headers)).toEqual(booked);

  const emails = await outbox();
  const kinds = emails.map((email) => `${email.kind} to ${email.to}`).sort();
  expect(kinds).toEqual([
    "booking-confirmation to aoife@example.com",
    "booking-receipt to aoife@example.com",
    "owner-booking-notice to owner-of-bay@example.com",
  ]);

  const confirmation = emails.find((email) => email.kind === "booking-confirmation")!;
  expect(confirmation.subject).toContain(booking.reference);
  expect(confirmation.text_body).toContain("Bay 4, behind the blue gate. Code 2468.");
  expect(confirmation.text_body).toMatch(
    /http:\/\/localhost:3000\/manage-booking\/\d+\.\d+\.[0-9a-f]{64}/,
  );
  expect(confirmation.html_body).toContain("/manage-booking/");

  const stored = await findEmail(database.db, confirmation.id);
  const [calendar] = stored?.attachments ?? [];
  expect(calendar).toMatchObject({ contentType: expect.stringMatching(/^text\/calendar/) });
  expect(calendar?.filename).toMatch(/\.ics$/);
  const event = calendar!.content.toString("utf8");
  expect(event).toContain("BEGIN:VEVENT");
  expect(event).toContain("DTSTART:20261203T090000Z");
  expect(event.replace(/\r\n /g, "")).toContain("/manage-booking/");
});
