import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { Booking as BookingAnswer } from "#contract/bookings";
import { payoutsOverviewSchema, statementSchema } from "#contract/payouts";
import type { Database } from "../../api/db/client";
import { issueAccessToken, type AccessTokenScope } from "../../api/domain/access-tokens";
import {
  outboxEmails,
  ownerEarnings,
  payoutAccounts,
  payouts,
  purchases,
  refunds,
  sandboxPayoutAccounts,
  sandboxTransfers,
} from "../../api/db/schema";
import { createPaymentProvider } from "../../api/payments/configured";
import { postLedger } from "../../api/payouts/ledger";
import { runPayouts } from "../../api/payouts/payout-run";
import { eraseAccount } from "../../api/repositories/account-erasure";
import { createSandboxPayoutProvider } from "../../api/payouts/sandbox";
import { createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
const start = new Date("2026-12-01T08:10:00Z");
let clock = start;
const now = () => clock;

let database: Database;
let api: ReturnType<typeof createTestApi>;

type Headers = Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now, payments: createPaymentProvider({ db: database.db, now }) });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  clock = start;
});

async function call(method: string, path: string, headers: Headers, body?: unknown) {
  const response = await api.request(
    `/api${path}`,
    body === undefined ? { method, headers } : { method, ...jsonBody(body, headers) },
  );
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get("Content-Type"),
    text,
    body: response.headers.get("Content-Type")?.startsWith("application/json")
      ? JSON.parse(text)
      : null,
  };
}

async function bearerAt(scopes: AccessTokenScope[], subject: string) {
  const { token } = await issueAccessToken({ secret: testJwtSecret, subject, scopes, now: clock });
  return { Authorization: `Bearer ${token}` };
}

/** An owner of a £4-an-hour space, signed in. */
async function newOwner() {
  const id = await createOwner(database);
  const space = await createListing(database, id, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 5,
  });
  // Issued at the test's clock each time, so a token outlives no month the test moves through.
  return { id, space, auth: () => bearerAt(["driver", "landlord"], id) };
}

let keys = 0;

/** A guest books and pays for hours of the space through the service, with a sandbox card. */
async function book(spaceId: number, period: { start: string; end: string }) {
  const guest = await bearerAt(["anonymous"], `anon_${crypto.randomUUID()}`);
  const card = await call("POST", "/v2/sandbox/card-tokens", guest, {
    number: "4242 4242 4242 4242",
    exp_month: 12,
    exp_year: 2030,
    cvc: "123",
  });
  expect(card.status).toBe(201);
  const booked = await call(
    "POST",
    `/v2/spaces/${spaceId}/book`,
    { ...guest, "Idempotency-Key": `payouts-test-${++keys}` },
    {
      rental: "short",
      ...period,
      first_name: "Aoife",
      last_name: "Byrne",
      email: `aoife${keys}@example.com`,
      mobile: "07700 900123",
      vehicle_reg: "AB12CDE",
      payment_token: card.body.data.token,
    },
  );
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings as BookingAnswer[];
  return { booking: booking!, guest };
}

const ukAccount = {
  country: "GB",
  holder_name: "Ada Owner",
  sort_code: "08-99-99",
  account_number: "66374958",
};

const overview = async (headers: Headers) => {
  const answer = await call("GET", "/v2/payouts", headers);
  expect(answer.status).toBe(200);
  return payoutsOverviewSchema.parse(answer.body).data;
};

const payoutDeps = () => ({
  database,
  payoutProvider: createSandboxPayoutProvider(database.db),
  now,
});

test("an owner earns their full price for a paid booking, and is paid it the month after the parking", async () => {
  const owner = await newOwner();
  // Two hours: £8.00 to the owner; the driver also pays Parkway's £0.60 fee.
  await book(owner.space.id, { start: "2026-12-10T09:00:00Z", end: "2026-12-10T11:00:00Z" });

  const before = await overview(await owner.auth());
  expect(before.balances).toEqual([
    { currency: "GBP", balance_minor: 800, upcoming: { on: "2027-01-01", amount_minor: 800 } },
  ]);
  expect(before.accounts).toEqual([]);
  expect(before.provider).toBe("sandbox");

  const saved = await call("PUT", "/v2/payouts/bank-account", await owner.auth(), ukAccount);
  expect(saved.status).toBe(200);
  expect(saved.body.data).toEqual({
    currency: "GBP",
    country: "GB",
    holder_name: "Ada Owner",
    last4: "4958",
    status: "ready",
  });
  expect(saved.text).not.toContain("66374958");
  const [email] = await database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, "payout-details-changed"));
  expect(email).toMatchObject({ subject: "Your Parkway payout details have changed" });
  expect(email!.textBody).toContain("the UK bank account ending 4958");
  expect(email!.textBody).not.toContain("66374958");

  // December's run pays nothing: the parking is in December.
  clock = new Date("2026-12-20T12:00:00Z");
  expect(await runPayouts(payoutDeps())).toEqual({ month: "2026-12", payouts: 0 });

  clock = new Date("2027-01-01T00:05:00Z");
  expect(await runPayouts(payoutDeps())).toEqual({ month: "2027-01", payouts: 1 });
  const after = await overview(await owner.auth());
  expect(after.balances[0]).toMatchObject({ balance_minor: 0 });
  expect(after.payouts).toEqual([
    expect.objectContaining({
      month: "2027-01",
      currency: "GBP",
      amount_minor: 800,
      status: "paid",
      account_last4: "4958",
    }),
  ]);
  const [transfer] = await database.db
    .select()
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.idempotencyKey, after.payouts[0]!.id));
  expect(transfer).toMatchObject({ amountMinor: 800, currency: "GBP" });

  const statement = await call("GET", "/v2/payouts/statements/2027-01", await owner.auth());
  expect(statement.status).toBe(200);
  expect(statementSchema.parse(statement.body).data.lines).toEqual([
    expect.objectContaining({ kind: "earning", rental: "short", amount_minor: 800 }),
  ]);
  const csv = await call("GET", "/v2/payouts/statements/2027-01?format=csv", await owner.auth());
  expect(csv.type).toBe("text/csv; charset=utf-8");
  expect(csv.text.split("\r\n")[0]).toBe("Reference,Space,Parking,Start,End,Entry,Currency,Amount");
  expect(csv.text).toContain(",earning,GBP,8.00");
});

test("a full refund before the run takes the booking's earning back; a late cancellation does not", async () => {
  const owner = await newOwner();
  await call("PUT", "/v2/payouts/bank-account", await owner.auth(), ukAccount);
  const kept = await book(owner.space.id, {
    start: "2026-12-02T07:00:00Z",
    end: "2026-12-02T08:00:00Z",
  });
  const refunded = await book(owner.space.id, {
    start: "2026-12-12T09:00:00Z",
    end: "2026-12-12T11:00:00Z",
  });
  expect((await overview(await owner.auth())).balances[0]).toMatchObject({ balance_minor: 1200 });

  // More than 24 hours ahead: everything paid goes back, and with it the £8.00 earned.
  const full = await call(
    "POST",
    `/v2/tenant/bookings/${refunded.booking.id}/cancel`,
    refunded.guest,
    {},
  );
  expect(full.status).toBe(200);
  // Within 24 hours: nothing is refunded, and the owner is paid as if the parking went ahead.
  const late = await call("POST", `/v2/tenant/bookings/${kept.booking.id}/cancel`, kept.guest, {});
  expect(late.status).toBe(200);

  expect((await overview(await owner.auth())).balances[0]).toMatchObject({ balance_minor: 400 });
  const entries = await database.db
    .select({ kind: ownerEarnings.kind, amountMinor: ownerEarnings.amountMinor })
    .from(ownerEarnings)
    .where(eq(ownerEarnings.ownerId, owner.id));
  expect(entries).toEqual(
    expect.arrayContaining([
      { kind: "earning", amountMinor: 400 },
      { kind: "earning", amountMinor: 800 },
      { kind: "reversal", amountMinor: -800 },
    ]),
  );

  clock = new Date("2027-01-02T09:00:00Z");
  await runPayouts(payoutDeps());
  const paid = await database.db.select().from(payouts).where(eq(payouts.ownerId, owner.id));
  expect(paid).toEqual([expect.objectContaining({ amountMinor: 400, month: "2027-01" })]);
  const statement = await call("GET", "/v2/payouts/statements/2027-01", await owner.auth());
  // The statement shows the refunded booking's earning and the refund that took it back.
  expect(
    statement.body.data.lines.map(
      (line: { reference: string; kind: string; amount_minor: number }) =>
        `${line.reference} ${line.kind} ${line.amount_minor}`,
    ),
  ).toEqual([
    `${kept.booking.reference} earning 400`,
    `${refunded.booking.reference} earning 800`,
    `${refunded.booking.reference} refund -800`,
  ]);
});

test("the ledger reads each payment and refund once: a later round finds nothing left to post", async () => {
  const owner = await newOwner();
  const booked = await book(owner.space.id, {
    start: "2026-12-14T09:00:00Z",
    end: "2026-12-14T10:00:00Z",
  });
  await call("POST", `/v2/tenant/bookings/${booked.booking.id}/cancel`, booked.guest, {});
  await postLedger(database.db);

  const unposted = (table: typeof purchases | typeof refunds) =>
    database.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.status, "succeeded"), isNull(table.ledgerPostedAt)));
  expect(await unposted(purchases)).toEqual([]);
  expect(await unposted(refunds)).toEqual([]);
  // An entry lost from the ledger is not read back in: rounds never rescan what they posted.
  await database.db
    .delete(ownerEarnings)
    .where(and(eq(ownerEarnings.ownerId, owner.id), eq(ownerEarnings.kind, "reversal")));
  await postLedger(database.db);
  const entries = await database.db
    .select({ kind: ownerEarnings.kind, amountMinor: ownerEarnings.amountMinor })
    .from(ownerEarnings)
    .where(eq(ownerEarnings.ownerId, owner.id));
  expect(entries).toEqual([{ kind: "earning", amountMinor: 400 }]);
});

test("an owner without payout details keeps their balance until they add them", async () => {
  const owner = await newOwner();
  await book(owner.space.id, { start: "2026-12-03T09:00:00Z", end: "2026-12-03T10:00:00Z" });

  clock = new Date("2027-01-01T06:00:00Z");
  await runPayouts(payoutDeps());
  expect((await overview(await owner.auth())).balances[0]).toMatchObject({ balance_minor: 400 });

  await call("PUT", "/v2/payouts/bank-account", await owner.auth(), ukAccount);
  clock = new Date("2027-01-01T06:01:00Z");
  await runPayouts(payoutDeps());
  const after = await overview(await owner.auth());
  expect(after.balances[0]).toMatchObject({ balance_minor: 0 });
  expect(after.payouts).toEqual([expect.objectContaining({ amount_minor: 400 })]);
});

test("the month's run pays once however many run at the same moment", async () => {
  const owner = await newOwner();
  await call("PUT", "/v2/payouts/bank-account", await owner.auth(), ukAccount);
  await book(owner.space.id, { start: "2026-12-04T09:00:00Z", end: "2026-12-04T12:00:00Z" });

  clock = new Date("2027-01-01T00:01:00Z");
  // On PostgreSQL, each run's transactions take connections of their own from the pool.
  const runs = await Promise.all(Array.from({ length: 8 }, () => runPayouts(payoutDeps())));
  const made = await database.db.select().from(payouts).where(eq(payouts.ownerId, owner.id));
  expect(made).toEqual([expect.objectContaining({ amountMinor: 1_200, status: "paid" })]);
  expect(runs.reduce((sum, run) => sum + run.payouts, 0)).toBeGreaterThanOrEqual(1);
  const transfers = await database.db
    .select()
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.idempotencyKey, made[0]!.id));
  expect(transfers).toHaveLength(1);

  await runPayouts(payoutDeps());
  expect(
    await database.db.select().from(payouts).where(eq(payouts.ownerId, owner.id)),
  ).toHaveLength(1);
});

test("bank details are checked: Vocalink's modulus rules for a UK account, mod-97 for an IBAN", async () => {
  const owner = await newOwner();
  const wrongNumber = await call("PUT", "/v2/payouts/bank-account", await owner.auth(), {
    ...ukAccount,
    account_number: "66374959",
  });
  expect(wrongNumber.status).toBe(400);
  expect(wrongNumber.body.errors).toEqual({
    account_number: [
      "This account number does not belong with this sort code: check both for a typing mistake",
    ],
  });
  const shortCode = await call("PUT", "/v2/payouts/bank-account", await owner.auth(), {
    ...ukAccount,
    sort_code: "08-99",
  });
  expect(shortCode.body.errors).toEqual({
    sort_code: ["Enter a sort code of 6 digits, like 20-00-00"],
  });
  const badIban = await call("PUT", "/v2/payouts/bank-account", await owner.auth(), {
    country: "IE",
    holder_name: "Ada Owner",
    iban: "IE29 AIBK 9311 5212 3456 79",
  });
  expect(badIban.body.errors).toEqual({
    iban: ["This IBAN's check digits do not match: check it for a typing mistake"],
  });

  const irish = await call("PUT", "/v2/payouts/bank-account", await owner.auth(), {
    country: "IE",
    holder_name: "Ada Owner",
    iban: "ie29 aibk 9311 5212 3456 78",
  });
  expect(irish.status).toBe(200);
  expect(irish.body.data).toMatchObject({ currency: "EUR", last4: "5678" });
  const [kept] = await database.db
    .select()
    .from(sandboxPayoutAccounts)
    .where(eq(sandboxPayoutAccounts.iban, "IE29AIBK93115212345678"));
  expect(kept).toBeDefined();
  const accounts = (await overview(await owner.auth())).accounts;
  expect(JSON.stringify(accounts)).not.toContain("IE29");
});

test("payouts are an owner's own: a driver with no spaces is refused, and a statement is per owner", async () => {
  const driverId = await createOwner(database);
  const driver = await bearerAt(["driver"], driverId);
  expect((await call("GET", "/v2/payouts", driver)).status).toBe(403);
  expect((await call("PUT", "/v2/payouts/bank-account", driver, ukAccount)).status).toBe(403);
  expect((await call("GET", "/v2/payouts/statements/2027-01", driver)).status).toBe(403);
  expect((await call("GET", "/v2/payouts", {})).status).toBe(401);

  const owner = await newOwner();
  expect((await call("GET", "/v2/payouts/statements/2027-01", await owner.auth())).status).toBe(
    404,
  );
  expect((await call("GET", "/v2/payouts/statements/2027-13", await owner.auth())).status).toBe(
    400,
  );
});

test("admins run a month's payouts on demand; a month to come only in the sandbox", async () => {
  const admin = await bearerAt(["admin"], "admin_payouts");
  const run = await call("POST", "/admin/payout-runs", admin, {});
  expect(run.status).toBe(200);
  expect(run.body.data.month).toBe("2026-12");
  const rehearsal = await call("POST", "/admin/payout-runs", admin, { month: "2027-02" });
  expect(rehearsal.status).toBe(200);
  expect(rehearsal.body.data.month).toBe("2027-02");
  const owner = await newOwner();
  expect((await call("POST", "/admin/payout-runs", await owner.auth(), {})).status).toBe(403);
});

test("erasing an owner's account removes their payout details; the ledger stays for the accounts", async () => {
  const owner = await newOwner();
  await call("PUT", "/v2/payouts/bank-account", await owner.auth(), ukAccount);
  await book(owner.space.id, { start: "2026-12-05T09:00:00Z", end: "2026-12-05T10:00:00Z" });
  await postLedger(database.db);

  await database.db.transaction((tx) =>
    eraseAccount(
      tx,
      { id: owner.id, email: "erased.owner@example.com" },
      { now: clock, sessionsValidAfter: clock },
    ),
  );

  expect(
    await database.db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, owner.id)),
  ).toEqual([]);
  expect(
    await database.db.select().from(ownerEarnings).where(eq(ownerEarnings.ownerId, owner.id)),
  ).toHaveLength(1);
});
