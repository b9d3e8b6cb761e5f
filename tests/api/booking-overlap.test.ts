import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bays, bookings, listings, users } from "../../api/db/schema";
import { createTestDatabase } from "./setup-database";

let database: Database;
let bayId: number;
let listingId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [owner] = await db
    .insert(users)
    .values({ email: "owner@example.com", firstName: "Olu", lastName: "Owner" })
    .returning();
  const [listing] = await db
    .insert(listings)
    .values({
      ownerId: owner!.id,
      status: "active",
      title: "Driveway near Leeds station",
      lat: 53.7946,
      lng: -1.5474,
    })
    .returning();
  listingId = listing!.id;
  const [bay] = await db.insert(bays).values({ listingId, label: "1" }).returning();
  bayId = bay!.id;
});

afterAll(async () => {
  await database.close();
});

let references = 0;
function booking(
  start: string,
  end: string | null,
  status: "reserved" | "confirmed" = "confirmed",
) {
  references += 1;
  return {
    reference: `PW-TEST${references}`,
    listingId,
    bayId,
    principal: "anon_test",
    rental: "short" as const,
    during: { start: new Date(start), end: end ? new Date(end) : null },
    status,
    holdExpiresAt: status === "reserved" ? new Date("2030-01-01T00:00:00Z") : null,
    currency: "GBP" as const,
    valueMinor: 500,
    valueBeforeDiscountMinor: 500,
    serviceFeeMinor: 50,
    totalMinor: 550,
    reviewHash: `hash-${references}`,
  };
}

async function sqlStateOf(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    const cause = error instanceof Error && "cause" in error ? error.cause : error;
    return cause && typeof cause === "object" && "code" in cause ? cause.code : "unknown";
  }
}

test("a bay cannot be booked twice for overlapping times", async () => {
  const { db } = database;
  await db.insert(bookings).values(booking("2030-06-01T10:00:00Z", "2030-06-01T12:00:00Z"));

  const clash = db.insert(bookings).values(booking("2030-06-01T11:30:00Z", "2030-06-01T13:00:00Z"));
  expect(await sqlStateOf(clash)).toBe("23P01");
});

test("back-to-back bookings of the same bay are fine", async () => {
  const { db } = database;
  const next = db.insert(bookings).values(booking("2030-06-01T12:00:00Z", "2030-06-01T14:00:00Z"));
  expect(await sqlStateOf(next)).toBeNull();
});

test("a reservation holds the bay too, and a cancelled booking frees it", async () => {
  const { db } = database;
  const [held] = await db
    .insert(bookings)
    .values(booking("2030-07-01T09:00:00Z", "2030-07-01T17:00:00Z", "reserved"))
    .returning();
  const clash = db.insert(bookings).values(booking("2030-07-01T16:00:00Z", "2030-07-01T18:00:00Z"));
  expect(await sqlStateOf(clash)).toBe("23P01");

  await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, held!.id));
  const retry = db.insert(bookings).values(booking("2030-07-01T16:00:00Z", "2030-07-01T18:00:00Z"));
  expect(await sqlStateOf(retry)).toBeNull();
});

test("a rolling subscription holds its bay until it ends", async () => {
  const { db } = database;
  const [rolling] = await db
    .insert(bookings)
    .values(booking("2031-01-01T00:00:00Z", null))
    .returning();
  expect(rolling!.during).toEqual({ start: new Date("2031-01-01T00:00:00Z"), end: null });
  const later = db.insert(bookings).values(booking("2032-05-01T08:00:00Z", "2032-05-01T09:00:00Z"));
  expect(await sqlStateOf(later)).toBe("23P01");
});
