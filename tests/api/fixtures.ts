import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { type AccessTokenScope, issueAccessToken } from "../../api/domain/access-tokens";
import type { PaymentProvider } from "../../api/payments/provider";

export const testJwtSecret = "a-test-secret-that-is-at-least-32-characters-long";

/** The service as the host mounts it, signing with `testJwtSecret` unless told otherwise. */
export function createTestApi(
  database: Database,
  options: { jwtSecret?: string | null; now?: () => Date; payments?: PaymentProvider } = {},
) {
  const jwtSecret = options.jwtSecret === null ? undefined : (options.jwtSecret ?? testJwtSecret);
  return createApi({
    database,
    config: { jwtSecret, production: false },
    now: options.now,
    payments: options.payments,
  });
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
