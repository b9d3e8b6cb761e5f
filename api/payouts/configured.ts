import type { Db } from "../db/client";
import type { PayoutProvider } from "./provider";
import { createSandboxPayoutProvider } from "./sandbox";
import { createStripeConnectPayoutProvider } from "./stripe-connect";

/** Stripe Connect when Stripe's secret key is configured, as payments are; else the sandbox. */
export function createPayoutProvider(options: {
  stripeSecretKey?: string;
  db: Db;
}): PayoutProvider {
  if (options.stripeSecretKey) {
    return createStripeConnectPayoutProvider({ secretKey: options.stripeSecretKey });
  }
  return createSandboxPayoutProvider(options.db);
}
