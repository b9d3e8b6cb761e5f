import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings } from "../../api/db/schema";
import { bearerFor, createTestApi, guestBooking, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const now = () => new Date("2026-12-01T08:10:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now });
  ownerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

/** A visitor: a token and an address of their own. */
async function visitor(address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  return {
    ...(await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`)),
    "X-Forwarded-For": address,
  };
}

function space() {
  return createListing(database, ownerId, {
    bayCount: 2,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    offersMonthly: false,
    seasons: [],
    airportCode: null,
  });
}

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

function period(day: number, hours = 2) {
  const start = new Date(Date.UTC(2026, 11, day, 9));
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + hours * 3_600_000).toISOString(),
  };
}

async function statuses(listingId: number) {
  const rows = await database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.listingId, listingId))
    .orderBy(bookings.id);
  return rows.map((row) => row.status);
}

test("reserving a space again lets the visitor's earlier unpaid hold on it go", async () => {
  const listing = await space();
  const headers = await visitor();

  const first = await post(
    `/spaces/${listing.id}/reserve`,
    { rental: "short", ...period(3), ...guestBooking },
    headers,
  );
  const changed = await post(
    `/spaces/${listing.id}/reserve`,
    { rental: "short", ...period(4), ...guestBooking },
    headers,
  );

  expect([first.status, changed.status]).toEqual([201, 201]);
  expect(await statuses(listing.id)).toEqual(["cancelled", "reserved"]);
});

test("a visitor can hold three spaces unpaid at once; a fourth waits until a hold lapses", async () => {
  const headers = await visitor();
  const spaces = await Promise.all([space(), space(), space(), space()]);

  const answers = [];
  for (const listing of spaces) {
    answers.push(
      await post(
        `/spaces/${listing.id}/reserve`,
        { rental: "short", ...period(5), ...guestBooking },
        headers,
      ),
    );
  }

  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
  expect(answers[3]!.body).toEqual({
    message:
      "You are holding 3 spaces you have not paid for. Pay for one, or book again when a hold lapses (in 15 minutes).",
  });
  expect(answers[3]!.headers.get("Retry-After")).toBe("900");
  expect(await statuses(spaces[3]!.id)).toEqual([]);
});

test("one reservation holds at most 90 days of parking, however it is cut into periods", async () => {
  const listing = await space();
  const ninetyDays = (from: string) => ({
    rental: "short",
    start: from,
    end: new Date(Date.parse(from) + 89 * 86_400_000).toISOString(),
  });

  const hoard = await post(
    `/spaces/${listing.id}/reserve`,
    {
      reservations: [ninetyDays("2026-12-02T09:00:00Z"), ninetyDays("2027-03-10T09:00:00Z")],
      ...guestBooking,
    },
    await visitor(),
  );

  expect(hoard.status).toBe(400);
  expect(hoard.body.errors).toEqual({
    reservations: [
      "One booking can hold at most 90 days of parking. Book fewer periods at once, or choose monthly parking",
    ],
  });
  expect(await statuses(listing.id)).toEqual([]);
});

test("holding bays is limited per visitor and per address; each refusal says when to try again", async () => {
  const listing = await space();
  const headers = await visitor("203.0.113.7");
  const answers = [];
  for (let day = 0; day < 21; day += 1) {
    answers.push(
      await post(
        `/spaces/${listing.id}/reserve`,
        { rental: "short", ...period(2 + day, 1), ...guestBooking },
        headers,
      ),
    );
  }
  expect(answers.slice(0, 20).every((answer) => answer.status === 201)).toBe(true);
  expect(answers[20]).toMatchObject({
    status: 429,
    body: { message: "Too many attempts. Try again in 10 minutes." },
  });

  // New tokens from the same address: 60 holds in all, then the address is refused.
  for (let call = 21; call < 60; call += 1) {
    const fresh = { ...(await visitor("203.0.113.7")) };
    const answer = await post(
      `/spaces/${listing.id}/reserve`,
      { rental: "short", ...period(3, 1), ...guestBooking },
      fresh,
    );
    expect(answer.status).not.toBe(429);
  }
  const sixtyFirst = await post(
    `/spaces/${listing.id}/reserve`,
    { rental: "short", ...period(3, 1), ...guestBooking },
    await visitor("203.0.113.7"),
  );
  expect(sixtyFirst.status).toBe(429);
  expect(Number(sixtyFirst.headers.get("Retry-After"))).toBeGreaterThan(0);
});

test("quotes are limited per visitor: the 301st in five minutes is refused", async () => {
  const listing = await space();
  const headers = await visitor();
  const quote = () =>
    post(`/spaces/${listing.id}/quote`, { rental: "short", ...period(3) }, headers);
  for (let call = 0; call < 300; call += 1) {
    expect((await quote()).status).toBe(200);
  }
  const refused = await quote();
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("300");
});

test("the held bookings of a refused hold are never left behind", async () => {
  const listing = await space();
  const hold = { rental: "short", ...period(6), ...guestBooking };
  await post(`/spaces/${listing.id}/reserve`, hold, await visitor());
  await post(`/spaces/${listing.id}/reserve`, hold, await visitor());

  const third = await post(
    `/spaces/${listing.id}/reserve`,
    {
      reservations: [
        { rental: "short", ...period(7) },
        { rental: "short", ...period(6) },
      ],
      ...guestBooking,
    },
    await visitor(),
  );

  expect(third.status).toBe(409);
  const held = await database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.listingId, listing.id), inArray(bookings.status, ["reserved"])));
  expect(held).toHaveLength(2);
});
