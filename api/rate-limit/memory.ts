import type { RateDecision, RateLimit, RateLimiter } from "./rate-limiter";

type Window = { count: number; endsAt: number };

const sweepEveryMs = 60_000;

/** Fixed windows held in this process; `now` is injectable so tests can move time. */
export function createMemoryRateLimiter(options: { now?: () => number } = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let nextSweepAt = 0;

  // Ended windows are dropped now and then rather than on a timer, which would keep the
  // process alive and run when nothing is being counted.
  function sweep(at: number) {
    if (at < nextSweepAt) return;
    nextSweepAt = at + sweepEveryMs;
    for (const [key, window] of windows) {
      if (window.endsAt <= at) windows.delete(key);
    }
  }

  return {
    async attempt(key: string, rule: RateLimit): Promise<RateDecision> {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterMs: window.endsAt - at };
    },
    async reset(key: string): Promise<void> {
      windows.delete(key);
    },
  };
}
