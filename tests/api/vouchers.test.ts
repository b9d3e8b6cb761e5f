import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings, discountCodes } from "../../api/db/schema";
import { seedDiscountCodes } from "../../api/db/seed/discount-codes";
import { insertMissingDiscountCodes } from "../../api/repositories/discount-codes";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const now = new Date("2026-12-01T08:10:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let driver: Record<string, string>;
let stranger: Record<string, string>;
let listingId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => now });
  const driverId = await createOwner(database);
  driver = await bearerFor(["driver"], driverId);
  stranger = await bearerFor(["driver"], await createOwner(database));
  const listing = await createListing(database, await createOwner(database), {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 1,
  });
  listingId = listing.id;
  await seedDiscountCodes(database.db);
  await insertMissingDiscountCodes(database.db, [
    {
      code: "XMAS-GIFT",
      kind: "percent",
      value: 20,
      maxRedemptions: 1,
      validUntil: new Date("2027-01-06T00:00:00Z"),
    },
    { code: "GIFT-USED", kind: "static", value: 500, currency: "GBP", maxRedemptions: 1 },
    {
      code: "GIFT-OLD",
      kind: "static",
      value: 500,
      currency: "GBP",
      maxRedemptions: 1,
      validUntil: new Date("2026-06-01T00:00:00Z"),
    },
    {
      code: "MINE-OLD",
      kind: "percent",
      value: 5,
      ownerId: driverId,
      validUntil: new Date("2026-01-01T00:00:00Z"),
    },
    {
      code: "MINE-NEW",
      kind: "static",
      value: 300,
      currency: "GBP",
      ownerId: driverId,
      maxRedemptions: 3,
    },
  ]);
  await createBooking(
    database,
    { id: listing.id, bayId: listing.bayIds[0]! },
    new Date("2026-11-20T09:00:00Z"),
    new Date("2026-11-20T10:00:00Z"),
  );
  const [used] = await database.db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, "GIFT-USED"));
  await database.db
    .update(bookings)
    .set({ discountCodeId: used!.id })
    .where(eq(bookings.listingId, listing.id));
});

afterAll(async () => {
  await database.close();
});

async function claim(code: unknown, headers: Record<string, string>) {
  const response = await api.request("/api/v2/me/vouchers", {
    method: "POST",
    ...jsonBody({ code }, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function vouchers(headers: Record<string, string>, query = "") {
  const response = await api.request(`/api/v2/me/vouchers${query}`, { headers });
  return { status: response.status, body: await response.json() };
}

test("vouchers are for signed-in users only", async () => {
  const guest = await bearerFor(["anonymous"]);
  for (const headers of [{}, guest]) {
    expect((await vouchers(headers)).status).toBe(401);
    expect((await claim("PARKWAYGIFT", headers)).status).toBe(401);
  }
});

test("a user sees their own vouchers, usable ones first, one page at a time", async () => {
  const { status, body } = await vouchers(driver);
  expect(status).toBe(200);
  expect(body.meta).toEqual({ page: 1, per_page: 20, total: 2 });
  expect(body.data).toEqual([
    {
      id: expect.any(Number),
      code: "MINE-NEW",
      type: "static",
      value: 3,
      currency: { value: "GBP", symbol: "£" },
      label: "MINE-NEW (£3 off)",
      valid_from: null,
      valid_until: null,
      redemptions_left: 3,
      balance: 9,
      status: "usable",
    },
    {
      id: expect.any(Number),
      code: "MINE-OLD",
      type: "percent",
      value: 5,
      currency: null,
      label: "MINE-OLD (5% off)",
      valid_from: null,
      valid_until: "2026-01-01T00:00:00.000Z",
      redemptions_left: null,
      balance: null,
      status: "expired",
    },
  ]);
  const second = await vouchers(driver, "?page=2&per_page=1");
  expect(second.body.data.map((voucher: { code: string }) => voucher.code)).toEqual(["MINE-OLD"]);
  expect(second.body.meta).toEqual({ page: 2, per_page: 1, total: 2 });
  expect((await vouchers(stranger)).body.data).toEqual([]);
  expect((await vouchers(driver, "?per_page=500")).status).toBe(400);
});

test("a single-use gift code can be claimed once, and only by one account", async () => {
  const claimed = await claim("parkwaygift", driver);
  expect(claimed.status).toBe(201);
  expect(claimed.body.data).toMatchObject({
    code: "PARKWAYGIFT",
    label: "PARKWAYGIFT (£10 off)",
    redemptions_left: 1,
    balance: 10,
    status: "usable",
  });
  const again = await claim("PARKWAYGIFT", driver);
  expect(again.status).toBe(200);
  expect(again.body.data.code).toBe("PARKWAYGIFT");
  const taken = await claim("PARKWAYGIFT", stranger);
  expect(taken.status).toBe(409);
  expect(taken.body).toEqual({ message: "PARKWAYGIFT has already been added to another account" });
  const listed = await vouchers(driver);
  expect(listed.body.data.map((voucher: { code: string }) => voucher.code)).toContain(
    "PARKWAYGIFT",
  );
});

test("a claimed voucher prices the owner's quote and is unknown to everyone else", async () => {
  expect((await claim("XMAS-GIFT", stranger)).status).toBe(201);
  const body = {
    rental: "short",
    start: "2026-12-03T09:00:00Z",
    end: "2026-12-03T11:00:00Z",
    voucher_code: "XMAS-GIFT",
  };
  const own = await api.request(`/api/v2/spaces/${listingId}/quote`, {
    method: "POST",
    ...jsonBody(body, stranger),
  });
  expect(own.status).toBe(200);
  expect((await own.json()).data.discount).toEqual({
    code: "XMAS-GIFT",
    label: "XMAS-GIFT (20% off)",
  });
  const other = await api.request(`/api/v2/spaces/${listingId}/quote`, {
    method: "POST",
    ...jsonBody(body, driver),
  });
  expect(other.status).toBe(400);
  expect((await other.json()).errors.voucher_code).toEqual([
    "We can't find the code XMAS-GIFT. Check it and try again.",
  ]);
});

test("an unknown code is not found", async () => {
  const { status, body } = await claim("NO-SUCH-GIFT", driver);
  expect(status).toBe(404);
  expect(body).toEqual({ message: "We can't find the code NO-SUCH-GIFT" });
});

test("a code for everyone, a used gift and an expired gift cannot be claimed", async () => {
  const everyone = await claim("WELCOME5", driver);
  expect(everyone.status).toBe(400);
  expect(everyone.body.errors).toEqual({
    code: ["WELCOME5 is a code for everyone, not a voucher: enter it at checkout"],
  });
  const used = await claim("GIFT-USED", driver);
  expect(used.status).toBe(400);
  expect(used.body.errors).toEqual({ code: ["GIFT-USED has already been used"] });
  const expired = await claim("GIFT-OLD", driver);
  expect(expired.status).toBe(400);
  expect(expired.body.errors).toEqual({ code: ["GIFT-OLD expired at 01:00 on 1 June"] });
});

test("a claim needs a code", async () => {
  const { status, body } = await claim("  ", driver);
  expect(status).toBe(400);
  expect(body.errors).toEqual({ code: ["Enter the voucher's code"] });
});

test("a declined payment, a lapsed hold or a full refund gives a redemption back", async () => {
  const ownerId = await createOwner(database);
  const [voucher] = await database.db
    .insert(discountCodes)
    .values({ code: "COUNTED", kind: "percent", value: 10, ownerId, maxRedemptions: 10 })
    .returning({ id: discountCodes.id });
  const listing = await createListing(database, await createOwner(database), { bayCount: 1 });
  const held = (day: number, booking: Partial<typeof bookings.$inferInsert>) => ({
    reference: `PW-COUNTED-${day}`,
    listingId: listing.id,
    bayId: listing.bayIds[0]!,
    principal: ownerId,
    rental: "short" as const,
    during: {
      start: new Date(`2026-12-${10 + day}T09:00:00Z`),
      end: new Date(`2026-12-${10 + day}T10:00:00Z`),
    },
    currency: "GBP" as const,
    valueMinor: 400,
    valueBeforeDiscountMinor: 500,
    serviceFeeMinor: 49,
    totalMinor: 449,
    reviewHash: `counted-${day}`,
    discountCodeId: voucher!.id,
    ...booking,
  });
  const inAnHour = new Date(now.getTime() + 60 * 60_000);
  const confirmedAt = new Date("2026-11-30T12:00:00Z");
  await database.db
    .insert(bookings)
    .values([
      held(1, { status: "confirmed", confirmedAt }),
      held(2, { status: "reserved", holdExpiresAt: inAnHour }),
      held(3, { status: "cancelled", confirmedAt, refundMinor: 0 }),
      held(4, { status: "reserved", holdExpiresAt: new Date(now.getTime() - 60_000) }),
      held(5, { status: "cancelled", confirmedAt, refundMinor: 449 }),
      held(6, { status: "cancelled" }),
      held(7, { status: "expired" }),
    ]);
  const { body } = await vouchers(await bearerFor(["driver"], ownerId));
  expect(body.data).toMatchObject([{ code: "COUNTED", redemptions_left: 7 }]);
});

test("a gift voucher a driver pays with is used: nothing is left of its balance", async () => {
  await insertMissingDiscountCodes(database.db, [
    { code: "GIFT-SPEND", kind: "static", value: 500, currency: "GBP", maxRedemptions: 1 },
  ]);
  const spender = await bearerFor(["driver"], await createOwner(database));
  expect((await claim("GIFT-SPEND", spender)).body.data).toMatchObject({ balance: 5 });
  const card = await api.request("/api/v2/sandbox/card-tokens", {
    method: "POST",
    ...jsonBody({ number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" }),
  });
  const booked = await api.request(`/api/v2/spaces/${listingId}/book`, {
    method: "POST",
    ...jsonBody(
      {
        rental: "short",
        start: "2026-12-04T09:00:00Z",
        end: "2026-12-04T11:00:00Z",
        voucher_code: "gift-spend",
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@example.com",
        mobile: "07700 900123",
        vehicle_reg: "AB12CDE",
        payment_token: (await card.json()).data.token,
      },
      { ...spender, "Idempotency-Key": "gift-spend-booking" },
    ),
  });

  expect(booked.status).toBe(201);
  expect((await booked.json()).data.bookings[0]).toMatchObject({
    value: 3,
    valueBeforeDiscount: 8,
  });
  expect((await vouchers(spender)).body.data).toMatchObject([
    { code: "GIFT-SPEND", balance: 0, redemptions_left: 0, status: "used" },
  ]);
});

test("support staff issue a gift voucher, which one driver claims", async () => {
  const issue = (body: unknown, headers: Record<string, string>) =>
    api.request("/api/admin/gift-vouchers", { method: "POST", ...jsonBody(body, headers) });
  const admin = await bearerFor(["admin"]);

  const issued = await issue({ amount: 12.5, currency: "EUR" }, admin);
  const forbidden = await issue({ amount: 12.5, currency: "EUR" }, driver);
  const invalid = await issue({ amount: -1, currency: "USD" }, admin);

  expect(issued.status).toBe(201);
  const gift = (await issued.json()).data;
  expect(gift).toMatchObject({
    code: expect.stringMatching(/^GIFT-[0-9A-Z]{8}$/),
    type: "static",
    value: 12.5,
    currency: { value: "EUR", symbol: "€" },
    redemptions_left: 1,
    balance: 12.5,
    status: "usable",
  });
  expect(forbidden.status).toBe(403);
  expect(invalid.status).toBe(400);
  expect(Object.keys((await invalid.json()).errors).sort()).toEqual(["amount", "currency"]);
  const receiver = await bearerFor(["driver"], await createOwner(database));
  expect((await claim(gift.code, receiver)).status).toBe(201);
});

test("an account can try ten codes in ten minutes, then waits", async () => {
  const guesser = await bearerFor(["driver"], await createOwner(database));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await claim(`GUESS-${attempt}`, guesser)).status).toBe(404);
  }
  const refused = await api.request("/api/v2/me/vouchers", {
    method: "POST",
    ...jsonBody({ code: "PARKWAYGIFT" }, guesser),
  });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("600");
});

test("seeding the demo codes again adds nothing", async () => {
  expect(await seedDiscountCodes(database.db)).toEqual([
    "Discount codes: all present, left unchanged",
  ]);
});
