import type { Redis } from "ioredis";
import { z } from "zod";
import type { RateDecision, RateLimit, RateLimiter } from "./rate-limiter";

// INCR and the expiry in one script, so that a window can never be left without an end even if
// the connection drops between the two. Returns the count and the milliseconds left.
const countAttempt = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

const replySchema = z.tuple([z.number().int(), z.number().int()]);

/** Fixed windows in Redis, shared by every instance; keys live under `prefix`. */
export function createRedisRateLimiter(
  redis: Redis,
  options: { prefix?: string } = {},
): RateLimiter {
  const prefix = options.prefix ?? "parkway:rate:";
  return {
    async attempt(key: string, rule: RateLimit): Promise<RateDecision> {
      const [count, leftMs] = replySchema.parse(
        await redis.eval(countAttempt, 1, `${prefix}${key}`, rule.windowMs),
      );
      if (count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterMs: leftMs };
    },
    async reset(key: string): Promise<void> {
      await redis.del(`${prefix}${key}`);
    },
  };
}
