import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether `given` equals the secret `expected`, taking as long whatever the first difference.
 * Both are hashed first so that their lengths need not match and are not revealed either.
 */
export function matchesInConstantTime(expected: string, given: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
