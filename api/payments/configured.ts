import type { Db } from "../db/client";
import type { PaymentProvider } from "./provider";
import { databaseLedger } from "./sandbox-ledger";
import { createSandboxPaymentProvider } from "./sandbox";
import { createStripePaymentProvider } from "./stripe";

/** Stripe when a secret key is configured, else the embedded sandbox with its test cards. */
export function createPaymentProvider(options: {
  stripeSecretKey?: string;
  db: Db;
  now: () => Date;
}): PaymentProvider {
  if (options.stripeSecretKey) {
    return createStripePaymentProvider({ secretKey: options.stripeSecretKey });
  }
  return createSandboxPaymentProvider({ now: options.now, ledger: databaseLedger(options.db) });
}
