import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import type { PaymentProvider } from "../../api/payments/provider";
import { stripeApiUrl } from "../../api/payments/stripe";
import { insertUser } from "../../api/repositories/users";
import { server } from "../mocks/server";
import { createFakeStripe, stripeTestKey } from "../mocks/stripe";
import "../setup/msw";
import { bearerFor, createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let sandboxApi: ReturnType<typeof createTestApi>;
let stripeApi: ReturnType<typeof createApi>;
let driversMade = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  sandboxApi = createTestApi(database, { now: () => new Date("2026-05-10T12:00:00Z") });
  stripeApi = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, stripeSecretKey: stripeTestKey },
  });
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  server.use(...createFakeStripe().handlers);
});

async function driverHeaders() {
  driversMade += 1;
  const account = await insertUser(database.db, {
    email: `token-holder${driversMade}@example.com`,
    passwordHash: null,
    firstName: "Grace",
    lastName: "Hopper",
  });
  if (!account) throw new Error("No account");
  return bearerFor(["driver"], account.id);
}

function postCard(card: Record<string, unknown>) {
  return sandboxApi.request("/api/v2/sandbox/card-tokens", { method: "POST", ...jsonBody(card) });
}

const validCard = { number: "4242 4242 4242 4242", exp_month: 4, exp_year: 2030, cvc: "123" };

test("a signed-in driver gets a client token from the sandbox", async () => {
  const response = await sandboxApi.request("/api/v2/tokens/sandbox", {
    headers: await driverHeaders(),
  });

  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({
    data: { token: expect.stringMatching(/^sbx_client_/) },
  });
});

test("a provider that is not the configured one has no tokens", async () => {
  const headers = await driverHeaders();

  const stripe = await sandboxApi.request("/api/v2/tokens/stripe", { headers });
  const unknown = await sandboxApi.request("/api/v2/tokens/braintree", { headers });
  const sandbox = await stripeApi.request("/api/v2/tokens/sandbox", { headers });

  expect([stripe.status, unknown.status, sandbox.status]).toEqual([404, 404, 404]);
  expect(await stripe.json()).toEqual({
    message: "There is no card payment provider with that name",
  });
});

test("with Stripe configured the client token is a SetupIntent's client secret", async () => {
  const response = await stripeApi.request("/api/v2/tokens/stripe", {
    headers: await driverHeaders(),
  });

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    data: { token: expect.stringMatching(/^seti_\w+_secret_test$/) },
  });
});

test("with Stripe configured a driver saves a Stripe PaymentMethod as a card", async () => {
  const headers = await driverHeaders();

  const response = await stripeApi.request("/api/v2/cards", {
    method: "POST",
    ...jsonBody({ payment_token: "pm_card_visa" }, headers),
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    data: { reference: "Visa •••• 4242", exp_month: 12, exp_year: 2034, default: true },
  });
});

test("when Stripe cannot be reached the driver is asked to try again", async () => {
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  server.use(http.post(`${stripeApiUrl}/v1/setup_intents`, () => HttpResponse.error()));

  const response = await stripeApi.request("/api/v2/tokens/stripe", {
    headers: await driverHeaders(),
  });

  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    message:
      "We could not reach the payment provider. Your card has not been saved; try again in a moment.",
  });
  expect(warned).toHaveBeenCalledOnce();
  expect(String(warned.mock.calls[0])).not.toContain(stripeTestKey);
});

test("the sandbox's card and wallet endpoints exist only while the sandbox takes payments", async () => {
  const card = await stripeApi.request("/api/v2/sandbox/card-tokens", {
    method: "POST",
    ...jsonBody(validCard),
  });
  const wallet = await stripeApi.request("/api/v2/sandbox/wallet-tokens", {
    method: "POST",
    ...jsonBody({ method: "paypal" }),
  });

  expect([card.status, wallet.status]).toEqual([404, 404]);
});

test("a provider given to the service replaces the configured one", async () => {
  const stub: PaymentProvider = {
    name: "stripe",
    clientToken: async () => "seti_injected_secret",
    saveCard: async () => {
      throw new Error("not used");
    },
    forgetCard: async () => {},
    charge: async () => ({ status: "succeeded", providerPaymentId: "pi_injected" }),
    refund: async () => ({ status: "succeeded", providerRefundId: "re_injected" }),
    findCharge: async () => null,
  };
  const api = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false },
    payments: stub,
  });

  const response = await api.request("/api/v2/tokens/stripe", { headers: await driverHeaders() });

  expect(await response.json()).toEqual({ data: { token: "seti_injected_secret" } });
});

test("a Stripe key that is not a secret key stops the service from starting", () => {
  expect(() =>
    createApi({ database, config: { production: false, stripeSecretKey: "pk_test_123" } }),
  ).toThrow(/must start with sk_/);
});

test("a card posted to the sandbox becomes a token with what identifies it", async () => {
  const response = await postCard(validCard);

  expect(response.status).toBe(201);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(await response.json()).toEqual({
    data: {
      token: expect.stringMatching(/^sbx_tok_/),
      brand: "visa",
      last4: "4242",
      exp_month: 4,
      exp_year: 2030,
    },
  });
});

test("the web server posts the card form as it was entered", async () => {
  const response = await sandboxApi.request("/api/v2/sandbox/card-tokens", {
    method: "POST",
    body: new URLSearchParams({
      number: "5555-5555-5555-4444",
      exp_month: "04",
      exp_year: "29",
      cvc: "321",
    }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    data: { brand: "mastercard", last4: "4444", exp_month: 4, exp_year: 2029 },
  });
});

test("a bad number, a past expiry or a bad CVC is refused with a message for its field", async () => {
  const badNumber = await postCard({ ...validCard, number: "4242 4242 4242 4241" });
  const expired = await postCard({ ...validCard, exp_month: 4, exp_year: 2026 });
  const badCvc = await postCard({ ...validCard, cvc: "12" });
  const missing = await postCard({});

  expect(badNumber.status).toBe(400);
  expect(await badNumber.json()).toEqual({
    message: "Please correct the invalid fields",
    errors: { number: ["Enter a valid card number"] },
  });
  expect(await expired.json()).toMatchObject({ errors: { exp_month: ["This card has expired"] } });
  expect(await badCvc.json()).toMatchObject({
    errors: { cvc: ["Enter the security code (CVC) from your card"] },
  });
  expect(missing.status).toBe(400);
  expect(await missing.json()).toMatchObject({
    errors: {
      number: ["Enter the card number"],
      exp_month: ["Enter the month the card expires"],
      exp_year: ["Enter the year the card expires"],
      cvc: ["Enter the security code (CVC) from your card"],
    },
  });
});

test("the sandbox issues one-off PayPal, Apple Pay and Google Pay tokens", async () => {
  const approved = await sandboxApi.request("/api/v2/sandbox/wallet-tokens", {
    method: "POST",
    ...jsonBody({ method: "apple-pay" }),
  });
  const unknown = await sandboxApi.request("/api/v2/sandbox/wallet-tokens", {
    method: "POST",
    ...jsonBody({ method: "klarna" }),
  });

  expect(approved.status).toBe(201);
  expect(await approved.json()).toEqual({
    data: { token: expect.stringMatching(/^sbx_wal_/), method: "apple-pay" },
  });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({
    errors: { method: ["Choose paypal, apple-pay or google-pay"] },
  });
});

test("a wallet token cannot be saved as a card", async () => {
  const headers = await driverHeaders();
  const wallet = await sandboxApi.request("/api/v2/sandbox/wallet-tokens", {
    method: "POST",
    ...jsonBody({ method: "paypal" }),
  });
  const { data } = await wallet.json();

  const response = await sandboxApi.request("/api/v2/cards", {
    method: "POST",
    ...jsonBody({ payment_token: data.token }, headers),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    errors: {
      payment_token: [
        "Only a card can be saved. PayPal, Apple Pay and Google Pay are chosen when you pay.",
      ],
    },
  });
});
