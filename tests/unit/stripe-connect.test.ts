import { beforeEach, expect, test } from "vitest";
import { PaymentProviderError } from "../../api/payments/errors";
import { createStripeConnectPayoutProvider } from "../../api/payouts/stripe-connect";
import { server } from "../mocks/server";
import { stripeTestKey } from "../mocks/stripe";
import { createFakeStripeConnect } from "../mocks/stripe-connect";
import "../setup/msw";

let stripe: ReturnType<typeof createFakeStripeConnect>;

beforeEach(() => {
  stripe = createFakeStripeConnect();
  server.use(...stripe.handlers);
});

function provider(secretKey = stripeTestKey) {
  const payouts = createStripeConnectPayoutProvider({ secretKey });
  if (payouts.name !== "stripe") throw new Error("expected Stripe Connect");
  return payouts;
}

const onboarding = {
  ownerId: "6f1c2b9e-8d7a-4e3b-9c1d-2a3b4c5d6e7f",
  email: "owner@example.com",
  country: "GB" as const,
  currency: "GBP" as const,
  returnUrl: "https://parkway.example/account/payouts",
  refreshUrl: "https://parkway.example/account/payouts",
};

test("an owner's Express account is opened once, with a link to Stripe's onboarding", async () => {
  const first = await provider().startOnboarding(onboarding);
  expect(first.account).toEqual({
    providerAccountId: "acct_1Parkway1",
    last4: null,
    ready: false,
  });
  expect(first.onboardingUrl).toBe("https://connect.stripe.com/setup/e/acct_1Parkway1/onboarding");
  expect(stripe.accounts.get("acct_1Parkway1")).toMatchObject({
    type: "express",
    country: "GB",
    email: "owner@example.com",
    default_currency: "gbp",
    metadata: { parkway_owner: onboarding.ownerId },
  });

  const again = await provider().startOnboarding(onboarding);
  expect(again.account.providerAccountId).toBe("acct_1Parkway1");
  expect(stripe.accounts.size).toBe(1);
});

test("once the owner finishes on Stripe, the account can be paid and shows its bank's last digits", async () => {
  const { account } = await provider().startOnboarding(onboarding);
  stripe.finishOnboarding(account.providerAccountId, "2345");

  expect(await provider().retrieveAccount(account.providerAccountId)).toEqual({
    providerAccountId: account.providerAccountId,
    last4: "2345",
    ready: true,
  });
  const resumed = await provider().startOnboarding({
    ...onboarding,
    existingAccountId: account.providerAccountId,
  });
  expect(resumed.account.ready).toBe(true);
});

test("a payout is one transfer to the owner's account, however often it is sent", async () => {
  const { account } = await provider().startOnboarding(onboarding);
  const transfer = {
    idempotencyKey: "3b0f6a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b",
    providerAccountId: account.providerAccountId,
    amountMinor: 12_345,
    currency: "GBP" as const,
    description: "Parkway payout 2027-01",
  };
  const first = await provider().transfer(transfer);
  const again = await provider().transfer(transfer);
  expect(again).toEqual(first);
  expect(stripe.transfers).toEqual([
    { id: first.providerPayoutId, amount: 12_345, currency: "gbp", destination: "acct_1Parkway1" },
  ]);
});

test("a refused key is an error that is not retried; an unknown account too", async () => {
  await expect(provider("sk_test_wrong").startOnboarding(onboarding)).rejects.toMatchObject({
    name: "PaymentProviderError",
    retryable: false,
    message: "Stripe answered 401 to /v1/accounts (invalid_request_error)",
  });
  const missing = provider().retrieveAccount("acct_missing");
  await expect(missing).rejects.toBeInstanceOf(PaymentProviderError);
  await expect(missing).rejects.toMatchObject({
    message:
      "Stripe answered 404 to /v1/accounts/acct_missing (invalid_request_error, resource_missing)",
  });
});
