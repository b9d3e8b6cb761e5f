import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, expect, test } from "vitest";
import { z } from "zod";
import { STALE_PURCHASE_MS, settleStalePurchases } from "../../api/checkout/upkeep";
import { type Database, openDatabase } from "../../api/db/client";
import { bookings, purchases, sandboxCharges, sandboxRefunds } from "../../api/db/schema";
import { createPaymentProvider } from "../../api/payments/configured";
import type { PaymentProvider } from "../../api/payments/provider";
import type { CrashDriver, CrashPlan, Fate } from "./crash-child";
import { bearerFor, createTestApi, jsonBody, purchaseDepsFor } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const HOUR = 60 * 60 * 1000;
const guestDetails = {
  first_name: "Ciaran",
  last_name: "Walsh",
  email: "ciaran@example.com",
  mobile: "07700 900456",
  vehicle_reg: "CD34EFG",
};
const checkoutProcess = path.resolve("tests/api/crash-child.ts");
const fates: Fate[] = ["paid", "charged", "unasked", "abandoned"];

let running: ChildProcess | undefined;
let removeDatabase: (() => Promise<void>) | undefined;

afterEach(async () => {
  running?.kill("SIGKILL");
  await removeDatabase?.();
});

/**
 * A database both this test and the checkout process can open: a PGlite folder on disk, or a
 * new database on the PostgreSQL server at DATABASE_URL.
 */
async function sharedDatabase(): Promise<CrashPlan["database"]> {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== "postgres" || !serverUrl) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-crash-"));
    removeDatabase = async () => fs.rmSync(folder, { recursive: true, force: true });
    return { dataDir: path.join(folder, "data") };
  }
  const name = `test_crash_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  removeDatabase = () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function open(location: CrashPlan["database"]) {
  return openDatabase({ dataDir: "memory://", ...location });
}

/** Runs the checkout process until every purchase has reached its point, then kills it. */
function killCheckoutMidway(plan: CrashPlan) {
  const command = ["--import", "tsx", checkoutProcess, JSON.stringify(plan)];
  const child = spawn(process.execPath, command, { stdio: ["ignore", "pipe", "pipe"] });
  running = child;
  let said = "";
  let output = "";
  child.stderr.on("data", (chunk) => (output += String(chunk)));
  child.stdout.on("data", (chunk) => {
    said += String(chunk);
    if (said.includes("ready\n")) child.kill("SIGKILL");
  });
  return new Promise<void>((resolve, reject) => {
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve();
      else
        reject(new Error(`The checkout process ended (${code}) before it was killed\n${output}`));
    });
  });
}

/** 12 one-hour periods a day for each space, each driver's purchase stopped at its fate. */
function driversFor(spaceIds: number[], day: Date): CrashDriver[] {
  return spaceIds.flatMap((listingId, space) =>
    Array.from({ length: 12 }, (_, slot) => {
      const start = new Date(day.getTime() + (7 + slot) * HOUR);
      return {
        subject: `anon_crash_${space}_${slot}`,
        listingId,
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR).toISOString(),
        fate: fates[slot % fates.length]!,
      };
    }),
  );
}

function threeDaysAhead() {
  const day = new Date(Date.now() + 3 * 24 * HOUR);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** What became of each driver: purchase, booking and ledger. */
async function outcomes(database: Database, drivers: CrashDriver[]) {
  const { db } = database;
  const [held, paid, charges] = await Promise.all([
    db.select({ principal: bookings.principal, status: bookings.status }).from(bookings),
    db
      .select({ principal: purchases.principal, id: purchases.id, status: purchases.status })
      .from(purchases),
    db
      .select({ purchaseId: sandboxCharges.idempotencyKey, refunded: sandboxCharges.refundedMinor })
      .from(sandboxCharges),
  ]);
  return Object.fromEntries(
    drivers.map(({ subject }) => {
      const purchase = paid.find((row) => row.principal === subject);
      const charge = charges.find((row) => row.purchaseId === purchase?.id);
      const ledger = !charge ? "not charged" : charge.refunded > 0 ? "refunded" : "charged";
      const booking = held.find((row) => row.principal === subject)?.status;
      return [subject, `${purchase?.status ?? "no purchase"}, ${booking}, ${ledger}`];
    }),
  );
}

const statusOf = (result: unknown) => z.object({ status: z.string() }).parse(result).status;

/**
 * Decision 007's promise: no purchase left processing; every confirmed booking paid by a
 * succeeded purchase whose charge is on the ledger for its amount; every charge either paying
 * for confirmed bookings or refunded in full.
 */
async function expectBooksToBalance(database: Database) {
  const { db } = database;
  const [allBookings, allPurchases, charges, refunds] = await Promise.all([
    db.select().from(bookings),
    db.select().from(purchases),
    db.select().from(sandboxCharges),
    db.select().from(sandboxRefunds),
  ]);
  expect(allPurchases.filter((purchase) => purchase.status === "processing")).toEqual([]);
  const bookingsOf = (purchase: (typeof allPurchases)[number]) =>
    allBookings.filter((booking) => purchase.bookingIds.includes(booking.id));

  for (const booking of allBookings.filter((row) => row.status === "confirmed")) {
    const [purchase, ...others] = allPurchases.filter(
      (row) => row.status === "succeeded" && row.bookingIds.includes(booking.id),
    );
    expect(others).toEqual([]);
    const charge = charges.find((row) => row.idempotencyKey === purchase?.id);
    expect(charge).toMatchObject({
      amountMinor: purchase?.amountMinor,
      refundedMinor: 0,
      result: { status: "succeeded", providerPaymentId: purchase?.providerPaymentId },
    });
    const total = bookingsOf(purchase!).reduce((sum, paidFor) => sum + paidFor.totalMinor, 0);
    expect(purchase?.amountMinor).toBe(total);
  }

  for (const charge of charges.filter(({ result }) => statusOf(result) === "succeeded")) {
    const purchase = allPurchases.find((row) => row.id === charge.idempotencyKey)!;
    const statuses = bookingsOf(purchase).map((booking) => booking.status);
    if (purchase.status === "succeeded") {
      expect(statuses.every((status) => status === "confirmed")).toBe(true);
      expect(charge.refundedMinor).toBe(0);
    } else {
      expect(purchase.status).toBe("failed");
      expect(statuses.some((status) => status === "reserved" || status === "confirmed")).toBe(
        false,
      );
      expect(charge.refundedMinor).toBe(charge.amountMinor);
      expect(
        refunds.filter((refund) => refund.providerPaymentId === charge.providerPaymentId),
      ).toMatchObject([{ amountMinor: charge.amountMinor, result: { status: "succeeded" } }]);
    }
  }
}

/** Every driver's purchase is where the process was stopped: nothing has been settled since. */
async function expectCheckoutStoppedMidway(database: Database, drivers: CrashDriver[]) {
  const { db } = database;
  const subjects = (...wanted: Fate[]) =>
    drivers.filter(({ fate }) => wanted.includes(fate)).map(({ subject }) => subject);
  const processing = await db
    .select({ principal: purchases.principal })
    .from(purchases)
    .where(eq(purchases.status, "processing"));
  const charged = await db
    .select({ principal: purchases.principal })
    .from(sandboxCharges)
    .innerJoin(purchases, sql`${purchases.id}::text = ${sandboxCharges.idempotencyKey}`);
  expect(processing.map(({ principal }) => principal).sort()).toEqual(
    subjects("charged", "unasked").sort(),
  );
  expect(charged.map(({ principal }) => principal).sort()).toEqual(
    subjects("paid", "charged").sort(),
  );
}

/** A new driver reserving periods on a space: the answer's status. */
function latecomer(api: ReturnType<typeof createTestApi>) {
  return async (listingId: number, periods: CrashDriver[]) => {
    const response = await api.request(`/api/v2/spaces/${listingId}/reserve`, {
      method: "POST",
      ...jsonBody(
        {
          reservations: periods.map(({ start, end }) => ({ rental: "short", start, end })),
          ...guestDetails,
        },
        await bearerFor(["anonymous"], `anon_${randomUUID()}`),
      ),
    });
    return response.status;
  };
}

/** Each fate's outcome on the space left alone, and on the one where a bay was taken over. */
const settledOutcomes: Record<Fate, { kept: string; contested: string }> = {
  paid: { kept: "succeeded, confirmed, charged", contested: "succeeded, confirmed, charged" },
  charged: { kept: "succeeded, confirmed, charged", contested: "failed, expired, refunded" },
  unasked: { kept: "failed, cancelled, not charged", contested: "failed, expired, not charged" },
  abandoned: {
    kept: "no purchase, reserved, not charged",
    contested: "no purchase, expired, not charged",
  },
};

test("a checkout killed between charge and settle is settled: paid and booked, or refunded", async () => {
  const location = await sharedDatabase();
  let database = await open(location);
  const ownerId = await createOwner(database);
  const oneBay = { bayCount: 1, offersMonthly: false, seasons: [], airportCode: null };
  const kept = await createListing(database, ownerId, oneBay);
  const contested = await createListing(database, ownerId, oneBay);
  await database.close();

  const drivers = driversFor([kept.id, contested.id], threeDaysAhead());
  const on = (listingId: number, ...wanted: Fate[]) =>
    drivers.filter((driver) => driver.listingId === listingId && wanted.includes(driver.fate));
  await killCheckoutMidway({ database: location, drivers });

  database = await open(location);
  try {
    await expectCheckoutStoppedMidway(database, drivers);
    // Long after: the stopped purchases are stale and every hold has lapsed.
    const later = new Date(Date.now() + STALE_PURCHASE_MS + 15 * 60 * 1000);
    const now = () => later;
    const payments = createPaymentProvider({ db: database.db, now });
    const reserve = latecomer(createTestApi(database, { now, payments }));

    // Before the upkeep runs, a new driver takes the bay of a contested driver who was charged.
    const [takenOver] = on(contested.id, "charged");
    expect(await reserve(contested.id, [takenOver!])).toBe(201);

    const deps = purchaseDepsFor(database, { payments, now });
    const stopped = drivers.filter(({ fate }) => fate === "charged" || fate === "unasked");
    expect(await settleStalePurchases(deps)).toBe(stopped.length);
    expect(await settleStalePurchases(deps)).toBe(0);

    expect(await outcomes(database, drivers)).toEqual(
      Object.fromEntries(
        drivers.map(({ subject, listingId, fate }) => [
          subject,
          settledOutcomes[fate][listingId === kept.id ? "kept" : "contested"],
        ]),
      ),
    );
    await expectBooksToBalance(database);

    // Lapsed holds and released bookings hold no bay; confirmed ones still do.
    expect(await reserve(kept.id, on(kept.id, "unasked", "abandoned"))).toBe(201);
    const released = on(contested.id, "charged", "unasked", "abandoned");
    expect(
      await reserve(
        contested.id,
        released.filter((driver) => driver !== takenOver),
      ),
    ).toBe(201);
    for (const booked of on(kept.id, "paid", "charged")) {
      expect(await reserve(kept.id, [booked])).toBe(409);
    }
  } finally {
    await database.close();
  }
}, 90_000);

/**
 * The sandbox, but down until `comeBack()`, and then slow: a charge waits, `charging`, until
 * `answer()`.
 */
function downThenSlowPayments(payments: PaymentProvider) {
  let up = false;
  let asked = () => {};
  let answer = () => {};
  const charging = new Promise<void>((resolve) => (asked = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const provider: PaymentProvider = {
    ...payments,
    async charge(request) {
      if (!up) throw new Error("The payment provider cannot be reached");
      asked();
      await answered;
      return payments.charge(request);
    },
  };
  return { provider, charging, comeBack: () => (up = true), answer: () => answer() };
}

test("a charge that lands after the upkeep gave its purchase up is refunded", async () => {
  const database = await createTestDatabase();
  removeDatabase = () => database.close();
  let clock = new Date();
  const now = () => clock;
  const sandbox = createPaymentProvider({ db: database.db, now });
  const payments = downThenSlowPayments(sandbox);
  const api = createTestApi(database, { now, payments: payments.provider });
  const space = await createListing(database, await createOwner(database), {
    bayCount: 1,
    offersMonthly: false,
    seasons: [],
    airportCode: null,
  });
  const [driver] = driversFor([space.id], threeDaysAhead());
  const headers = await bearerFor(["anonymous"], driver!.subject);
  const post = async (route: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await api.request(`/api/v2${route}`, {
      method: "POST",
      ...jsonBody(body, { ...headers, ...extra }),
    });
    return { status: response.status, body: await response.json() };
  };
  const reserved = await post(`/spaces/${space.id}/reserve`, {
    rental: "short",
    start: driver!.start,
    end: driver!.end,
    ...guestDetails,
  });
  const token = await post("/sandbox/card-tokens", {
    number: "4242 4242 4242 4242",
    exp_month: 12,
    exp_year: 2030,
    cvc: "123",
  });
  const purchase = {
    reservation_id: reserved.body.data.reservation.id,
    payment_token: token.body.data.token,
  };
  const key = { "Idempotency-Key": "late-charge-1" };
  expect((await post(`/spaces/${space.id}/purchase`, purchase, key)).status).toBe(503);

  // Minutes later the driver tries again while the upkeep runs; the provider is slow to answer.
  clock = new Date(clock.getTime() + STALE_PURCHASE_MS + 60_000);
  payments.comeBack();
  const retried = post(`/spaces/${space.id}/purchase`, purchase, key);
  await payments.charging;
  expect(await settleStalePurchases(purchaseDepsFor(database, { payments: sandbox, now }))).toBe(1);
  payments.answer();

  expect((await retried).status).toBe(402);
  const charges = await database.db.select().from(sandboxCharges);
  expect(charges.map(({ amountMinor, refundedMinor }) => amountMinor - refundedMinor)).toEqual([0]);
  await expectBooksToBalance(database);
});
