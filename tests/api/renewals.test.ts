import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { Booking as BookingAnswer } from "#contract/bookings";
import { renewSubscriptions, returnDeposits } from "../../api/checkout/renewals";
import { bookingUpkeep } from "../../api/checkout/upkeep";
import {
  bookings,
  outboxEmails,
  purchases,
  refunds,
  sandboxCharges,
  sandboxRefunds,
} from "../../api/db/schema";
import { issueAccessToken } from "../../api/domain/access-tokens";
import { createPaymentProvider } from "../../api/payments/configured";
import type { PaymentProvider } from "../../api/payments/provider";
import { createTestApi, jsonBody, purchaseDepsFor, testJwtSecret } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London: every subscription here starts then. */
const start = new Date("2026-12-01T08:10:00Z");
const firstPaidUntil = "2027-01-01T08:10:00.000Z";
const secondPaidUntil = "2027-02-01T08:10:00.000Z";
const justAfterFirstMonth = new Date("2027-01-01T09:10:00Z");
let clock = start;
const now = () => clock;

/** A month of mon-sun parking is £120.00 and its £4.99 fee; the deposit is £20.00. */
const RENEWAL_MINOR = 12_499;
const DEPOSIT_MINOR = 2_000;

/** The service with its own database, the sandbox's books in it, and a monthly space. */
async function openMarketplace() {
  const database = await createTestDatabase();
  const payments = createPaymentProvider({ db: database.db, now });
  const api = createTestApi(database, { now, payments });
  const deps = purchaseDepsFor(database, { payments, now });
  const ownerId = await createOwner(database);
  const space = await createListing(database, ownerId, {
    airportCode: null,
    bayCount: 8,
    offersHourly: false,
    offersMonthly: true,
    seasons: [
      { plan: "mon-sun", intervalCount: 1, totalMinor: 12_000, depositMinor: DEPOSIT_MINOR },
    ],
  });
  return { database, api, deps, spaceId: space.id };
}

type Marketplace = Awaited<ReturnType<typeof openMarketplace>>;
type Headers = Record<string, string>;

let marketplace: Marketplace;

beforeAll(async () => {
  marketplace = await openMarketplace();
});

afterAll(async () => {
  await marketplace.database.close();
});

beforeEach(() => {
  clock = start;
});

async function post(market: Marketplace, path: string, body: unknown, headers: Headers) {
  const response = await market.api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

async function driverHeaders(userId: string) {
  const { token } = await issueAccessToken({
    secret: testJwtSecret,
    subject: userId,
    scopes: ["driver"],
    now: clock,
  });
  return { Authorization: `Bearer ${token}` };
}

type CardExpiry = { exp_month: number; exp_year: number };
const longLasting: CardExpiry = { exp_month: 12, exp_year: 2030 };
/** Good for the first month's payment, expired by the first renewal. */
const expiringThisMonth: CardExpiry = { exp_month: 12, exp_year: 2026 };

async function saveCard(market: Marketplace, headers: Headers, expiry: CardExpiry) {
  const tokenised = await post(
    market,
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", cvc: "123", ...expiry },
    headers,
  );
  expect(tokenised.status).toBe(201);
  const saved = await post(market, "/cards", { payment_token: tokenised.body.data.token }, headers);
  expect(saved.status).toBe(201);
  return saved.body.data.id as number;
}

let keys = 0;

/** A new driver saves a card and takes a rolling month of mon-sun parking, starting now. */
async function subscribe(market: Marketplace, expiry = longLasting) {
  const driverId = await createOwner(market.database);
  const headers = await driverHeaders(driverId);
  const cardId = await saveCard(market, headers, expiry);
  const booked = await post(
    market,
    `/spaces/${market.spaceId}/book`,
    { rental: "long", season_plan: "mon-sun", vehicle_reg: "YX19ABC", mobile: "07700 900123" },
    { ...headers, "Idempotency-Key": `renewals-test-${++keys}` },
  );
  expect(booked.status).toBe(201);
  const [booking] = booked.body.data.bookings as BookingAnswer[];
  if (!booking) throw new Error("nothing was booked");
  expect(booking).toMatchObject({ rolling: true, paid_until: firstPaidUntil });
  const purchaseId = booked.body.data.purchase.id as string;
  return { id: booking.id, driverId, headers, cardId, purchaseId };
}

type Subscription = Awaited<ReturnType<typeof subscribe>>;

/** The driver gives notice: the subscription ends when the paid month does. */
async function giveNotice(market: Marketplace, subscription: Subscription) {
  const cancelled = await post(
    market,
    `/tenant/bookings/${subscription.id}/cancel`,
    {},
    subscription.headers,
  );
  expect(cancelled.status).toBe(200);
}

async function subscriptionOf(market: Marketplace, bookingId: number) {
  const [row] = await market.database.db
    .select({
      status: bookings.status,
      rolling: bookings.rolling,
      paidUntil: bookings.paidUntil,
      end: sql<string | null>`upper(${bookings.during})`,
      depositReturnedAt: bookings.depositReturnedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return {
    ...row,
    paidUntil: row.paidUntil?.toISOString() ?? null,
    end: row.end ? new Date(row.end).toISOString() : null,
  };
}

async function renewalsOf(market: Marketplace, bookingId: number) {
  return market.database.db
    .select({
      id: purchases.id,
      idempotencyKey: purchases.idempotencyKey,
      status: purchases.status,
      amountMinor: purchases.amountMinor,
      cardId: purchases.cardId,
      failureReason: purchases.failureReason,
    })
    .from(purchases)
    .where(and(eq(purchases.kind, "renewal"), sql`${bookingId} = any(${purchases.bookingIds})`));
}

/** What the sandbox was asked to charge for these purchases, and with which card. */
async function chargesFor(market: Marketplace, purchaseIds: string[]) {
  if (purchaseIds.length === 0) return [];
  return market.database.db
    .select({
      idempotencyKey: sandboxCharges.idempotencyKey,
      amountMinor: sandboxCharges.amountMinor,
      paymentToken: sandboxCharges.paymentToken,
      providerPaymentId: sandboxCharges.providerPaymentId,
    })
    .from(sandboxCharges)
    .where(inArray(sandboxCharges.idempotencyKey, purchaseIds));
}

async function renewalChargesOf(market: Marketplace, bookingId: number) {
  const renewals = await renewalsOf(market, bookingId);
  return chargesFor(
    market,
    renewals.map((renewal) => renewal.id),
  );
}

async function firstChargeOf(market: Marketplace, subscription: Subscription) {
  const [charge] = await chargesFor(market, [subscription.purchaseId]);
  if (!charge?.providerPaymentId) throw new Error("the first month was not charged");
  return { ...charge, providerPaymentId: charge.providerPaymentId };
}

async function refundsOf(market: Marketplace, bookingId: number) {
  return market.database.db
    .select({ purchaseId: refunds.purchaseId, amountMinor: refunds.amountMinor })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
}

async function sandboxRefundsOf(market: Marketplace, providerPaymentId: string) {
  return market.database.db
    .select({
      idempotencyKey: sandboxRefunds.idempotencyKey,
      amountMinor: sandboxRefunds.amountMinor,
    })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.providerPaymentId, providerPaymentId));
}

/** The email queued under `dedupeKey`, as its driver reads it. */
async function emailKeyed(market: Marketplace, dedupeKey: string) {
  const [email] = await market.database.db
    .select({
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, dedupeKey));
  return email;
}

test("a subscription renews on the card it was first paid with once its paid month runs out", async () => {
  const subscription = await subscribe(marketplace);
  clock = new Date("2026-12-31T08:10:00Z");
  expect((await renewSubscriptions(marketplace.deps)).has(subscription.id)).toBe(false);
  expect(await renewalsOf(marketplace, subscription.id)).toEqual([]);

  clock = justAfterFirstMonth;
  expect((await renewSubscriptions(marketplace.deps)).get(subscription.id)).toBe("renewed");
  const renewals = await renewalsOf(marketplace, subscription.id);
  expect(renewals).toEqual([
    {
      id: expect.any(String),
      idempotencyKey: `renewal-${subscription.id}-${firstPaidUntil}`,
      status: "succeeded",
      amountMinor: RENEWAL_MINOR,
      cardId: subscription.cardId,
      failureReason: null,
    },
  ]);
  expect(await subscriptionOf(marketplace, subscription.id)).toMatchObject({
    status: "confirmed",
    rolling: true,
    end: null,
    paidUntil: secondPaidUntil,
  });
  const firstCharge = await firstChargeOf(marketplace, subscription);
  expect(await renewalChargesOf(marketplace, subscription.id)).toEqual([
    expect.objectContaining({
      idempotencyKey: renewals[0]?.id,
      amountMinor: RENEWAL_MINOR,
      paymentToken: firstCharge.paymentToken,
    }),
  ]);

  expect(await emailKeyed(marketplace, `renewal-receipt:${renewals[0]?.id}`)).toMatchObject({
    text: expect.stringContaining("£124.99"),
  });

  // The next round finds nothing due: one charge for the month.
  expect((await renewSubscriptions(marketplace.deps)).has(subscription.id)).toBe(false);
  expect(await renewalChargesOf(marketplace, subscription.id)).toHaveLength(1);
});

test("two renewal rounds at once charge the month once", async () => {
  const subscription = await subscribe(marketplace);
  clock = justAfterFirstMonth;
  const rounds = await Promise.all([
    renewSubscriptions(marketplace.deps),
    renewSubscriptions(marketplace.deps),
  ]);
  expect(rounds.map((outcomes) => outcomes.get(subscription.id))).toContain("renewed");
  expect(await renewalsOf(marketplace, subscription.id)).toHaveLength(1);
  expect(await renewalChargesOf(marketplace, subscription.id)).toHaveLength(1);
  expect((await subscriptionOf(marketplace, subscription.id)).paidUntil).toBe(secondPaidUntil);
});

test("a renewal the card declines ends the subscription when its paid month ends", async () => {
  const subscription = await subscribe(marketplace, expiringThisMonth);
  clock = justAfterFirstMonth;
  expect((await renewSubscriptions(marketplace.deps)).get(subscription.id)).toBe("ended");
  expect(await renewalsOf(marketplace, subscription.id)).toEqual([
    expect.objectContaining({
      idempotencyKey: `renewal-${subscription.id}-${firstPaidUntil}`,
      status: "failed",
      failureReason:
        "Your card has expired and you have not been charged. Use another card, or another way to pay.",
    }),
  ]);
  expect(await subscriptionOf(marketplace, subscription.id)).toMatchObject({
    status: "confirmed",
    rolling: false,
    end: firstPaidUntil,
    paidUntil: firstPaidUntil,
  });
  expect(await emailKeyed(marketplace, `renewal-failed:${subscription.id}`)).toMatchObject({
    text: expect.stringContaining("Your card has expired"),
  });

  // Ended, it is never charged again, and cancelling it now cannot cost the driver the deposit.
  clock = new Date("2027-02-02T08:10:00Z");
  expect((await renewSubscriptions(marketplace.deps)).has(subscription.id)).toBe(false);
  expect(await renewalsOf(marketplace, subscription.id)).toHaveLength(1);
  const cancelled = await post(
    marketplace,
    `/tenant/bookings/${subscription.id}/cancel`,
    {},
    await driverHeaders(subscription.driverId),
  );
  expect(cancelled).toEqual({
    status: 409,
    body: { message: "This subscription ended on 2027-01-01." },
  });
  await returnDeposits(marketplace.deps);
  expect(await refundsOf(marketplace, subscription.id)).toEqual([
    { purchaseId: subscription.purchaseId, amountMinor: DEPOSIT_MINOR },
  ]);
});

test("a subscription whose card has been removed ends at paid_until without a charge", async () => {
  const subscription = await subscribe(marketplace);
  const removed = await marketplace.api.request(`/api/v2/cards/${subscription.cardId}`, {
    method: "DELETE",
    headers: subscription.headers,
  });
  expect(removed.status).toBe(204);

  clock = justAfterFirstMonth;
  expect((await renewSubscriptions(marketplace.deps)).get(subscription.id)).toBe("ended");
  expect(await renewalsOf(marketplace, subscription.id)).toEqual([]);
  expect(await subscriptionOf(marketplace, subscription.id)).toMatchObject({
    status: "confirmed",
    rolling: false,
    end: firstPaidUntil,
  });
});

test("an ended subscription's deposit goes back once, to the payment it was taken with", async () => {
  const subscription = await subscribe(marketplace);
  clock = new Date("2026-12-15T12:00:00Z");
  await giveNotice(marketplace, subscription);
  await returnDeposits(marketplace.deps);
  expect(await refundsOf(marketplace, subscription.id)).toEqual([]);

  clock = justAfterFirstMonth;
  await returnDeposits(marketplace.deps);
  expect((await subscriptionOf(marketplace, subscription.id)).depositReturnedAt).toEqual(clock);
  expect(await refundsOf(marketplace, subscription.id)).toEqual([
    { purchaseId: subscription.purchaseId, amountMinor: DEPOSIT_MINOR },
  ]);
  const firstCharge = await firstChargeOf(marketplace, subscription);
  expect(await sandboxRefundsOf(marketplace, firstCharge.providerPaymentId)).toEqual([
    { idempotencyKey: `deposit-${subscription.id}`, amountMinor: DEPOSIT_MINOR },
  ]);

  clock = new Date("2027-01-02T09:10:00Z");
  await returnDeposits(marketplace.deps);
  expect(await refundsOf(marketplace, subscription.id)).toHaveLength(1);
  expect(await sandboxRefundsOf(marketplace, firstCharge.providerPaymentId)).toHaveLength(1);
  expect((await subscriptionOf(marketplace, subscription.id)).depositReturnedAt).toEqual(
    justAfterFirstMonth,
  );
});

test("one round of upkeep renews, ends and returns deposits, and the next has nothing to do", async () => {
  // A database of its own, so the round's totals are these three subscriptions' alone.
  const own = await openMarketplace();
  try {
    const renewing = await subscribe(own);
    const expiring = await subscribe(own, expiringThisMonth);
    const leaving = await subscribe(own);
    clock = new Date("2026-12-15T12:00:00Z");
    await giveNotice(own, leaving);

    clock = justAfterFirstMonth;
    expect(await bookingUpkeep(own.deps)).toEqual({
      settled: 0,
      reminders: 0,
      renewals: new Map([
        [renewing.id, "renewed"],
        [expiring.id, "ended"],
      ]),
      depositsReturned: 2,
    });
    expect((await subscriptionOf(own, renewing.id)).paidUntil).toBe(secondPaidUntil);
    expect(await refundsOf(own, renewing.id)).toEqual([]);
    for (const ended of [expiring, leaving]) {
      expect(await refundsOf(own, ended.id)).toEqual([
        { purchaseId: ended.purchaseId, amountMinor: DEPOSIT_MINOR },
      ]);
    }

    expect(await bookingUpkeep(own.deps)).toEqual({
      settled: 0,
      reminders: 0,
      renewals: new Map(),
      depositsReturned: 0,
    });
  } finally {
    await own.database.close();
  }
});

test("notice given while a renewal is being charged ends the subscription and refunds that charge", async () => {
  const subscription = await subscribe(marketplace);
  clock = justAfterFirstMonth;
  const { payments } = marketplace.deps;
  // The driver cancels in the moment between the renewal's charge and its settling.
  const noticeMidCharge: PaymentProvider = {
    ...payments,
    async charge(request) {
      const result = await payments.charge(request);
      if (request.description.includes(`subscription ${subscription.id} `)) {
        const headers = await driverHeaders(subscription.driverId);
        await giveNotice(marketplace, { ...subscription, headers });
      }
      return result;
    },
  };
  const outcomes = await renewSubscriptions({ ...marketplace.deps, payments: noticeMidCharge });
  expect(outcomes.get(subscription.id)).toBe("ended");

  expect(await subscriptionOf(marketplace, subscription.id)).toMatchObject({
    status: "confirmed",
    rolling: false,
    paidUntil: firstPaidUntil,
    end: firstPaidUntil,
  });
  const [renewal] = await renewalsOf(marketplace, subscription.id);
  expect(renewal).toMatchObject({ status: "failed", amountMinor: RENEWAL_MINOR });
  const [charge] = await chargesFor(marketplace, [renewal!.id]);
  expect(await sandboxRefundsOf(marketplace, charge!.providerPaymentId!)).toEqual([
    { idempotencyKey: `refund-${renewal!.id}`, amountMinor: RENEWAL_MINOR },
  ]);
});
