import { expect, test } from "vitest";
import { createMemoryRateLimiter } from "../../api/rate-limit/memory";
import { retryAfterSeconds, tooManyAttemptsMessage } from "../../api/rate-limit/rate-limiter";

function clock() {
  let time = 0;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

const rule = { limit: 3, windowMs: 60_000 };

test("a key gets its limit in a window, then waits for the window to end", async () => {
  const time = clock();
  const limiter = createMemoryRateLimiter({ now: time.now });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect(await limiter.attempt("login:a", rule)).toEqual({ allowed: true });
  }
  time.advance(20_000);
  expect(await limiter.attempt("login:a", rule)).toEqual({
    allowed: false,
    retryAfterMs: 40_000,
  });
  expect(await limiter.attempt("login:b", rule)).toEqual({ allowed: true });

  time.advance(40_000);
  expect(await limiter.attempt("login:a", rule)).toEqual({ allowed: true });
});

test("resetting a key forgets its attempts", async () => {
  const limiter = createMemoryRateLimiter({ now: clock().now });
  for (let attempt = 0; attempt < 4; attempt += 1) await limiter.attempt("k", rule);

  await limiter.reset("k");

  expect(await limiter.attempt("k", rule)).toEqual({ allowed: true });
});

test("the wait is told in seconds under a minute, else in whole minutes rounded up", () => {
  expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Try again in 1 second.");
  expect(tooManyAttemptsMessage(45_000)).toBe("Too many attempts. Try again in 45 seconds.");
  expect(tooManyAttemptsMessage(60_000)).toBe("Too many attempts. Try again in 1 minute.");
  expect(tooManyAttemptsMessage(11 * 60_000 + 1)).toBe(
    "Too many attempts. Try again in 12 minutes.",
  );
  expect(retryAfterSeconds(1)).toBe(1);
  expect(retryAfterSeconds(719_001)).toBe(720);
});
