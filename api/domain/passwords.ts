import { hash, verify } from "@node-rs/argon2";

/**
 * OWASP's Password Storage Cheat Sheet: Argon2id with 19 MiB of memory, 2 passes and one lane.
 * `algorithm: 2` is Argon2id; the package's `Algorithm` is a const enum that isolated modules
 * cannot read.
 */
const argon2idOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time a real comparison takes when there is no hash to compare with (an unknown
 * email, or an account that only signs in through a provider), so that how long a failed
 * sign-in takes does not tell whether the account exists. Always false.
 */
export async function passwordMatchesNothing(password: string): Promise<false> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  await passwordMatches(await decoyHash, password);
  return false;
}
