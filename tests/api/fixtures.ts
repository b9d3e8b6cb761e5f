import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { type AccessTokenScope, issueAccessToken } from "../../api/domain/access-tokens";
import type { BotCheck } from "../../api/bot-check/bot-check";
import type { PurchaseDeps } from "../../api/checkout/purchase";
import type { PaymentProvider } from "../../api/payments/provider";
import { createSigningSecretSource } from "../../api/signing-secret";

/**
 * For tests of what the contact form does with a message: every sender passes the bot check,
 * which tests/api/contact-us-bot-check.test.ts tests on its own.
 */
export const everySenderIsAPerson: BotCheck = {
  challenge: async () => ({ kind: "recaptcha" }),
  verify: async () => null,
};

export const testJwtSecret = "a-test-secret-that-is-at-least-32-characters-long";

/** The service as the host mounts it, signing with `testJwtSecret` unless told otherwise. */
export function createTestApi(
  database: Database,
  options: {
    jwtSecret?: string | null;
    now?: () => Date;
    payments?: PaymentProvider;
    botCheck?: BotCheck;
  } = {},
) {
  const jwtSecret = options.jwtSecret === null ? undefined : (options.jwtSecret ?? testJwtSecret);
  return createApi({
    database,
    config: { jwtSecret, production: false },
    now: options.now,
    payments: options.payments,
    botCheck: options.botCheck,
  });
}

/**
 * What the booking engine's functions need when a test calls them directly: its emails stay in
 * the outbox, as they do with no SMTP server.
 */
export function purchaseDepsFor(
  database: Database,
  options: { payments: PaymentProvider; now: () => Date },
): PurchaseDeps {
  return {
    database,
    ...options,
    signingSecret: createSigningSecretSource(database.db, testJwtSecret),
    mailer: { deliverSoon() {} },
    config: { appUrl: "http://localhost:3000" },
  };
}

export async function bearerFor(scopes: AccessTokenScope[], subject = `user_${scopes.join("_")}`) {
  const { token } = await issueAccessToken({
    secret: testJwtSecret,
    subject,
    scopes,
  });
  return { Authorization: `Bearer ${token}` };
}

export function jsonBody(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  };
}

/** A guest's details for booking: all four the service asks of a guest, and a registration. */
export const guestBooking = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
  vehicle_reg: "AB12CDE",
};

/** A new guest's bearer header, with the Idempotency-Key their book or purchase call sends. */
export async function guestWithKey(key: string) {
  return {
    ...(await bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`)),
    "Idempotency-Key": key,
  };
}
