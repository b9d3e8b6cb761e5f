import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings, purchases } from "../../api/db/schema";
import { createPaymentProvider } from "../../api/payments/configured";
import { bearerFor, createTestApi, guestBooking, guestWithKey, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const start = new Date("2026-12-01T08:10:00Z");
let clock = start;
const now = () => clock;

let database: Database;
let api: ReturnType<typeof createTestApi>;
let ownerId: string;

const thursday = { rental: "short", start: "2026-12-03T09:00:00Z", end: "2026-12-03T11:00:00Z" };

beforeAll(async () => {
  database = await createTestDatabase();
  api = serviceOn(database);
  ownerId = await createOwner(database);
});

afterAll(async () => {
  await database.close();
});

function serviceOn(on: Database) {
  return createTestApi(on, { now, payments: createPaymentProvider({ db: on.db, now }) });
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string>,
  service: ReturnType<typeof createTestApi> = api,
) {
  const response = await service.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function card(number = "4242 4242 4242 4242") {
  const { body } = await post(
    "/sandbox/card-tokens",
    { number, exp_month: 12, exp_year: 2030, cvc: "123" },
    await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`),
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

function holding(listingId: number) {
  return database.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(eq(bookings.listingId, listingId), inArray(bookings.status, ["reserved", "confirmed"])),
    );
}

test("the same key and booking again replays the first answer; another booking under it is refused", async () => {
  const space = await oneBaySpace();
  const headers = await guestWithKey("one-booking-key");
  const booking = { ...thursday, ...guestBooking, payment_token: await card() };

  const first = await post(`/spaces/${space.id}/book`, booking, headers);
  const again = await post(`/spaces/${space.id}/book`, booking, headers);
  const other = await post(
    `/spaces/${space.id}/book`,
    { ...booking, end: "2026-12-03T12:00:00Z" },
    headers,
  );

  expect(first.status).toBe(201);
  expect(again).toMatchObject({ status: 201, body: first.body });
  expect(other).toMatchObject({
    status: 422,
    body: {
      message:
        "This Idempotency-Key was used for a different request. Send a new key for a new booking.",
    },
  });
  expect(await holding(space.id)).toEqual([
    { id: first.body.data.bookings[0].id, status: "confirmed" },
  ]);
});

test("a retry with a new card token for the same booking is the same request", async () => {
  const space = await oneBaySpace();
  const headers = await guestWithKey("new-token-key");
  const booking = { ...thursday, ...guestBooking };

  const first = await post(
    `/spaces/${space.id}/book`,
    { ...booking, payment_token: await card() },
    headers,
  );
  const retry = await post(
    `/spaces/${space.id}/book`,
    { ...booking, payment_token: await card() },
    headers,
  );

  expect(retry).toMatchObject({ status: 201, body: first.body });
});

test("a refused request leaves its key free: the corrected request books with it", async () => {
  const space = await oneBaySpace();
  const headers = await guestWithKey("typo-key");
  const booking = { ...thursday, ...guestBooking, payment_token: await card() };

  const typo = await post(`/spaces/${space.id}/book`, { ...booking, email: "aoife@" }, headers);
  const corrected = await post(`/spaces/${space.id}/book`, booking, headers);

  expect(typo.status).toBe(400);
  expect(corrected.status).toBe(201);
});

test("a declined payment is the key's answer; a new key pays with another card", async () => {
  const space = await oneBaySpace();
  const guest = await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`);
  const booking = { ...thursday, ...guestBooking };
  const declinedCard = await card("4000 0000 0000 0002");

  const declined = await post(
    `/spaces/${space.id}/book`,
    { ...booking, payment_token: declinedCard },
    { ...guest, "Idempotency-Key": "declined-key" },
  );
  const replayed = await post(
    `/spaces/${space.id}/book`,
    { ...booking, payment_token: declinedCard },
    { ...guest, "Idempotency-Key": "declined-key" },
  );
  const paid = await post(
    `/spaces/${space.id}/book`,
    { ...booking, payment_token: await card() },
    { ...guest, "Idempotency-Key": "second-key" },
  );

  expect(declined).toMatchObject({ status: 402, body: { code: "card_declined" } });
  expect(replayed).toMatchObject({ status: 402, body: declined.body });
  expect(paid.status).toBe(201);
});

/**
 * The service's database as a process would see it that loses its connection once the first
 * transaction (a book call's hold) has committed: every later call fails as if unreachable.
 */
function cutAfterFirstTransaction(on: Database): Database {
  let down = false;
  const unreachable = () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  };
  const db = new Proxy(on.db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (down) return unreachable;
      if (property !== "transaction") return value.bind(target);
      return async (...args: unknown[]) => {
        const result: unknown = await value.apply(target, args);
        down = true;
        return result;
      };
    },
  });
  return { ...on, db };
}

test("a book call cut off between its hold and its payment leaves no hold for its retry to double", async () => {
  const space = await oneBaySpace();
  const headers = await guestWithKey("cut-off-key");
  const booking = { ...thursday, ...guestBooking, payment_token: await card() };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const cutOff = await post(
    `/spaces/${space.id}/book`,
    booking,
    headers,
    serviceOn(cutAfterFirstTransaction(database)),
  );
  expect(cutOff).toMatchObject({ status: 503 });
  expect(cutOff.headers.get("Retry-After")).toBe("5");
  const [orphan] = await holding(space.id);
  expect(orphan).toMatchObject({ status: "reserved" });

  clock = new Date(start.getTime() + 61_000);
  const retry = await post(`/spaces/${space.id}/book`, booking, headers);
  clock = start;

  expect(retry.status).toBe(201);
  const [booked] = retry.body.data.bookings;
  expect(await holding(space.id)).toEqual([{ id: booked.id, status: "confirmed" }]);
  const paid = await database.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.idempotencyKey, "cut-off-key"));
  expect(paid).toHaveLength(1);
});
