import { and, eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, expect, onTestFinished, test, vi } from "vitest";
import { createApi } from "../../api/app";
import { settleStalePurchases, STALE_PURCHASE_MS } from "../../api/checkout/upkeep";
import type { Database } from "../../api/db/client";
import { bookings, outboxEmails, purchases } from "../../api/db/schema";
import {
  createStripePaymentProvider,
  STRIPE_PAGE_WINDOW_MS,
  stripeApiUrl,
} from "../../api/payments/stripe";
import { insertUser } from "../../api/repositories/users";
import { server } from "../mocks/server";
import { createFakeStripe, type FakeStripe, stripeTestKey } from "../mocks/stripe";
import "../setup/msw";
import {
  bearerFor,
  createTestApi,
  guestBooking,
  jsonBody,
  purchaseDepsFor,
  testJwtSecret,
} from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/*
 * Decision 032: with Stripe, a driver gives their card on Stripe's own page, the Payment Element
 * (embedded) or Checkout (hosted), never to Parkway; the service opens the page for the
 * purchase, and Stripe's answer alone settles it.
 */

const appUrl = "https://www.parkway.example";
const webhookSecret = "whsec_test_parkway_pages";
const returnUrl = "/london/camden/a-space/book?step=checkout&paid_with=stripe";

let database: Database;
let api: ReturnType<typeof createApi>;
let stripe: FakeStripe;
let listing: Awaited<ReturnType<typeof createListing>>;
let days = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApi({
    database,
    config: {
      jwtSecret: testJwtSecret,
      production: false,
      appUrl,
      stripeSecretKey: stripeTestKey,
      stripeWebhookSecret: webhookSecret,
    },
  });
  listing = await createListing(database, await createOwner(database), {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 1,
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  stripe = createFakeStripe();
  server.use(...stripe.handlers);
});

async function call(path: string, body: unknown, headers: Record<string, string>) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * A guest (or the driver `as`) holding the bay for two hours a few days ahead, and the key they
 * pay under.
 */
async function heldBay(as?: Record<string, string>) {
  days += 1;
  const start = new Date(Date.now() + (2 + days) * 24 * 3600_000);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * 3600_000);
  const headers = as ?? (await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`));
  const reserved = await call(
    `/spaces/${listing.id}/reserve`,
    { rental: "short", start: start.toISOString(), end: end.toISOString(), ...guestBooking },
    headers,
  );
  expect(reserved.status).toBe(201);
  const reservationId: number = reserved.body.data.reservation.id;
  const key = crypto.randomUUID();
  return { headers: { ...headers, "Idempotency-Key": key }, reservationId, key };
}

function payOnPage(
  held: Awaited<ReturnType<typeof heldBay>>,
  page: "embedded" | "hosted",
  options: { saveCard?: boolean } = {},
) {
  return call(
    `/spaces/${listing.id}/purchase`,
    {
      reservation_id: held.reservationId,
      payment_page: page,
      return_url: returnUrl,
      ...(options.saveCard ? { save_card: true } : {}),
    },
    held.headers,
  );
}

async function bookingOf(id: number) {
  const [row] = await database.db
    .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

async function purchaseKeyed(key: string) {
  const [row] = await database.db.select().from(purchases).where(eq(purchases.idempotencyKey, key));
  return row;
}

function deliver(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_pages_${crypto.randomUUID()}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return api.request("/api/v2/payments/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      }),
    },
  });
}

test("the Payment Element's PaymentIntent is made for the purchase, and paying in it books", async () => {
  const held = await heldBay();

  const opened = await payOnPage(held, "embedded");

  expect(opened.status).toBe(202);
  const answer = opened.body.data.purchase;
  expect(answer).toMatchObject({
    status: "requires_payment_method",
    client_secret: expect.stringMatching(/^pi_\w+_secret_/),
    next_action: null,
  });
  const [paymentIntent] = stripe.paymentIntents;
  expect(paymentIntent).toMatchObject({
    amount: 860,
    currency: "gbp",
    payment_method: null,
    metadata: { idempotency_key: answer.id, payment_page: "embedded" },
  });
  const created = stripe.requests.find((request) => request.path === "/v1/payment_intents");
  expect(created?.form.get("automatic_payment_methods[enabled]")).toBe("true");
  expect(created?.form.get("confirm")).toBeNull();
  expect(created?.headers.get("Idempotency-Key")).toBe(answer.id);
  // The bay is the driver's while they pay.
  expect((await bookingOf(held.reservationId))?.holdExpiresAt?.getTime()).toBe(
    new Date(answer.expires_at).getTime(),
  );

  // Not paid yet: asked again, the same page.
  const again = await payOnPage(held, "embedded");
  expect(again.body.data.purchase.client_secret).toBe(answer.client_secret);

  stripe.payInElement(paymentIntent!.id);
  const paid = await payOnPage(held, "embedded");
  expect(paid.status).toBe(201);
  expect(paid.body.data.bookings[0]).toMatchObject({ id: held.reservationId, status: "confirmed" });
  expect(stripe.paymentIntents).toHaveLength(1);
});

test("a card refused in the Payment Element leaves the page open for another one", async () => {
  const held = await heldBay();
  await payOnPage(held, "embedded");
  const [paymentIntent] = stripe.paymentIntents;

  const refused = stripe.payInElement(paymentIntent!.id, "pm_card_visa_chargeDeclined");
  const event = await deliver("payment_intent.payment_failed", refused);

  expect(event.status).toBe(200);
  expect((await payOnPage(held, "embedded")).status).toBe(202);
  expect((await bookingOf(held.reservationId))?.status).toBe("reserved");
  expect((await purchaseKeyed(held.key))?.status).toBe("processing");
});

test("Checkout's page is opened for a driver without JavaScript, and its webhook books", async () => {
  const held = await heldBay();
  const before = Date.now();

  const opened = await payOnPage(held, "hosted");

  expect(opened.status).toBe(202);
  expect(opened.body.data.purchase).toMatchObject({
    status: "requires_payment_method",
    client_secret: null,
    next_action: {
      type: "redirect_to_url",
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    },
  });
  const [session] = stripe.sessions;
  expect(session).toMatchObject({
    mode: "payment",
    amount_total: 860,
    currency: "gbp",
    success_url: `${appUrl}${returnUrl}`,
    cancel_url: `${appUrl}${returnUrl}&cancelled=1`,
    metadata: { idempotency_key: opened.body.data.purchase.id, payment_page: "hosted" },
  });
  // Stripe's shortest Checkout Session, and the bay is held as long.
  expect(session!.expires_at * 1000).toBeGreaterThanOrEqual(before + STRIPE_PAGE_WINDOW_MS.hosted);
  expect((await bookingOf(held.reservationId))?.holdExpiresAt?.getTime()).toBe(
    session!.expires_at * 1000,
  );

  stripe.completeSession(session!.id);
  const event = await deliver("checkout.session.completed", stripe.sessions[0]!);

  expect(event.status).toBe(200);
  const purchase = await purchaseKeyed(held.key);
  expect(purchase).toMatchObject({
    status: "succeeded",
    providerPaymentId: stripe.sessions[0]!.payment_intent,
  });
  expect((await bookingOf(held.reservationId))?.status).toBe("confirmed");
  // The PaymentIntent Checkout made carries the purchase's key, as the adapter's own do.
  expect(stripe.paymentIntents[0]?.metadata).toMatchObject({
    idempotency_key: purchase!.id,
    payment_page: "hosted",
  });
  const returned = await payOnPage(held, "hosted");
  expect(returned.status).toBe(201);
});

test("an expired Checkout page fails the purchase and lets the bay go", async () => {
  const held = await heldBay();
  await payOnPage(held, "hosted");

  const event = await deliver(
    "checkout.session.expired",
    stripe.expireSession(stripe.sessions[0]!.id),
  );

  expect(event.status).toBe(200);
  expect(await purchaseKeyed(held.key)).toMatchObject({
    status: "failed",
    failureReason: expect.stringContaining("you have not been charged"),
  });
  expect((await bookingOf(held.reservationId))?.status).toBe("cancelled");
  const asked = await payOnPage(held, "hosted");
  expect(asked.status).toBe(402);
  expect(asked.body.code).toBe("payment_cancelled");
});

test("a driver who leaves the page has it closed at Stripe and the bay let go", async () => {
  const hosted = await heldBay();
  await payOnPage(hosted, "hosted");
  const embedded = await heldBay();
  await payOnPage(embedded, "embedded");

  const leftHosted = await call(`/spaces/${listing.id}/purchase/cancel`, {}, hosted.headers);
  const leftEmbedded = await call(`/spaces/${listing.id}/purchase/cancel`, {}, embedded.headers);

  expect([leftHosted.status, leftEmbedded.status]).toEqual([402, 402]);
  expect(leftHosted.body).toMatchObject({ code: "payment_cancelled" });
  expect(stripe.sessions[0]?.status).toBe("expired");
  expect(
    stripe.paymentIntents.find((intent) => intent.metadata.payment_page === "embedded"),
  ).toMatchObject({ status: "canceled" });
  expect((await bookingOf(hosted.reservationId))?.status).toBe("cancelled");
  expect((await bookingOf(embedded.reservationId))?.status).toBe("cancelled");
  const unknown = await call(
    `/spaces/${listing.id}/purchase/cancel`,
    {},
    {
      ...hosted.headers,
      "Idempotency-Key": crypto.randomUUID(),
    },
  );
  expect(unknown.status).toBe(404);
});

test("a driver who paid just before leaving is booked, not cancelled", async () => {
  const held = await heldBay();
  await payOnPage(held, "embedded");
  stripe.payInElement(stripe.paymentIntents[0]!.id);

  const left = await call(`/spaces/${listing.id}/purchase/cancel`, {}, held.headers);

  expect(left.status).toBe(201);
  expect((await bookingOf(held.reservationId))?.status).toBe("confirmed");
});

test("the upkeep closes a page left past its time, and leaves one still open", async () => {
  const open = await heldBay();
  await payOnPage(open, "embedded");
  const purchase = await purchaseKeyed(open.key);
  const payments = createStripePaymentProvider({ secretKey: stripeTestKey, appUrl });
  const upkeepAt = (at: Date) =>
    settleStalePurchases(purchaseDepsFor(database, { payments, now: () => at }));

  // Stale to the upkeep, but the driver still has time on the page.
  expect(await upkeepAt(new Date(Date.now() + STALE_PURCHASE_MS + 1000))).toBe(0);
  expect((await purchaseKeyed(open.key))?.status).toBe("processing");

  await upkeepAt(new Date(Date.now() + STRIPE_PAGE_WINDOW_MS.embedded + 1000));

  expect((await purchaseKeyed(open.key))?.status).toBe("failed");
  expect(
    stripe.paymentIntents.find((intent) => intent.metadata.idempotency_key === purchase!.id),
  ).toMatchObject({ status: "canceled" });
  expect((await bookingOf(open.reservationId))?.status).toBe("cancelled");
});

test("a payment Stripe cannot be asked about just now is still being made, and the answer says when to ask again", async () => {
  const held = await heldBay();
  await payOnPage(held, "embedded");
  server.use(
    http.get(new URL("/v1/payment_intents/:id", stripeApiUrl).toString(), () =>
      HttpResponse.error(),
    ),
  );

  const asked = await api.request(`/api/v2/spaces/${listing.id}/purchase`, {
    method: "POST",
    ...jsonBody(
      { reservation_id: held.reservationId, payment_page: "embedded", return_url: returnUrl },
      held.headers,
    ),
  });

  expect(asked.status).toBe(409);
  expect(Number(asked.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect((await purchaseKeyed(held.key))?.status).toBe("processing");
});

test("the sandbox takes cards on its own card pages: a payment page is refused", async () => {
  const sandbox = createTestApi(database);
  const headers = await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`);

  const response = await sandbox.request(`/api/v2/spaces/${listing.id}/purchase`, {
    method: "POST",
    ...jsonBody(
      { reservation_id: 1, payment_page: "embedded", return_url: returnUrl },
      { ...headers, "Idempotency-Key": crypto.randomUUID() },
    ),
  });

  expect(response.status).toBe(400);
  expect((await response.json()).errors.payment_page).toEqual([
    expect.stringContaining("its own card pages"),
  ]);
});

async function driverHeaders() {
  const account = await insertUser(database.db, {
    email: `setup-${crypto.randomUUID()}@example.com`,
    passwordHash: null,
    firstName: "Grace",
    lastName: "Hopper",
  });
  if (!account) throw new Error("No account");
  return { headers: await bearerFor(["driver"], account.id), id: account.id };
}

test("a card saved in the Payment Element is kept from its SetupIntent, for its driver only", async () => {
  const driver = await driverHeaders();
  const someoneElse = await driverHeaders();

  const setup = await call(
    "/cards/setup",
    { page: "embedded", return_url: "/account/cards" },
    driver.headers,
  );

  expect(setup.status).toBe(201);
  expect(setup.body.data).toMatchObject({
    setup_id: expect.stringMatching(/^seti_/),
    client_secret: expect.stringMatching(/^seti_\w+_secret_/),
    url: null,
  });
  expect(stripe.setupIntents[0]).toMatchObject({
    usage: "off_session",
    metadata: { user_id: driver.id },
    customer: expect.stringMatching(/^cus_/),
  });
  const unfinished = await call("/cards", { setup_id: setup.body.data.setup_id }, driver.headers);
  expect(unfinished.status).toBe(400);

  stripe.confirmSetup(setup.body.data.setup_id);
  const stolen = await call("/cards", { setup_id: setup.body.data.setup_id }, someoneElse.headers);
  const saved = await call("/cards", { setup_id: setup.body.data.setup_id }, driver.headers);

  expect(stolen.status).toBe(400);
  expect(saved.status).toBe(201);
  expect(saved.body.data).toMatchObject({ reference: "Visa •••• 4242", default: true });
  // Attached to its Customer as it was confirmed: nothing is attached again.
  expect(stripe.requests.some((request) => request.path.endsWith("/attach"))).toBe(false);
});

test("a card saved on Checkout's page in setup mode comes back with its setup id", async () => {
  const driver = await driverHeaders();

  const setup = await call(
    "/cards/setup",
    { page: "hosted", return_url: "/account/cards?added=1" },
    driver.headers,
  );

  expect(setup.body.data).toMatchObject({
    setup_id: expect.stringMatching(/^cs_/),
    client_secret: null,
    url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
  });
  expect(stripe.sessions[0]).toMatchObject({
    mode: "setup",
    cancel_url: `${appUrl}/account/cards?added=1&cancelled=1`,
  });
  const backTo = new URL(stripe.completeSession(setup.body.data.setup_id));
  expect(backTo.pathname).toBe("/account/cards");
  expect(backTo.searchParams.get("setup_id")).toBe(setup.body.data.setup_id);

  const saved = await call(
    "/cards",
    { setup_id: backTo.searchParams.get("setup_id") },
    driver.headers,
  );
  expect(saved.status).toBe(201);
});

test("the sandbox has no card setup pages of Stripe's", async () => {
  const sandbox = createTestApi(database);
  const driver = await driverHeaders();

  const response = await sandbox.request("/api/v2/cards/setup", {
    method: "POST",
    ...jsonBody({ page: "embedded", return_url: "/account/cards" }, driver.headers),
  });

  expect(response.status).toBe(404);
});

async function savedCards(headers: Record<string, string>) {
  const response = await api.request("/api/v2/cards", { headers });
  return ((await response.json()) as { data: { reference: string; default: boolean }[] }).data;
}

test("a driver who asks to keep the card pays in the Payment Element and finds it on their account", async () => {
  const driver = await driverHeaders();
  const held = await heldBay(driver.headers);

  const opened = await payOnPage(held, "embedded", { saveCard: true });

  expect(opened.status).toBe(202);
  const [paymentIntent] = stripe.paymentIntents;
  // Set up for the later, off-session renewals on a Customer of its own (decision 029).
  expect(paymentIntent).toMatchObject({
    customer: expect.stringMatching(/^cus_/),
    setup_future_usage: "off_session",
    metadata: { save_card_for: driver.id },
  });
  expect(await savedCards(driver.headers)).toEqual([]);

  stripe.payInElement(paymentIntent!.id);
  expect((await payOnPage(held, "embedded", { saveCard: true })).status).toBe(201);
  // However often the payment is settled, the card is kept once.
  await deliver("payment_intent.succeeded", stripe.paymentIntents[0]!);
  expect(await savedCards(driver.headers)).toEqual([
    expect.objectContaining({ reference: "Visa •••• 4242", default: true }),
  ]);
});

test("a card kept from Checkout's page is set up for later payments, and kept once paid", async () => {
  const driver = await driverHeaders();
  const held = await heldBay(driver.headers);

  await payOnPage(held, "hosted", { saveCard: true });
  const [session] = stripe.sessions;
  expect(session?.customer).toMatch(/^cus_/);
  const created = stripe.requests.find((request) => request.path === "/v1/checkout/sessions");
  expect(created?.form.get("payment_intent_data[setup_future_usage]")).toBe("off_session");

  stripe.completeSession(session!.id);
  expect((await payOnPage(held, "hosted", { saveCard: true })).status).toBe(201);
  expect(await savedCards(driver.headers)).toEqual([
    expect.objectContaining({ reference: "Visa •••• 4242" }),
  ]);
});

test("only a signed-in driver may ask to keep the card, and a guest's payment sets nothing up", async () => {
  const held = await heldBay();

  const refused = await payOnPage(held, "embedded", { saveCard: true });
  expect(refused.status).toBe(400);
  expect(refused.body.errors.save_card).toEqual(["Sign in to keep a card on your account"]);

  await payOnPage(held, "embedded");
  expect(stripe.paymentIntents[0]).toMatchObject({ customer: null, setup_future_usage: null });
  expect(stripe.requests.some((request) => request.path === "/v1/customers")).toBe(false);
});

/** The manage link's token, as the booking's confirmation email gives it. */
async function linkToken(bookingId: number) {
  const [confirmation] = await database.db
    .select({ textBody: outboxEmails.textBody })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, "booking-confirmation"),
        eq(outboxEmails.dedupeKey, `booking-confirmation:${bookingId}`),
      ),
    );
  const link = /\/manage-booking\/([0-9a-f.]+)/.exec(confirmation?.textBody ?? "");
  expect(link, "the confirmation email carries a manage link").not.toBeNull();
  return link![1]!;
}

test("time paid for on Stripe's page and settled by its webhook first is added when the guest comes back", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const held = await heldBay();
  await payOnPage(held, "embedded");
  stripe.payInElement(stripe.paymentIntents[0]!.id);
  const booked = await payOnPage(held, "embedded");
  expect(booked.status).toBe(201);
  const token = await linkToken(held.reservationId);
  // Half an hour into the stay, the guest adds time.
  vi.setSystemTime(new Date(booked.body.data.bookings[0].start).getTime() + 30 * 60_000);
  const quote = await api.request(`/api/v2/manage-bookings/${token}/extension`);
  const [choice] = ((await quote.json()) as { data: { choices: { end: string }[] } }).data.choices;
  const extend = () =>
    call(
      `/manage-bookings/${token}/extension`,
      {
        end: choice!.end,
        payment_page: "embedded",
        return_url: `/manage-booking/${token}/add-time?paid_with=stripe`,
      },
      { "Idempotency-Key": `extend-${held.key}` },
    );

  expect((await extend()).status).toBe(202);
  const paid = stripe.payInElement(stripe.paymentIntents[1]!.id);
  expect((await deliver("payment_intent.succeeded", paid)).status).toBe(200);
  // Stripe sends the guest back after its webhook: the service, asked again, says it is paid.
  const returned = await extend();

  expect(returned.status).toBe(201);
  expect(returned.body.data.bookings[0]).toMatchObject({ status: "confirmed", end: choice!.end });
});
