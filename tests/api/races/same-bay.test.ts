import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings, purchases, sandboxCharges } from "../../api/db/schema";
import { createPaymentProvider } from "../../api/payments/configured";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const now = () => new Date("2026-12-01T08:10:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;

type Headers = Record<string, string>;

const guestDetails = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
  vehicle_reg: "AB12CDE",
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now, payments: createPaymentProvider({ db: database.db, now }) });
  ownerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

const guest = () => bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`);

async function post(path: string, body: unknown, headers: Headers) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function cardToken() {
  const { body } = await post(
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    await guest(),
  );
  return body.data.token as string;
}

function oneBaySpace() {
  return createListing(database, ownerId, {
    bayCount: 1,
    hourlyPriceMinor: 400,
    offersMonthly: false,
    seasons: [],
    airportCode: null,
  });
}

/** Bookings of a listing that hold its bay: reserved or confirmed. */
async function holding(listingId: number) {
  return database.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(eq(bookings.listingId, listingId), inArray(bookings.status, ["reserved", "confirmed"])),
    );
}

/** The sandbox's charges for purchases of a listing's bookings. */
async function chargesFor(listingId: number) {
  return database.db
    .select({
      purchaseId: sandboxCharges.idempotencyKey,
      amountMinor: sandboxCharges.amountMinor,
      status: sql<string>`${sandboxCharges.result}->>'status'`,
    })
    .from(sandboxCharges)
    .innerJoin(purchases, sql`${purchases.id}::text = ${sandboxCharges.idempotencyKey}`)
    .where(
      sql`exists (select 1 from ${bookings} where ${bookings.id} = any(${purchases.bookingIds})
        and ${bookings.listingId} = ${listingId})`,
    );
}

const thursdayMorning = { start: "2026-12-03T09:00:00Z", end: "2026-12-03T11:00:00Z" };

test("two drivers can never hold the same bay: 100 drivers book its last space at once", async () => {
  const space = await oneBaySpace();
  const drivers = await Promise.all(
    Array.from({ length: 100 }, async (_, index) => ({
      headers: { ...(await guest()), "Idempotency-Key": `race-book-${index}` },
      payment_token: await cardToken(),
    })),
  );

  const answers = await Promise.all(
    drivers.map(({ headers, payment_token }) =>
      post(
        `/spaces/${space.id}/book`,
        { rental: "short", ...thursdayMorning, ...guestDetails, payment_token },
        headers,
      ),
    ),
  );

  const booked = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(booked).toHaveLength(1);
  expect(refused).toHaveLength(99);
  for (const answer of refused) {
    expect(answer).toEqual({
      status: 409,
      body: {
        message:
          "This space is fully booked between 09:00 on 3 December and 11:00 on 3 December. Choose other times or a nearby space.",
      },
    });
  }
  const [winner] = booked;
  const [booking] = winner!.body.data.bookings;
  expect(booking).toMatchObject({ status: "confirmed", start: "2026-12-03T09:00:00.000Z" });
  expect(await holding(space.id)).toEqual([{ id: booking.id, status: "confirmed" }]);
  expect(await chargesFor(space.id)).toEqual([
    {
      purchaseId: winner!.body.data.purchase.id,
      amountMinor: Math.round(winner!.body.data.purchase.amount * 100),
      status: "succeeded",
    },
  ]);
});

test("20 retries of one purchase at once all answer the same booking, charged once", async () => {
  const space = await oneBaySpace();
  const headers = await guest();
  const reserved = await post(
    `/spaces/${space.id}/reserve`,
    { rental: "short", ...thursdayMorning, ...guestDetails },
    headers,
  );
  expect(reserved.status).toBe(201);
  const purchase = {
    reservation_id: reserved.body.data.reservation.id,
    payment_token: await cardToken(),
  };

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      post(`/spaces/${space.id}/purchase`, purchase, {
        ...headers,
        "Idempotency-Key": "race-retry-1",
      }),
    ),
  );

  const [first] = answers;
  expect(first).toMatchObject({ status: 201, body: { data: { purchase: { amount: 8.6 } } } });
  for (const answer of answers) expect(answer).toEqual(first);
  expect(await chargesFor(space.id)).toEqual([
    { purchaseId: first!.body.data.purchase.id, amountMinor: 860, status: "succeeded" },
  ]);
  const started = await database.db
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.idempotencyKey, "race-retry-1"));
  expect(started).toEqual([{ id: first!.body.data.purchase.id, status: "succeeded" }]);
  expect(await holding(space.id)).toEqual([{ id: purchase.reservation_id, status: "confirmed" }]);
});
