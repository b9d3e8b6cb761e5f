import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { issueAccessToken } from "../../api/domain/access-tokens";
import { bookings, purchases } from "../../api/db/schema";
import { runPayouts } from "../../api/payouts/payout-run";
import { createStripeConnectPayoutProvider } from "../../api/payouts/stripe-connect";
import { stripeTestKey } from "../mocks/stripe";
import { createFakeStripeConnect } from "../mocks/stripe-connect";
import { jsonBody, testJwtSecret } from "./fixtures";
import { createBooking, createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** With Stripe configured, owners set payouts up on Stripe's pages and are paid by transfer. */

const stripe = createFakeStripeConnect();
const server = setupServer(...stripe.handlers);
let clock = new Date("2026-12-01T10:00:00Z");
const now = () => clock;
let database: Database;
let api: ReturnType<typeof createApi>;
const payoutProvider = createStripeConnectPayoutProvider({ secretKey: stripeTestKey });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  database = await createTestDatabase();
  api = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, appUrl: "https://parkway.example" },
    now,
    payoutProvider,
  });
});

afterAll(async () => {
  server.close();
  await database.close();
});

async function call(method: string, path: string, subject: string, body?: unknown) {
  const { token } = await issueAccessToken({
    secret: testJwtSecret,
    subject,
    scopes: ["driver", "landlord"],
    now: clock,
  });
  const headers = { Authorization: `Bearer ${token}` };
  const response = await api.request(
    `/api/v2${path}`,
    body === undefined ? { method, headers } : { method, ...jsonBody(body, headers) },
  );
  return { status: response.status, body: await response.json() };
}

test("an owner is sent to Stripe's onboarding, and once Stripe can pay them their payout is a transfer", async () => {
  const ownerId = await createOwner(database, "stripe.owner@example.com");
  const listing = await createListing(database, ownerId, { bayCount: 1 });
  const reference = await createBooking(
    database,
    { id: listing.id, bayId: listing.bayIds[0]! },
    new Date("2026-12-05T09:00:00Z"),
    new Date("2026-12-05T12:00:00Z"),
    { valueBeforeDiscountMinor: 900, valueMinor: 900, totalMinor: 967, confirmedAt: clock },
  );
  const [booking] = await database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference));
  await database.db.insert(purchases).values({
    idempotencyKey: "stripe-payouts-1",
    principal: "anon_test",
    bookingIds: [booking!.id],
    paymentMethod: "card",
    provider: "stripe",
    providerPaymentId: "pi_3Parkway1",
    currency: "GBP",
    amountMinor: 967,
    status: "succeeded",
  });

  const direct = await call("PUT", "/payouts/bank-account", ownerId, {
    country: "GB",
    holder_name: "Stripe Owner",
    sort_code: "089999",
    account_number: "66374958",
  });
  expect(direct.status).toBe(409);

  const started = await call("POST", "/payouts/onboarding", ownerId, {
    country: "GB",
    holder_name: "Stripe Owner",
  });
  expect(started.status).toBe(200);
  const accountId = [...stripe.accounts.keys()][0]!;
  expect(started.body.data).toEqual({
    account: {
      currency: "GBP",
      country: "GB",
      holder_name: "Stripe Owner",
      last4: null,
      status: "onboarding",
    },
    onboarding_url: `https://connect.stripe.com/setup/e/${accountId}/onboarding`,
  });
  expect(stripe.accounts.get(accountId)).toMatchObject({ email: "stripe.owner@example.com" });

  clock = new Date("2027-01-01T00:10:00Z");
  await runPayouts({ database, payoutProvider, now });
  expect(stripe.transfers).toEqual([]);

  stripe.finishOnboarding(accountId, "2345");
  const overview = await call("GET", "/payouts", ownerId);
  expect(overview.body.data.provider).toBe("stripe");
  expect(overview.body.data.accounts).toEqual([
    expect.objectContaining({ status: "ready", last4: "2345" }),
  ]);

  await runPayouts({ database, payoutProvider, now });
  expect(stripe.transfers).toEqual([
    { id: expect.any(String), amount: 900, currency: "gbp", destination: accountId },
  ]);
  const after = await call("GET", "/payouts", ownerId);
  expect(after.body.data.payouts).toEqual([
    expect.objectContaining({ amount_minor: 900, status: "paid", account_last4: "2345" }),
  ]);
});
