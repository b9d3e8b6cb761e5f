export type RateLimiterOptions = {
  /** Requests allowed in a burst, refilled evenly over `windowMs`. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys tracked before full buckets are forgotten, so memory stays bounded. */
  maxKeys?: number;
};

type Bucket = { tokens: number; updatedAt: number };

/** An in-memory token bucket per key; per process, which is enough to stop one noisy client. */
export function createRateLimiter({
  limit,
  windowMs,
  now = () => Date.now(),
  maxKeys = 10_000,
}: RateLimiterOptions) {
  const buckets = new Map<string, Bucket>();

  function refilled(bucket: Bucket, at: number) {
    return Math.min(limit, bucket.tokens + ((at - bucket.updatedAt) * limit) / windowMs);
  }

  function forgetFullBuckets(at: number) {
    for (const [key, bucket] of buckets) {
      if (refilled(bucket, at) >= limit) buckets.delete(key);
    }
  }

  function take(key: string) {
    const at = now();
    const bucket = buckets.get(key);
    const tokens = bucket ? refilled(bucket, at) : limit;
    if (tokens < 1) return false;
    if (!bucket && buckets.size >= maxKeys) {
      forgetFullBuckets(at);
      const oldest = buckets.keys().next();
      if (buckets.size >= maxKeys && !oldest.done) buckets.delete(oldest.value);
    }
    buckets.set(key, { tokens: tokens - 1, updatedAt: at });
    return true;
  }

  return { take };
}
