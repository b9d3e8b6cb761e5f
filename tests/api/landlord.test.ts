import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { listings } from "../../api/db/schema";
import { bearerFor, createTestApi } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const now = new Date("2026-12-01T10:00:00Z");
let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;
let strangerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  ownerId = await createOwner(database);
  strangerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

async function act(
  action: "enable" | "disable" | "remove",
  listingId: number,
  userId: string | null,
) {
  const headers = userId ? await bearerFor(["driver", "landlord"], userId) : {};
  return api.request(`/api/v2/spaces/landlord/${listingId}/${action}`, { method: "POST", headers });
}

async function statusOf(listingId: number) {
  const [row] = await database.db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.status;
}

test("an owner disables a space, which leaves search, and enables it again", async () => {
  const space = await createListing(database, ownerId, { lat: 53.8, lng: -1.55 });
  const search = async () =>
    (await api.request("/api/v2/location-search?lat=53.8&lng=-1.55")).json();

  const disabled = await act("disable", space.id, ownerId);
  expect(disabled.status).toBe(200);
  expect(await disabled.json()).toMatchObject({ data: { id: space.id, status: "disabled" } });
  expect((await search()).data.map((s: { id: number }) => s.id)).not.toContain(space.id);

  expect((await act("enable", space.id, ownerId)).status).toBe(200);
  expect((await search()).data.map((s: { id: number }) => s.id)).toContain(space.id);
});

test("an owner cannot enable, disable or remove another owner's space, and nothing changes", async () => {
  const space = await createListing(database, ownerId);
  for (const action of ["enable", "disable", "remove"] as const) {
    const response = await act(action, space.id, strangerId);
    expect(response.status, action).toBe(403);
  }
  expect(await statusOf(space.id)).toBe("active");
});

test("without signing in nothing can be changed", async () => {
  const space = await createListing(database, ownerId);
  expect((await act("disable", space.id, null)).status).toBe(401);
  expect(await statusOf(space.id)).toBe("active");
});

test("a space with bookings that have not ended cannot be removed, and the owner is told why", async () => {
  const space = await createListing(database, ownerId, { bayCount: 1 });
  await createBooking(
    database,
    { id: space.id, bayId: space.bayIds[0]! },
    new Date("2026-12-05T09:00:00Z"),
    new Date("2026-12-05T17:00:00Z"),
  );
  const refused = await act("remove", space.id, ownerId);
  expect(refused.status).toBe(409);
  expect((await refused.json()).message).toMatch(/a booking that has not ended yet/);
  expect(await statusOf(space.id)).toBe("active");
});

test("a space whose bookings have all ended is removed, and then no longer found", async () => {
  const space = await createListing(database, ownerId, { bayCount: 1 });
  await createBooking(
    database,
    { id: space.id, bayId: space.bayIds[0]! },
    new Date("2026-11-20T09:00:00Z"),
    new Date("2026-11-20T17:00:00Z"),
  );
  expect((await act("remove", space.id, ownerId)).status).toBe(200);
  expect(await statusOf(space.id)).toBe("removed");
  expect((await act("enable", space.id, ownerId)).status).toBe(404);
  expect((await api.request(`/api/v2/spaces/${space.id}`)).status).toBe(404);
});

test("enabling a space that is already live changes nothing and says so plainly", async () => {
  const space = await createListing(database, ownerId);
  const response = await act("enable", space.id, ownerId);
  expect(response.status).toBe(200);
  expect(await statusOf(space.id)).toBe("active");
});
