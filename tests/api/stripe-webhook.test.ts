import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { createApi } from "../../api/app";
import { settleStalePurchases } from "../../api/checkout/upkeep";
import type { Database } from "../../api/db/client";
import { bookings, paymentDisputes, purchases, refunds, stripeEvents } from "../../api/db/schema";
import { createStripePaymentProvider } from "../../api/payments/stripe";
import { startPurchase } from "../../api/repositories/purchases";
import { server } from "../mocks/server";
import {
  createFakeStripe,
  type FakeStripe,
  type PaymentIntent,
  stripeTestKey,
} from "../mocks/stripe";
import "../setup/msw";
import { createTestApi, purchaseDepsFor, testJwtSecret } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

const webhookSecret = "whsec_test_parkway_endpoint";
const webhookPath = "/api/v2/payments/stripe/webhook";

let database: Database;
let api: ReturnType<typeof createApi>;
let stripe: FakeStripe;
let listing: { id: number; bayIds: number[] };
const reportError = vi.fn();
const payments = createStripePaymentProvider({
  secretKey: stripeTestKey,
  appUrl: "https://www.parkway.example",
});

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApi({
    database,
    config: {
      jwtSecret: testJwtSecret,
      production: false,
      stripeSecretKey: stripeTestKey,
      stripeWebhookSecret: webhookSecret,
    },
    reportError,
  });
  listing = await createListing(database, await createOwner(database));
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  stripe = createFakeStripe();
  server.use(...stripe.handlers);
  reportError.mockReset();
});

let bays = 0;
let keys = 0;

/** A reserved booking and its purchase, charged by Stripe with the purchase id as its key. */
async function chargedPurchase(paymentMethod = "pm_card_authenticationRequired") {
  const start = new Date(Date.UTC(2027, 0, 1 + bays, 9));
  const reference = await createBooking(
    database,
    { id: listing.id, bayId: listing.bayIds[0]! },
    start,
    new Date(start.getTime() + 2 * 60 * 60 * 1000),
    { status: "reserved", holdExpiresAt: new Date(Date.now() + 10 * 60 * 1000) },
  );
  bays += 1;
  const [booking] = await database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference));
  keys += 1;
  const purchase = await startPurchase(
    database.db,
    {
      idempotencyKey: `webhook-test-${keys}`,
      principal: "anon_test",
      bookingIds: [booking!.id],
      paymentMethod: "card",
      provider: "stripe",
      cardId: null,
      currency: "GBP",
      amountMinor: 549,
    },
    new Date(),
  );
  if (!purchase) throw new Error("No purchase");
  const charged = await payments.charge({
    idempotencyKey: purchase.id,
    amountMinor: 549,
    currency: "GBP",
    method: "card",
    paymentToken: paymentMethod,
    description: `Parkway booking ${booking!.id}`,
    returnUrl: "/checkout/pay",
  });
  return { purchase, bookingId: booking!.id, charged };
}

let events = 0;

/** An Event object as Stripe sends it (docs.stripe.com/api/events/object), pretty-printed. */
function eventOf(type: string, object: object) {
  events += 1;
  return JSON.stringify(
    {
      id: `evt_test_${String(events).padStart(6, "0")}`,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

function deliver(payload: string, signature = signed(payload)) {
  return api.request(webhookPath, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
  });
}

function signed(payload: string, secret = webhookSecret) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

async function purchaseRow(id: string) {
  const [row] = await database.db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

async function bookingStatus(id: number) {
  const [row] = await database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.status;
}

function paymentIntentOf(id: string): PaymentIntent {
  const found = stripe.paymentIntents.find((intent) => intent.id === id);
  if (!found) throw new Error(`No PaymentIntent ${id}`);
  return found;
}

test("payment_intent.succeeded after the driver's bank confirms the booking", async () => {
  const { purchase, bookingId, charged } = await chargedPurchase();
  expect(charged.status).toBe("requires_action");
  const paymentIntent = stripe.authenticate(charged.providerPaymentId!, true);

  const response = await deliver(eventOf("payment_intent.succeeded", paymentIntent));

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ received: true });
  expect(await purchaseRow(purchase.id)).toMatchObject({
    status: "succeeded",
    providerPaymentId: paymentIntent.id,
  });
  expect(await bookingStatus(bookingId)).toBe("confirmed");
});

test("payment_intent.payment_failed fails the purchase and lets the bay go", async () => {
  const { purchase, bookingId, charged } = await chargedPurchase();
  const paymentIntent = stripe.authenticate(charged.providerPaymentId!, false);

  const response = await deliver(eventOf("payment_intent.payment_failed", paymentIntent));

  expect(response.status).toBe(200);
  expect(await purchaseRow(purchase.id)).toMatchObject({
    status: "failed",
    failureReason: expect.stringContaining("Your bank could not confirm it was you"),
  });
  expect(await bookingStatus(bookingId)).toBe("cancelled");
});

test("the same event delivered again, one after another and at once, settles once", async () => {
  const { purchase, bookingId, charged } = await chargedPurchase();
  const payload = eventOf(
    "payment_intent.succeeded",
    stripe.authenticate(charged.providerPaymentId!, true),
  );
  const eventId = (JSON.parse(payload) as { id: string }).id;

  const first = await deliver(payload);
  const again = await Promise.all(Array.from({ length: 6 }, () => deliver(payload)));

  expect([first, ...again].map((response) => response.status)).toEqual(Array(7).fill(200));
  expect(
    await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId)),
  ).toHaveLength(1);
  expect(await purchaseRow(purchase.id)).toMatchObject({ status: "succeeded" });
  expect(await bookingStatus(bookingId)).toBe("confirmed");
  // Settled once: a second settling of a settled purchase would have refunded it.
  expect(stripe.requests.filter((request) => request.path === "/v1/refunds")).toEqual([]);
});

test("a refund made in Stripe's Dashboard is kept once, and Parkway's own refund not again", async () => {
  const { purchase, charged } = await chargedPurchase("pm_card_visa");
  await deliver(eventOf("payment_intent.succeeded", paymentIntentOf(charged.providerPaymentId!)));
  const own = await payments.refund({
    idempotencyKey: `cancel-${purchase.id}`,
    providerPaymentId: charged.providerPaymentId!,
    amountMinor: 100,
    currency: "GBP",
  });
  const dashboard = stripe.refundFromDashboard(charged.providerPaymentId!, 200);
  const paymentIntent = paymentIntentOf(charged.providerPaymentId!);
  const charge = {
    id: paymentIntent.latest_charge,
    object: "charge",
    amount: 549,
    amount_refunded: 300,
    currency: "gbp",
    payment_intent: paymentIntent.id,
    refunded: false,
    status: "succeeded",
  };
  const first = eventOf("charge.refunded", charge);
  const second = eventOf("charge.refunded", charge);

  const answers = await Promise.all([deliver(first), deliver(second), deliver(first)]);

  expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
  expect(own.status).toBe("succeeded");
  const kept = await database.db
    .select({ amountMinor: refunds.amountMinor, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(eq(refunds.purchaseId, purchase.id));
  expect(kept).toEqual([{ amountMinor: 200, providerRefundId: dashboard.id }]);
  // Two events, one of them delivered twice: each was acted on, once.
  const listed = stripe.requests.filter(
    (request) => request.method === "GET" && request.path === "/v1/refunds",
  );
  expect(listed).toHaveLength(2);
});

test("a dispute is kept and flagged to the operators", async () => {
  const { purchase, charged } = await chargedPurchase("pm_card_visa");
  await deliver(eventOf("payment_intent.succeeded", paymentIntentOf(charged.providerPaymentId!)));
  const dispute = {
    id: "dp_test_000001",
    object: "dispute",
    amount: 549,
    charge: paymentIntentOf(charged.providerPaymentId!).latest_charge,
    currency: "gbp",
    evidence_details: { due_by: 1_800_000_000, has_evidence: false, past_due: false },
    is_charge_refundable: false,
    livemode: false,
    payment_intent: charged.providerPaymentId,
    reason: "fraudulent",
    status: "needs_response",
  };

  const response = await deliver(eventOf("charge.dispute.created", dispute));

  expect(response.status).toBe(200);
  expect(
    await database.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.providerDisputeId, dispute.id)),
  ).toEqual([
    expect.objectContaining({
      purchaseId: purchase.id,
      providerPaymentId: charged.providerPaymentId,
      amountMinor: 549,
      currency: "GBP",
      reason: "fraudulent",
      status: "needs_response",
      evidenceDueBy: new Date(1_800_000_000 * 1000),
    }),
  ]);
  expect(reportError).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringContaining("dp_test_000001") }),
    expect.objectContaining({ task: "payment dispute", purchaseId: purchase.id }),
  );
});

test("an event not signed with the endpoint's secret, or changed after, is refused", async () => {
  const { purchase, charged } = await chargedPurchase();
  const payload = eventOf(
    "payment_intent.succeeded",
    stripe.authenticate(charged.providerPaymentId!, true),
  );

  const forged = await deliver(payload, signed(payload, "whsec_someone_else"));
  const changed = await deliver(payload.replace('"amount": 549', '"amount": 1'), signed(payload));
  const unsigned = await api.request(webhookPath, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json" },
  });
  const stale = await deliver(
    payload,
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 60 * 60,
    }),
  );

  expect([forged.status, changed.status, unsigned.status, stale.status]).toEqual([
    400, 400, 400, 400,
  ]);
  expect(await forged.json()).toMatchObject({ errors: { "stripe-signature": expect.any(Array) } });
  expect(await purchaseRow(purchase.id)).toMatchObject({ status: "processing" });
  expect(await database.db.select().from(stripeEvents)).not.toContainEqual(
    expect.objectContaining({ id: (JSON.parse(payload) as { id: string }).id }),
  );
});

test("the body is verified as sent, control characters in Stripe's text included", async () => {
  const { purchase, charged } = await chargedPurchase();
  const paymentIntent = {
    ...stripe.authenticate(charged.providerPaymentId!, true),
    description: "Parkway booking\nLeeds\tstation",
  };

  const response = await deliver(eventOf("payment_intent.succeeded", paymentIntent));

  expect(response.status).toBe(200);
  expect(await purchaseRow(purchase.id)).toMatchObject({ status: "succeeded" });
});

test("the endpoint is served only when Stripe takes payments with a signing secret", async () => {
  const payload = eventOf("payment_intent.succeeded", { id: "pi_x", object: "payment_intent" });
  const withoutSecret = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, stripeSecretKey: stripeTestKey },
  });

  for (const other of [createTestApi(database), withoutSecret]) {
    const response = await other.request(webhookPath, {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signed(payload) },
    });
    expect(response.status).toBe(404);
  }
});

test("a purchase whose bank confirmation never comes is given up by the upkeep", async () => {
  const { purchase, bookingId, charged } = await chargedPurchase();
  expect(charged.status).toBe("requires_action");
  const stillWaiting = purchaseDepsFor(database, {
    payments,
    now: () => new Date(Date.now() + 5 * 60 * 1000),
  });
  const pastTheWindow = purchaseDepsFor(database, {
    payments,
    now: () => new Date(Date.now() + 11 * 60 * 1000),
  });

  await settleStalePurchases(stillWaiting);
  expect(await purchaseRow(purchase.id)).toMatchObject({ status: "processing" });

  await settleStalePurchases(pastTheWindow);
  expect(await purchaseRow(purchase.id)).toMatchObject({
    status: "failed",
    failureReason: expect.stringContaining("not confirmed with your bank in time"),
  });
  expect(await bookingStatus(bookingId)).toBe("cancelled");
});
