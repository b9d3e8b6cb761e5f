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
