import { expect, test } from "vitest";
import { createRateLimiter } from "../../app/lib/rate-limit.server";

function clock(start = 0) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

test("a client gets its limit, then is refused until the bucket refills", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 60, windowMs: 60_000, now: time.now });

  for (let i = 0; i < 60; i += 1) expect(limiter.take("203.0.113.7")).toBe(true);
  expect(limiter.take("203.0.113.7")).toBe(false);

  time.advance(999);
  expect(limiter.take("203.0.113.7")).toBe(false);
  time.advance(1);
  expect(limiter.take("203.0.113.7")).toBe(true);
  expect(limiter.take("203.0.113.7")).toBe(false);

  time.advance(60_000);
  for (let i = 0; i < 60; i += 1) expect(limiter.take("203.0.113.7")).toBe(true);
  expect(limiter.take("203.0.113.7")).toBe(false);
});

test("clients have separate buckets", () => {
  const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: clock().now });
  expect(limiter.take("a")).toBe(true);
  expect(limiter.take("a")).toBe(true);
  expect(limiter.take("a")).toBe(false);
  expect(limiter.take("b")).toBe(true);
});

test("refused attempts do not extend the wait", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: time.now });
  expect(limiter.take("a")).toBe(true);
  for (let i = 0; i < 9; i += 1) {
    time.advance(100);
    expect(limiter.take("a")).toBe(false);
  }
  time.advance(100);
  expect(limiter.take("a")).toBe(true);
});

test("memory stays bounded when many clients appear", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: time.now, maxKeys: 3 });
  for (const key of ["a", "b", "c", "d"]) expect(limiter.take(key)).toBe(true);
  // "a" was the oldest and was forgotten to make room, so it starts with a full bucket again.
  expect(limiter.take("a")).toBe(true);
  expect(limiter.take("d")).toBe(false);
});
