import { http, HttpResponse } from "msw";
import { beforeEach, expect, test } from "vitest";
import { PaymentProviderError, UnusablePaymentToken } from "../../api/payments/errors";
import type { ChargeRequest } from "../../api/payments/provider";
import {
  createStripePaymentProvider,
  declineCodeFromStripe,
  stripeApiUrl,
  stripeApiVersion,
} from "../../api/payments/stripe";
import { server } from "../mocks/server";
import { createFakeStripe, type FakeStripe, stripeTestKey } from "../mocks/stripe";
import "../setup/msw";

let stripe: FakeStripe;

beforeEach(() => {
  stripe = createFakeStripe();
  server.use(...stripe.handlers);
});

function provider(secretKey = stripeTestKey) {
  return createStripePaymentProvider({ secretKey, appUrl: "https://www.parkway.example" });
}

let keys = 0;

function chargeOf(paymentToken: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  keys += 1;
  return {
    idempotencyKey: `2f1c9a6e-purchase-${keys}`,
    amountMinor: 1250,
    currency: "GBP",
    method: "card",
    paymentToken,
    description: "Parkway booking 7",
    ...overrides,
  };
}

function requestsTo(method: string, path: string) {
  return stripe.requests.filter((request) => request.method === method && request.path === path);
}

test("the client token is a SetupIntent's client secret for a card used off-session", async () => {
  const token = await provider().clientToken();

  expect(token).toMatch(/^seti_\w+_secret_test$/);
  const [setupIntent] = requestsTo("POST", "/v1/setup_intents");
  expect(setupIntent?.form.get("usage")).toBe("off_session");
  expect(setupIntent?.form.get("allowed_payment_method_types[0]")).toBe("card");
  expect(setupIntent?.headers.get("Idempotency-Key")).toMatch(/^setup-/);
});

test("every request carries the secret key and the pinned API version", async () => {
  await provider().saveCard("pm_card_visa");

  expect(stripe.requests.length).toBeGreaterThan(0);
  for (const request of stripe.requests) {
    expect(request.headers.get("Authorization")).toBe(`Bearer ${stripeTestKey}`);
    expect(request.headers.get("Stripe-Version")).toBe(stripeApiVersion);
  }
});

test("a saved card is the PaymentMethod's card, attached to a Customer of its own", async () => {
  const card = await provider().saveCard("pm_card_visa");

  expect(card).toEqual({
    providerToken: "pm_card_visa",
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2034,
  });
  const [customer] = requestsTo("POST", "/v1/customers");
  const [attach] = requestsTo("POST", "/v1/payment_methods/pm_card_visa/attach");
  expect(attach?.form.get("customer")).toMatch(/^cus_/);
  expect(customer?.headers.get("Idempotency-Key")).toBe("customer-pm_card_visa");
});

test("a card already attached to a Customer is not attached again", async () => {
  await provider().saveCard("pm_card_visa");
  await provider().saveCard("pm_card_visa");

  expect(requestsTo("POST", "/v1/payment_methods/pm_card_visa/attach")).toHaveLength(1);
});

test("a token that is not one of Stripe's PaymentMethods cannot be saved", async () => {
  await expect(provider().saveCard("pm_card_unknown")).rejects.toThrow(UnusablePaymentToken);
  await expect(provider().saveCard("4242424242424242")).rejects.toThrow(UnusablePaymentToken);
  // Never sent to Stripe: it is not a PaymentMethod id.
  expect(stripe.requests.map((request) => request.path)).toEqual([
    "/v1/payment_methods/pm_card_unknown",
  ]);
});

test("a forgotten card is detached from its Customer, and forgetting it twice is no error", async () => {
  const payments = provider();
  const card = await payments.saveCard("pm_card_visa");

  await payments.forgetCard(card.providerToken);
  await payments.forgetCard(card.providerToken);

  expect(requestsTo("POST", "/v1/payment_methods/pm_card_visa/detach")).toHaveLength(2);
});

test("a token that is not a Stripe PaymentMethod is forgotten without asking Stripe", async () => {
  await provider().forgetCard("tok_not_a_payment_method");

  expect(stripe.requests).toEqual([]);
});

test("a renewal, with nobody there, confirms a PaymentIntent off-session with the idempotency key", async () => {
  const payments = provider();
  await payments.saveCard("pm_card_visa");
  const request = chargeOf("pm_card_visa");

  const result = await payments.charge(request);

  expect(result).toEqual({ status: "succeeded", providerPaymentId: expect.stringMatching(/^pi_/) });
  const [created] = requestsTo("POST", "/v1/payment_intents");
  expect(created?.headers.get("Idempotency-Key")).toBe(request.idempotencyKey);
  expect(created?.headers.get("Authorization")).toBe(`Bearer ${stripeTestKey}`);
  expect(Object.fromEntries(created?.form ?? [])).toEqual({
    amount: "1250",
    currency: "gbp",
    payment_method: "pm_card_visa",
    customer: expect.stringMatching(/^cus_/),
    confirm: "true",
    off_session: "true",
    "allowed_payment_method_types[0]": "card",
    description: "Parkway booking 7",
    "metadata[idempotency_key]": request.idempotencyKey,
  });
});

test("a driver at checkout pays on-session, and a saved card takes the mandate for renewals", async () => {
  const payments = provider();
  await payments.saveCard("pm_card_visa");
  const request = chargeOf("pm_card_visa", { returnUrl: "/checkout/pay?purchase=7" });

  expect(await payments.charge(request)).toMatchObject({ status: "succeeded" });

  const [created] = requestsTo("POST", "/v1/payment_intents");
  expect(created?.form.get("off_session")).toBeNull();
  expect(created?.form.get("return_url")).toBe(
    "https://www.parkway.example/checkout/pay?purchase=7",
  );
  expect(created?.form.get("setup_future_usage")).toBe("off_session");
});

test("a wallet's one-off PaymentMethod is not kept for later payments", async () => {
  await provider().charge(chargeOf("pm_card_visa", { returnUrl: "/checkout/pay" }));

  const [created] = requestsTo("POST", "/v1/payment_intents");
  expect(created?.form.get("customer")).toBeNull();
  expect(created?.form.get("setup_future_usage")).toBeNull();
});

test("a bank that asks to confirm gives the driver Stripe's next action, not a decline", async () => {
  const payments = provider();
  const request = chargeOf("pm_card_authenticationRequired", { returnUrl: "/checkout/pay" });

  const result = await payments.charge(request);

  expect(result).toEqual({
    status: "requires_action",
    providerPaymentId: expect.stringMatching(/^pi_/),
    clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
    nextActionUrl: expect.stringMatching(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//),
    expiresAt: expect.any(String),
  });
  if (result.status !== "requires_action") throw new Error("no action");
  const expiresIn = new Date(result.expiresAt).getTime() - Date.now();
  expect(expiresIn).toBeGreaterThan(9 * 60 * 1000);
  expect(expiresIn).toBeLessThanOrEqual(10 * 60 * 1000);
  expect(await payments.findCharge(request.idempotencyKey)).toEqual(result);
});

test("after the bank, the charge is found succeeded or failed from the PaymentIntent itself", async () => {
  const payments = provider();
  const approved = chargeOf("pm_card_authenticationRequired", { returnUrl: "/checkout/pay" });
  const failed = chargeOf("pm_card_authenticationRequired", { returnUrl: "/checkout/pay" });
  const first = await payments.charge(approved);
  const second = await payments.charge(failed);
  if (first.status !== "requires_action" || second.status !== "requires_action") {
    throw new Error("no action");
  }

  stripe.authenticate(first.providerPaymentId, true);
  stripe.authenticate(second.providerPaymentId, false);

  expect(await payments.findCharge(approved.idempotencyKey)).toEqual({
    status: "succeeded",
    providerPaymentId: first.providerPaymentId,
  });
  expect(await payments.findCharge(failed.idempotencyKey)).toEqual({
    status: "declined",
    code: "authentication_failed",
    reason: expect.stringContaining("Your bank could not confirm it was you"),
    providerPaymentId: second.providerPaymentId,
  });
  expect(requestsTo("GET", `/v1/payment_intents/${second.providerPaymentId}`)).toHaveLength(1);
});

test.each([
  [
    "pm_card_visa_chargeDeclined",
    "card_declined",
    "Your card was declined and you have not been charged. Try another card, or another way to pay.",
  ],
  [
    "pm_card_visa_chargeDeclinedInsufficientFunds",
    "insufficient_funds",
    "Your card was declined for insufficient funds and you have not been charged. Try another card, or another way to pay.",
  ],
  [
    "pm_card_chargeDeclinedExpiredCard",
    "expired_card",
    "Your card has expired and you have not been charged. Use another card, or another way to pay.",
  ],
  [
    "pm_card_authenticationRequired",
    "authentication_required",
    expect.stringContaining("Your bank needs to confirm this payment"),
  ],
  [
    "pm_card_chargeDeclinedProcessingError",
    "processing_error",
    expect.stringContaining("try again"),
  ],
  [
    "pm_card_chargeDeclinedIncorrectCvc",
    "card_declined",
    "Your card was declined and you have not been charged. Try another card, or another way to pay.",
  ],
])("Stripe's decline of %s is %s", async (paymentMethod, code, reason) => {
  const result = await provider().charge(chargeOf(paymentMethod));

  expect(result).toEqual({
    status: "declined",
    code,
    reason,
    providerPaymentId: expect.stringMatching(/^pi_/),
  });
});

test("Stripe's decline codes map onto the few a driver is told apart", () => {
  expect(declineCodeFromStripe({ code: "card_declined", decline_code: "do_not_honor" })).toBe(
    "card_declined",
  );
  expect(declineCodeFromStripe({ code: "card_declined", decline_code: "insufficient_funds" })).toBe(
    "insufficient_funds",
  );
  expect(declineCodeFromStripe({ code: "expired_card" })).toBe("expired_card");
  expect(
    declineCodeFromStripe({ code: "card_declined", decline_code: "authentication_required" }),
  ).toBe("authentication_required");
  expect(declineCodeFromStripe({ code: "processing_error" })).toBe("processing_error");
  expect(declineCodeFromStripe({ code: "incorrect_number" })).toBe("card_declined");
});

test("a charge asked for twice with the same key is one PaymentIntent with one answer", async () => {
  const payments = provider();
  const request = chargeOf("pm_card_visa");

  const first = await payments.charge(request);
  const second = await payments.charge(request);

  expect(second).toEqual(first);
  expect(stripe.paymentIntents).toHaveLength(1);
  expect(
    requestsTo("POST", "/v1/payment_intents").map((sent) => sent.headers.get("Idempotency-Key")),
  ).toEqual([request.idempotencyKey, request.idempotencyKey]);
});

test("a charge is found again by its idempotency key, and an unknown key finds nothing", async () => {
  const payments = provider();
  const request = chargeOf("pm_card_visa_chargeDeclinedInsufficientFunds");
  const charged = await payments.charge(request);

  expect(await payments.findCharge(request.idempotencyKey)).toEqual(charged);
  expect(await payments.findCharge("never-charged")).toBeNull();
  const [search] = requestsTo("GET", "/v1/payment_intents/search");
  expect(search?.form.get("query")).toBe(`metadata['idempotency_key']:'${request.idempotencyKey}'`);
});

test("a refund is sent with its idempotency key and never exceeds the charge", async () => {
  const payments = provider();
  const charged = await payments.charge(chargeOf("pm_card_visa"));
  if (charged.status !== "succeeded") throw new Error("not charged");
  const refund = {
    providerPaymentId: charged.providerPaymentId,
    currency: "GBP",
    amountMinor: 1000,
  } as const;

  const first = await payments.refund({ ...refund, idempotencyKey: "refund-1" });
  const again = await payments.refund({ ...refund, idempotencyKey: "refund-1" });
  const tooMuch = await payments.refund({ ...refund, idempotencyKey: "refund-2" });

  expect(first).toEqual({ status: "succeeded", providerRefundId: expect.stringMatching(/^re_/) });
  expect(again).toEqual(first);
  expect(tooMuch).toEqual({ status: "failed", reason: expect.stringContaining("greater than") });
  const [sent] = requestsTo("POST", "/v1/refunds");
  expect(sent?.headers.get("Idempotency-Key")).toBe("refund-1");
  expect(sent?.form.get("payment_intent")).toBe(charged.providerPaymentId);
  expect(sent?.form.get("amount")).toBe("1000");
  // No payment method of its own: Stripe sends it back to the one that paid.
  expect(sent?.form.get("payment_method")).toBeNull();
  expect(sent?.form.get("metadata[idempotency_key]")).toBe("refund-1");
});

test("when Stripe cannot be reached the charge throws an error the caller can retry", async () => {
  server.use(http.post(`${stripeApiUrl}/v1/payment_intents`, () => HttpResponse.error()));

  const failure = await provider()
    .charge(chargeOf("pm_card_visa"))
    .catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(PaymentProviderError);
  expect(failure).toMatchObject({ retryable: true });
  expect(String(failure)).not.toContain(stripeTestKey);
});

test("a Stripe outage is retryable, a wrong key is not", async () => {
  server.use(
    http.post(`${stripeApiUrl}/v1/refunds`, () =>
      HttpResponse.json({ error: { type: "api_error" } }, { status: 500 }),
    ),
  );

  await expect(
    provider().refund({
      idempotencyKey: "refund-3",
      providerPaymentId: "pi_1",
      amountMinor: 100,
      currency: "GBP",
    }),
  ).rejects.toMatchObject({ name: "PaymentProviderError", retryable: true });
  await expect(provider("sk_test_wrong").clientToken()).rejects.toMatchObject({
    name: "PaymentProviderError",
    retryable: false,
  });
});

test("a next action the adapter cannot hand on is an error, not a payment left waiting", async () => {
  server.use(
    http.post(`${stripeApiUrl}/v1/payment_intents`, () =>
      HttpResponse.json({
        id: "pi_sdk_only",
        object: "payment_intent",
        amount: 1250,
        currency: "gbp",
        status: "requires_action",
        client_secret: "pi_sdk_only_secret_abc",
        created: 1_780_000_000,
        livemode: false,
        metadata: {},
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} },
        last_payment_error: null,
      }),
    ),
  );

  await expect(
    provider().charge(chargeOf("pm_card_visa", { returnUrl: "/checkout/pay" })),
  ).rejects.toMatchObject({ name: "PaymentProviderError", retryable: false });
});
