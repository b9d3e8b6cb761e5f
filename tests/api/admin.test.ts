import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings } from "../../api/db/schema";
import { enqueueEmail } from "../../api/repositories/outbox";
import { bearerFor, createTestApi } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
const now = new Date("2026-06-01T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  ownerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

const at = (time: string) => new Date(`2026-${time}:00Z`);

async function bookingCount(id: number | string, headers: Record<string, string> = {}) {
  return api.request(`/api/admin/locations/${id}/booking-count`, { headers });
}

let references = 0;

/** A booking that is not confirmed: cancelled, or reserved with its hold still running. */
async function createUnconfirmedBooking(
  listing: { id: number; bayId: number },
  status: "cancelled" | "reserved",
  start: Date,
  end: Date,
) {
  references += 1;
  await database.db.insert(bookings).values({
    reference: `PW-ADMIN${references}`,
    listingId: listing.id,
    bayId: listing.bayId,
    principal: "anon_test",
    rental: "short",
    during: { start, end },
    status,
    holdExpiresAt: status === "reserved" ? at("06-01T12:10") : null,
    currency: "GBP",
    valueMinor: 500,
    valueBeforeDiscountMinor: 500,
    serviceFeeMinor: 49,
    totalMinor: 549,
    reviewHash: `admin-hash${references}`,
  });
}

async function listingWithBay() {
  const listing = await createListing(database, ownerId);
  return { id: listing.id, bayId: listing.bayIds[0] ?? 0 };
}

test("an admin reads how many confirmed bookings of a space have not ended", async () => {
  const listing = await listingWithBay();
  const other = await listingWithBay();
  await createBooking(database, listing, at("05-01T09:00"), at("05-02T09:00"));
  await createBooking(database, listing, at("06-01T10:00"), at("06-01T14:00"));
  await createBooking(database, listing, at("06-03T09:00"), at("06-04T09:00"));
  await createBooking(database, listing, at("07-01T00:00"), null);
  await createUnconfirmedBooking(listing, "cancelled", at("06-05T09:00"), at("06-06T09:00"));
  await createUnconfirmedBooking(listing, "reserved", at("06-07T09:00"), at("06-08T09:00"));
  await createBooking(database, other, at("06-01T10:00"), at("06-01T14:00"));

  const response = await bookingCount(listing.id, await bearerFor(["driver", "admin"]));

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ active_bookings_count: 3 });
});

test("a space with no bookings has a count of nought", async () => {
  const listing = await listingWithBay();

  const response = await bookingCount(listing.id, await bearerFor(["admin"]));

  expect(await response.json()).toEqual({ active_bookings_count: 0 });
});

test("the booking count needs a token", async () => {
  const listing = await listingWithBay();

  const response = await bookingCount(listing.id);

  expect(response.status).toBe(401);
  expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
  expect(await response.json()).toEqual({ message: "Authentication required" });
});

test("guests, drivers and space owners cannot read the booking count", async () => {
  const listing = await listingWithBay();

  for (const scopes of [["anonymous"], ["driver"], ["driver", "landlord"]] as const) {
    const response = await bookingCount(listing.id, await bearerFor([...scopes], ownerId));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You do not have permission to do that" });
  }
});

test("an unknown space is not found and a malformed number is refused", async () => {
  const admin = await bearerFor(["admin"]);

  const unknown = await bookingCount(999_999, admin);
  const malformed = await bookingCount("twelve", admin);

  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ message: "There is no space with that number" });
  expect(malformed.status).toBe(400);
  expect((await malformed.json()).errors).toEqual({
    id: ["The space number must be a whole number"],
  });
});

test("support staff see the email sent to one address, and nobody else can", async () => {
  await enqueueEmail(database.db, {
    to: "asked@example.com",
    kind: "contact-acknowledgement",
    subject: "We have your message",
    textBody: "Thank you.",
  });
  await enqueueEmail(database.db, {
    to: "someone-else@example.com",
    kind: "contact-acknowledgement",
    subject: "Not theirs",
    textBody: "Thank you.",
  });
  const path = "/api/admin/outbox?to=asked%40example.com";

  const answer = await api.request(path, { headers: await bearerFor(["admin"]) });
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: Array<{ to: string; subject: string }> };
  expect(data).toEqual([
    expect.objectContaining({ to: "asked@example.com", subject: "We have your message" }),
  ]);

  expect((await api.request(path)).status).toBe(401);
  expect((await api.request(path, { headers: await bearerFor(["driver"]) })).status).toBe(403);
  const invalid = await api.request("/api/admin/outbox?to=nope", {
    headers: await bearerFor(["admin"]),
  });
  expect(invalid.status).toBe(400);
});
