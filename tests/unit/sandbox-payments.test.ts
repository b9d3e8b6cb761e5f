import { expect, test } from "vitest";
import { UnusablePaymentToken } from "../../api/payments/errors";
import type { ChargeRequest } from "../../api/payments/provider";
import {
  createSandboxPaymentProvider,
  type CardForm,
  type SandboxPaymentProvider,
} from "../../api/payments/sandbox";

const now = new Date("2026-05-10T12:00:00Z");

function sandbox(at: Date = now) {
  return createSandboxPaymentProvider({ now: () => at });
}

function card(number: string, overrides: Partial<CardForm> = {}): CardForm {
  return { number, exp_month: 12, exp_year: 2030, cvc: "123", ...overrides };
}

function tokenFor(provider: SandboxPaymentProvider, number: string) {
  const result = provider.tokeniseCard(card(number));
  if (result.status !== "tokenised") throw new Error(JSON.stringify(result.errors));
  return result.token;
}

let keys = 0;

function chargeOf(paymentToken: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  keys += 1;
  return {
    idempotencyKey: `purchase-${keys}`,
    amountMinor: 1250,
    currency: "GBP",
    method: "card",
    paymentToken,
    description: "Parkway booking 1",
    ...overrides,
  };
}

test.each([
  ["4242 4242 4242 4242", { status: "succeeded" }],
  [
    "4000 0000 0000 0002",
    {
      status: "declined",
      code: "card_declined",
      reason:
        "Your card was declined and you have not been charged. Try another card, or another way to pay.",
    },
  ],
  [
    "4000 0000 0000 9995",
    {
      status: "declined",
      code: "insufficient_funds",
      reason:
        "Your card was declined for insufficient funds and you have not been charged. Try another card, or another way to pay.",
    },
  ],
  [
    "4000 0000 0000 0069",
    {
      status: "declined",
      code: "expired_card",
      reason:
        "Your card has expired and you have not been charged. Use another card, or another way to pay.",
    },
  ],
  [
    "4000 0027 6000 3184",
    {
      status: "declined",
      code: "authentication_required",
      reason: expect.stringContaining("Your bank needs to confirm this payment"),
    },
  ],
])("the test card %s is charged as documented", async (number, outcome) => {
  const provider = sandbox();

  const result = await provider.charge(chargeOf(tokenFor(provider, number)));

  expect(result).toEqual({ ...outcome, providerPaymentId: expect.stringMatching(/^sbx_pay_/) });
});

test("any other valid Visa, Mastercard or Amex number succeeds and keeps its brand", async () => {
  const provider = sandbox();
  for (const [number, brand, cvc] of [
    ["4111 1111 1111 1111", "visa", "123"],
    ["5555 5555 5555 4444", "mastercard", "123"],
    ["2223 0031 2200 3222", "mastercard", "123"],
    ["3782 822463 10005", "amex", "1234"],
  ] as const) {
    const result = provider.tokeniseCard(card(number, { cvc }));
    expect(result).toMatchObject({ status: "tokenised", card: { brand, last4: number.slice(-4) } });
    if (result.status !== "tokenised") continue;
    expect(await provider.charge(chargeOf(result.token))).toMatchObject({ status: "succeeded" });
  }
});

test("a number failing the Luhn check, or of another brand, is refused", () => {
  const provider = sandbox();

  expect(provider.tokeniseCard(card("4242 4242 4242 4241"))).toEqual({
    status: "invalid",
    errors: { number: ["Enter a valid card number"] },
  });
  expect(provider.tokeniseCard(card("6011 1111 1111 1117"))).toEqual({
    status: "invalid",
    errors: { number: ["We accept Visa, Mastercard and American Express"] },
  });
});

test("a card whose expiry has passed is refused on the field that is wrong", () => {
  const provider = sandbox();

  expect(provider.tokeniseCard(card("4242424242424242", { exp_month: 4, exp_year: 2026 }))).toEqual(
    { status: "invalid", errors: { exp_month: ["This card has expired"] } },
  );
  expect(provider.tokeniseCard(card("4242424242424242", { exp_month: 12, exp_year: 25 }))).toEqual({
    status: "invalid",
    errors: { exp_year: ["This card has expired"] },
  });
  expect(
    provider.tokeniseCard(card("4242424242424242", { exp_month: 5, exp_year: 26 })),
  ).toMatchObject({ status: "tokenised", card: { expMonth: 5, expYear: 2026 } });
});

test("the CVC has 3 digits, or 4 on an American Express card", () => {
  const provider = sandbox();

  expect(provider.tokeniseCard(card("4242424242424242", { cvc: "12a" }))).toEqual({
    status: "invalid",
    errors: { cvc: ["Enter the security code (CVC) from your card"] },
  });
  expect(provider.tokeniseCard(card("4242424242424242", { cvc: "1234" }))).toEqual({
    status: "invalid",
    errors: { cvc: ["Enter the 3-digit security code (CVC) from your card"] },
  });
  expect(provider.tokeniseCard(card("378282246310005", { cvc: "123" }))).toEqual({
    status: "invalid",
    errors: { cvc: ["Enter the 4-digit security code (CVC) from your card"] },
  });
});

test("the token carries the last four digits, never the number", () => {
  const provider = sandbox();

  const token = tokenFor(provider, "4000 0000 0000 9995");

  expect(token).toMatch(/^sbx_tok_/);
  const decoded = Buffer.from(token.slice("sbx_tok_".length), "base64url").toString("utf8");
  expect(`${token} ${decoded}`).not.toContain("4000000000009995");
  expect(`${token} ${decoded}`).not.toContain("400000000000");
  expect(decoded).toContain("9995");
});

test("a saved card is what the token says, and a card tokenised elsewhere can be saved", async () => {
  const token = tokenFor(sandbox(), "4242 4242 4242 4242");

  // Another instance, or the same one after a restart.
  await expect(sandbox().saveCard(token)).resolves.toEqual({
    providerToken: token,
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2030,
  });
});

test("a made-up token, a wallet token or a card that has since expired cannot be saved", async () => {
  const provider = sandbox();
  const expiring = provider.tokeniseCard(
    card("4242424242424242", { exp_month: 6, exp_year: 2026 }),
  );
  if (expiring.status !== "tokenised") throw new Error("not tokenised");

  await expect(provider.saveCard("sbx_tok_not-a-token")).rejects.toThrow(UnusablePaymentToken);
  await expect(provider.saveCard("4242424242424242")).rejects.toThrow(UnusablePaymentToken);
  await expect(provider.saveCard(provider.issueWalletToken("paypal", "approve"))).rejects.toThrow(
    "Only a card can be saved",
  );
  await expect(sandbox(new Date("2026-07-01T00:00:00Z")).saveCard(expiring.token)).rejects.toThrow(
    "This card has expired.",
  );
});

test("a saved card charged after its expiry is declined as expired", async () => {
  const provider = sandbox(new Date("2026-07-01T00:00:00Z"));
  const expiring = sandbox().tokeniseCard(
    card("4242424242424242", { exp_month: 6, exp_year: 2026 }),
  );
  if (expiring.status !== "tokenised") throw new Error("not tokenised");

  expect(await provider.charge(chargeOf(expiring.token))).toMatchObject({
    status: "declined",
    code: "expired_card",
  });
});

test("a charge asked for twice with the same key is made once and answered the same", async () => {
  const provider = sandbox();
  const request = chargeOf(tokenFor(provider, "4242424242424242"));

  const first = await provider.charge(request);
  const second = await provider.charge({ ...request });

  expect(second).toEqual(first);
  expect(await provider.findCharge(request.idempotencyKey)).toEqual(first);
  if (first.status !== "succeeded") throw new Error("not charged");
  // One charge: its whole amount can be refunded once, and no more.
  const refund = { providerPaymentId: first.providerPaymentId, currency: "GBP" } as const;
  expect(
    await provider.refund({ ...refund, idempotencyKey: "r1", amountMinor: 1250 }),
  ).toMatchObject({
    status: "succeeded",
  });
  expect(await provider.refund({ ...refund, idempotencyKey: "r2", amountMinor: 1 })).toMatchObject({
    status: "failed",
  });
});

test("a declined charge asked for again with its key stays declined", async () => {
  const provider = sandbox();
  const request = chargeOf(tokenFor(provider, "4000000000000002"));

  const first = await provider.charge(request);

  expect(await provider.charge(request)).toEqual(first);
  expect(first.status).toBe("declined");
});

test("a key used for one charge cannot be used for a different one", async () => {
  const provider = sandbox();
  const request = chargeOf(tokenFor(provider, "4242424242424242"));
  await provider.charge(request);

  await expect(provider.charge({ ...request, amountMinor: 999 })).rejects.toThrow(
    /already used for a different charge/,
  );
});

test("a charge the sandbox never saw is not found", async () => {
  await expect(sandbox().findCharge("never-asked")).resolves.toBeNull();
});

test("each provider instance keeps its own charges", async () => {
  const first = sandbox();
  const request = chargeOf(tokenFor(first, "4242424242424242"));
  await first.charge(request);

  await expect(sandbox().findCharge(request.idempotencyKey)).resolves.toBeNull();
});

test("refunds never add up to more than the charge, and a refund key pays once", async () => {
  const provider = sandbox();
  const charged = await provider.charge(chargeOf(tokenFor(provider, "4242424242424242")));
  if (charged.status !== "succeeded") throw new Error("not charged");
  const refund = { providerPaymentId: charged.providerPaymentId, currency: "GBP" } as const;

  const first = await provider.refund({ ...refund, idempotencyKey: "a", amountMinor: 1000 });
  const again = await provider.refund({ ...refund, idempotencyKey: "a", amountMinor: 1000 });
  const tooMuch = await provider.refund({ ...refund, idempotencyKey: "b", amountMinor: 251 });
  const rest = await provider.refund({ ...refund, idempotencyKey: "b", amountMinor: 250 });
  const more = await provider.refund({ ...refund, idempotencyKey: "c", amountMinor: 1 });

  expect(first).toEqual({
    status: "succeeded",
    providerRefundId: expect.stringMatching(/^sbx_ref_/),
  });
  expect(again).toEqual(first);
  expect(tooMuch).toEqual({
    status: "failed",
    reason: "A refund cannot be more than what is left of the payment.",
  });
  expect(rest).toMatchObject({ status: "succeeded" });
  expect(more).toMatchObject({ status: "failed" });
});

test("only a successful charge can be refunded, in its own currency", async () => {
  const provider = sandbox();
  const declined = await provider.charge(chargeOf(tokenFor(provider, "4000000000000002")));
  const charged = await provider.charge(chargeOf(tokenFor(provider, "4242424242424242")));
  if (charged.status !== "succeeded" || !declined.providerPaymentId) throw new Error("unexpected");

  expect(
    await provider.refund({
      idempotencyKey: "d1",
      providerPaymentId: declined.providerPaymentId,
      amountMinor: 100,
      currency: "GBP",
    }),
  ).toMatchObject({ status: "failed" });
  expect(
    await provider.refund({
      idempotencyKey: "d2",
      providerPaymentId: "sbx_pay_unknown",
      amountMinor: 100,
      currency: "GBP",
    }),
  ).toMatchObject({ status: "failed" });
  expect(
    await provider.refund({
      idempotencyKey: "d3",
      providerPaymentId: charged.providerPaymentId,
      amountMinor: 100,
      currency: "EUR",
    }),
  ).toMatchObject({ status: "failed" });
});

test.each(["paypal", "apple-pay", "google-pay"] as const)(
  "a %s payment with a sandbox wallet token succeeds",
  async (method) => {
    const provider = sandbox();

    const result = await provider.charge(
      chargeOf(provider.issueWalletToken(method, "approve"), { method }),
    );

    expect(result).toMatchObject({ status: "succeeded" });
  },
);

test("a wallet payment is declined when the driver declines or the amount ends in .13", async () => {
  const provider = sandbox();

  const refused = await provider.charge(
    chargeOf(provider.issueWalletToken("paypal", "decline"), { method: "paypal" }),
  );
  const thirteen = await provider.charge(
    chargeOf(provider.issueWalletToken("apple-pay", "approve"), {
      method: "apple-pay",
      amountMinor: 1213,
    }),
  );

  expect(refused).toMatchObject({
    status: "declined",
    code: "card_declined",
    reason: "PayPal declined this payment. Choose another way to pay.",
  });
  expect(thirteen).toMatchObject({
    status: "declined",
    code: "card_declined",
    reason: "Apple Pay declined this payment. Choose another way to pay.",
  });
});

test("a wallet token pays once, and only for its own wallet", async () => {
  const provider = sandbox();
  const token = provider.issueWalletToken("google-pay", "approve");
  const first = chargeOf(token, { method: "google-pay" });

  expect(await provider.charge(first)).toMatchObject({ status: "succeeded" });
  expect(await provider.charge(chargeOf(token, { method: "google-pay" }))).toMatchObject({
    status: "declined",
    reason: "This Google Pay approval has already been used. Pay again.",
  });
  expect(
    await provider.charge(
      chargeOf(provider.issueWalletToken("paypal", "approve"), { method: "apple-pay" }),
    ),
  ).toMatchObject({ status: "declined", code: "card_declined" });
  expect(
    await provider.charge(chargeOf(tokenFor(provider, "4242424242424242"), { method: "paypal" })),
  ).toMatchObject({ status: "declined" });
});

test("a card charge with a token the sandbox did not issue is declined", async () => {
  expect(await sandbox().charge(chargeOf("sbx_tok_bm90LWEtY2FyZA"))).toMatchObject({
    status: "declined",
    code: "card_declined",
    reason: "This payment method can no longer be used. Choose another way to pay.",
  });
});

test("every problem with a card form is reported at once, each on its field", () => {
  const result = sandbox().tokeniseCard({
    number: "1234 5678",
    exp_month: 4,
    exp_year: 2020,
    cvc: "1",
  });

  expect(result).toEqual({
    status: "invalid",
    errors: {
      number: ["Enter a valid card number"],
      exp_year: ["This card has expired"],
      cvc: ["Enter the security code (CVC) from your card"],
    },
  });
});
