import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import type { ChargeRequest } from "../../api/payments/provider";
import { createSandboxPaymentProvider } from "../../api/payments/sandbox";
import { databaseLedger } from "../../api/payments/sandbox-ledger";
import { createTestDatabase } from "./setup-database";

const now = new Date("2026-12-01T08:10:00Z");

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A sandbox as a freshly started process has it: only the database's books in common. */
function restartedSandbox() {
  return createSandboxPaymentProvider({ now: () => now, ledger: databaseLedger(database.db) });
}

function visaToken() {
  const tokenised = restartedSandbox().tokeniseCard({
    number: "4242424242424242",
    exp_month: 12,
    exp_year: 2030,
    cvc: "123",
  });
  if (tokenised.status !== "tokenised") throw new Error("The test card was refused");
  return tokenised.token;
}

function charge(idempotencyKey: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    idempotencyKey,
    amountMinor: 4_250,
    currency: "GBP",
    method: "card",
    paymentToken: visaToken(),
    description: "Parkway booking 1",
    ...overrides,
  };
}

test("a charge made before a restart is found, and answered the same, after it", async () => {
  const request = charge("ledger-restart");
  const first = await restartedSandbox().charge(request);
  expect(first.status).toBe("succeeded");
  const afterRestart = restartedSandbox();
  expect(await afterRestart.findCharge("ledger-restart")).toEqual(first);
  expect(await afterRestart.charge(request)).toEqual(first);
  expect(await afterRestart.findCharge("never-asked")).toBeNull();
});

test("the same key raced from two instances is one charge", async () => {
  const request = charge("ledger-race");
  const answers = await Promise.all([
    restartedSandbox().charge(request),
    restartedSandbox().charge(request),
  ]);
  expect(answers[0]).toEqual(answers[1]);
  await expect(restartedSandbox().charge({ ...request, amountMinor: 1 })).rejects.toThrow(
    /different charge/,
  );
});

test("refunds from many instances at once never add up to more than the charge", async () => {
  const paid = await restartedSandbox().charge(charge("ledger-refunds"));
  if (paid.status !== "succeeded") throw new Error("The test charge was declined");
  const refunds = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      restartedSandbox().refund({
        idempotencyKey: `ledger-refund-${index}`,
        providerPaymentId: paid.providerPaymentId,
        amountMinor: 1_000,
        currency: "GBP",
      }),
    ),
  );
  expect(refunds.filter((refund) => refund.status === "succeeded")).toHaveLength(4);
  const again = await restartedSandbox().refund({
    idempotencyKey: "ledger-refund-0",
    providerPaymentId: paid.providerPaymentId,
    amountMinor: 1_000,
    currency: "GBP",
  });
  expect(again).toEqual(refunds[0]);
});

test("a wallet approval spent before a restart cannot pay again after it", async () => {
  const token = restartedSandbox().issueWalletToken("paypal", "approve");
  const first = await restartedSandbox().charge(
    charge("ledger-wallet-1", { method: "paypal", paymentToken: token }),
  );
  expect(first.status).toBe("succeeded");
  const second = await restartedSandbox().charge(
    charge("ledger-wallet-2", { method: "paypal", paymentToken: token }),
  );
  expect(second).toMatchObject({
    status: "declined",
    reason: "This PayPal approval has already been used. Pay again.",
  });
});
