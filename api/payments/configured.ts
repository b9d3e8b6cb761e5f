import type { Db } from "../db/client";
import type { PaymentProvider } from "./provider";
import { databaseLedger } from "./sandbox-ledger";
import { createSandboxPaymentProvider } from "./sandbox";
import { createStripePaymentProvider } from "./stripe";

/** Stripe when a secret key is configured, else the embedded sandbox with its test cards. */
export function createPaymentProvider(options: {
  stripeSecretKey?: string;
  /** The web's own URL, where Stripe sends a driver back after their bank. */
  appUrl?: string;
  db: Db;
  now: () => Date;
}): PaymentProvider {
  if (options.stripeSecretKey) {
    if (!options.appUrl) throw new Error("Stripe needs the web's URL to send drivers back to");
    return createStripePaymentProvider({
      secretKey: options.stripeSecretKey,
      appUrl: options.appUrl,
    });
  }
  return createSandboxPaymentProvider({ now: options.now, ledger: databaseLedger(options.db) });
}
