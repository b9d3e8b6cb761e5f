/** At most `limit` attempts per key in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts attempts per key in fixed windows. The memory implementation serves one process; the
 * Redis one is shared by every instance (REDIS_URL).
 */
export type RateLimiter = {
  /** Counts one attempt under `key` and says whether it may go ahead. */
  attempt(key: string, rule: RateLimit): Promise<RateDecision>;
  /** Forgets the attempts counted under `key`. */
  reset(key: string): Promise<void>;
};

/** "12 minutes", "1 second": a wait as a sentence says it, rounded up. */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** "Too many attempts. Try again in 12 minutes." */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  return `Too many attempts. Try again in ${waitText(retryAfterMs)}.`;
}

/** The Retry-After header's value: whole seconds, rounded up. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
