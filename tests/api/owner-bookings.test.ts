import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { users } from "../../api/db/schema";
import { ownerBookingsSchema } from "#contract/owner-bookings";
import { bearerFor, createTestApi } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 10:00 in London. */
const now = new Date("2026-12-01T10:00:00Z");
const confirmedAt = new Date("2026-11-25T12:00:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
let strangerId: string;
let space: { id: number; bayId: number };
let secondBay: { id: number; bayId: number };
let driverId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  ownerId = await createOwner(database);
  strangerId = await createOwner(database);
  const [driver] = await database.db
    .insert(users)
    .values({
      email: "priya@example.com",
      firstName: "Priya",
      lastName: "Shah",
      mobile: "07700900123",
    })
    .returning({ id: users.id });
  driverId = driver!.id;
  const listing = await createListing(database, ownerId, { bayCount: 2 });
  space = { id: listing.id, bayId: listing.bayIds[0]! };
  secondBay = { id: listing.id, bayId: listing.bayIds[1]! };
});

afterAll(async () => {
  await database.close();
});

async function bookingsOf(listingId: number, subject: string, query = "") {
  const response = await api.request(`/api/v2/spaces/landlord/${listingId}/bookings${query}`, {
    headers: await bearerFor(["driver", "landlord"], subject),
  });
  return { status: response.status, body: await response.json() };
}

test("an owner sees their space's bookings: when, the vehicle, how each stands and the driver's first name", async () => {
  const later = await createBooking(
    database,
    space,
    new Date("2026-12-10T09:00:00Z"),
    new Date("2026-12-10T17:00:00Z"),
    { userId: driverId, vehicleRegistration: "AB12 CDE", confirmedAt },
  );
  const sooner = await createBooking(
    database,
    space,
    new Date("2026-12-03T08:00:00Z"),
    new Date("2026-12-03T12:00:00Z"),
    {
      guestEmail: "sam@example.com",
      guestFirstName: "Sam",
      guestLastName: "Jones",
      guestMobile: "07700900456",
      vehicleRegistration: "YX70 ABC",
      confirmedAt,
      status: "cancelled",
    },
  );
  const monthly = await createBooking(database, secondBay, new Date("2026-12-05T00:00:00Z"), null, {
    userId: driverId,
    confirmedAt,
    rolling: true,
  });
  await createBooking(
    database,
    space,
    new Date("2026-12-04T09:00:00Z"),
    new Date("2026-12-04T10:00:00Z"),
    {
      status: "reserved",
      holdExpiresAt: new Date("2026-12-01T10:15:00Z"),
      vehicleRegistration: "UNPAID1",
    },
  );

  const { status, body } = await bookingsOf(space.id, ownerId);

  expect(status).toBe(200);
  expect(ownerBookingsSchema.parse(body)).toEqual(body);
  expect(body.listing).toEqual({ id: space.id, title: expect.any(String) });
  expect(body.data).toEqual([
    {
      reference: sooner,
      rental: "short",
      start: "2026-12-03T08:00:00.000Z",
      end: "2026-12-03T12:00:00.000Z",
      vehicle_reg: "YX70 ABC",
      status: "cancelled",
      driver_first_name: "Sam",
    },
    {
      reference: monthly,
      rental: "long",
      start: "2026-12-05T00:00:00.000Z",
      end: null,
      vehicle_reg: null,
      status: "confirmed",
      driver_first_name: "Priya",
    },
    {
      reference: later,
      rental: "short",
      start: "2026-12-10T09:00:00.000Z",
      end: "2026-12-10T17:00:00.000Z",
      vehicle_reg: "AB12 CDE",
      status: "confirmed",
      driver_first_name: "Priya",
    },
  ]);
  expect(body.meta).toEqual({ page: 1, per_page: 20, has_more: false });
  expect(JSON.stringify(body)).not.toMatch(/example\.com|07700|Shah|Jones|total|value/);
});

test("past bookings come most recent first, a page at a time", async () => {
  const older = await createBooking(
    database,
    space,
    new Date("2026-11-10T09:00:00Z"),
    new Date("2026-11-10T11:00:00Z"),
    { confirmedAt: new Date("2026-11-01T09:00:00Z") },
  );
  const recent = await createBooking(
    database,
    space,
    new Date("2026-11-20T09:00:00Z"),
    new Date("2026-11-20T11:00:00Z"),
    { confirmedAt: new Date("2026-11-01T09:00:00Z") },
  );

  const first = await bookingsOf(space.id, ownerId, "?when=past&per_page=1");
  expect(first.body.data.map((booking: { reference: string }) => booking.reference)).toEqual([
    recent,
  ]);
  expect(first.body.meta).toEqual({ page: 1, per_page: 1, has_more: true });

  const second = await bookingsOf(space.id, ownerId, "?when=past&per_page=1&page=2");
  expect(second.body.data.map((booking: { reference: string }) => booking.reference)).toEqual([
    older,
  ]);
  expect(second.body.meta.has_more).toBe(false);
});

test("a space with no bookings answers an empty page", async () => {
  const quiet = await createListing(database, ownerId);
  const { status, body } = await bookingsOf(quiet.id, ownerId, "?when=all");
  expect(status).toBe(200);
  expect(body.data).toEqual([]);
  expect(body.meta.has_more).toBe(false);
});

test("another owner, or a driver, is refused as every owner call refuses them", async () => {
  const stranger = await bookingsOf(space.id, strangerId);
  expect(stranger).toEqual({
    status: 403,
    body: { message: "Only the space's owner can do this" },
  });
  expect((await bookingsOf(space.id, driverId)).status).toBe(403);
});

test("a space that does not exist, or was removed, is not found", async () => {
  const removed = await createListing(database, ownerId, { status: "removed" });
  expect((await bookingsOf(removed.id, ownerId)).status).toBe(404);
  expect((await bookingsOf(987_654, ownerId)).status).toBe(404);
});

test("without a token the bookings are not shown", async () => {
  const response = await api.request(`/api/v2/spaces/landlord/${space.id}/bookings`);
  expect(response.status).toBe(401);
});

test("a page out of range or an unknown filter is refused as invalid", async () => {
  for (const query of ["?page=0", "?page=two", "?per_page=500", "?when=soon"]) {
    const { status, body } = await bookingsOf(space.id, ownerId, query);
    expect(status, query).toBe(400);
    expect(body.errors, query).toBeDefined();
  }
});
