/**
 * ALTCHA's proof of work in the browser: find the number that, appended to the salt, hashes to
 * the challenge, and hand back the payload the service verifies with altcha-lib. Web Crypto
 * does the hashing, in batches, so no worker (and no `blob:` script source) is needed.
 */
export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

const BATCH = 500;
const DEFAULT_MAX_NUMBER = 1_000_000;

function hex(buffer: ArrayBuffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function solveAltcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max && !signal?.aborted; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((number) =>
        crypto.subtle.digest(challenge.algorithm, encoder.encode(`${challenge.salt}${number}`)),
      ),
    );
    const found = hashes.findIndex((hash) => hex(hash) === challenge.challenge);
    if (found >= 0) {
      return btoa(JSON.stringify({ ...challenge, number: numbers[found] }));
    }
  }
  return null;
}
