import { Redis } from "ioredis";
import { createMemoryRateLimiter } from "./memory";
import type { RateLimiter } from "./rate-limiter";
import { createRedisRateLimiter } from "./redis";

/**
 * Redis when `redisUrl` is set, so that every instance counts together; memory otherwise.
 * A Redis that cannot be reached does not stop sign-ins: attempts are counted in memory until it
 * answers again, which still limits each instance on its own.
 */
export function createConfiguredRateLimiter(options: {
  redisUrl?: string;
  now: () => number;
}): RateLimiter {
  const memory = createMemoryRateLimiter({ now: options.now });
  if (!options.redisUrl) return memory;
  const redis = new Redis(options.redisUrl, {
    // While Redis is away, commands fail at once (and memory counts) rather than wait in a
    // queue for a reconnection, holding up the sign-in.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Connection errors surface on the commands, where the fallback reports them; without a
  // listener ioredis would also print each one.
  redis.on("error", () => {});
  return withFallback(createRedisRateLimiter(redis), memory);
}

/** Uses `fallback` while `primary` fails, warning once per outage. */
export function withFallback(primary: RateLimiter, fallback: RateLimiter): RateLimiter {
  let failing = false;

  async function firstAnswering<T>(ask: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    try {
      const result = await ask(primary);
      failing = false;
      return result;
    } catch (error) {
      if (!failing) {
        failing = true;
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`Rate limits are counted in memory until Redis answers again: ${reason}`);
      }
      return ask(fallback);
    }
  }

  return {
    attempt: (key, rule) => firstAnswering((limiter) => limiter.attempt(key, rule)),
    reset: (key) => firstAnswering((limiter) => limiter.reset(key)),
  };
}
