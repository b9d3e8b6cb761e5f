import type { Db } from "./db/client";
import { newSigningSecret } from "./domain/access-tokens";
import { ensureServiceKey } from "./repositories/service-keys";

/**
 * The secret access tokens are signed with: the configured one, or else one generated once and
 * stored in the database so that every instance, and every restart, signs and verifies alike.
 */
export function createSigningSecretSource(
  db: Db,
  configured: string | undefined,
): () => Promise<string> {
  return createStoredSecretSource(db, "jwt", configured);
}

/**
 * The key Parkway's own web presents (X-Service-Key) on endpoints that trust their caller, such
 * as a social sign-in the web has already verified: SERVICE_KEY, or one stored like the signing
 * secret. A web deployed apart from the service must be given the same SERVICE_KEY.
 */
export function createServiceKeySource(
  db: Db,
  configured: string | undefined,
): () => Promise<string> {
  return createStoredSecretSource(db, "service", configured);
}

function createStoredSecretSource(
  db: Db,
  name: string,
  configured: string | undefined,
): () => Promise<string> {
  if (configured) {
    return () => Promise.resolve(configured);
  }
  let pending: Promise<string> | undefined;
  return function storedSecret() {
    pending ??= ensureServiceKey(db, name, newSigningSecret()).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
