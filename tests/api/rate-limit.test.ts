import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { createApi } from "../../api/app";
import { BOT_CHECK_FAILED, BOT_CHECK_MISSING, type BotCheck } from "../../api/bot-check/bot-check";
import type { Database } from "../../api/db/client";
import { withFallback } from "../../api/rate-limit/configured";
import { createMemoryRateLimiter } from "../../api/rate-limit/memory";
import type { RateLimiter } from "../../api/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "../../api/rate-limit/redis";
import { createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

const redisUrl = "redis://127.0.0.1:6379";
const redisPrefix = `parkway-test:${randomUUID()}:`;

let database: Database;
let redis: Redis | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    redis = client;
  } catch {
    client.disconnect();
  }
});

afterAll(async () => {
  await database.close();
  if (redis) {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

const password = "correct horse battery";
const fifteenMinutes = 15 * 60_000;

function clock(start = new Date("2026-06-01T12:00:00Z")) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

function fromAddress(address: string, headers: Record<string, string> = {}) {
  return { "X-Forwarded-For": address, ...headers };
}

async function register(
  api: ReturnType<typeof createTestApi>,
  email: string,
  address: string,
  botSolution: Record<string, string> = {},
) {
  return api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody(
      { email, password, first_name: "Ada", last_name: "Lovelace", terms: true, ...botSolution },
      fromAddress(address),
    ),
  });
}

function login(
  api: ReturnType<typeof createTestApi>,
  email: string,
  secret: string,
  address: string,
) {
  return api.request("/api/v2/auth/login", {
    method: "POST",
    ...jsonBody({ email, password: secret }, fromAddress(address)),
  });
}

test("the eleventh login in 15 minutes from one address for one email answers 429", async () => {
  const time = clock();
  const api = createTestApi(database, { now: time.now });
  await register(api, "guessed@example.com", "192.0.2.1");

  for (let attempt = 1; attempt <= 10; attempt += 1) {
    expect((await login(api, "guessed@example.com", "wrong password!", "192.0.2.66")).status).toBe(
      401,
    );
  }
  const refused = await login(api, "guessed@example.com", password, "192.0.2.66");

  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("900");
  expect(await refused.json()).toEqual({ message: "Too many attempts. Try again in 15 minutes." });

  time.advance(3 * 60_000);
  const later = await login(api, "guessed@example.com", password, "192.0.2.66");
  expect(later.headers.get("Retry-After")).toBe("720");
  expect(await later.json()).toEqual({ message: "Too many attempts. Try again in 12 minutes." });

  // The owner, from another address, is not locked out; nor is another email from this one.
  expect((await login(api, "guessed@example.com", password, "192.0.2.7")).status).toBe(200);
  expect((await login(api, "other@example.com", password, "192.0.2.66")).status).toBe(401);

  time.advance(fifteenMinutes);
  expect((await login(api, "guessed@example.com", password, "192.0.2.66")).status).toBe(200);
});

test("one address trying a password against many accounts is stopped after 100 sign-ins", async () => {
  const api = createTestApi(database, { now: clock().now });
  for (let attempt = 1; attempt <= 100; attempt += 1) {
    const response = await login(
      api,
      `sprayed${attempt}@example.com`,
      "Summer2026!!",
      "192.0.2.99",
    );
    expect(response.status).toBe(401);
  }
  const refused = await login(api, "sprayed101@example.com", "Summer2026!!", "192.0.2.99");
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("900");
});

test("a made-up reset token is refused without hashing a password", async () => {
  const api = createTestApi(database);
  const response = await api.request("/api/v2/reset-password", {
    method: "POST",
    ...jsonBody({ token: "x".repeat(43), password: "a long new password 2026" }),
  });
  expect(response.status).toBe(400);
  expect((await response.json()).errors).toHaveProperty("token");
});

test("signing in clears the failed attempts counted against it", async () => {
  const api = createTestApi(database);
  await register(api, "forgetful@example.com", "192.0.2.2");

  for (let round = 0; round < 2; round += 1) {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await login(api, "forgetful@example.com", "wrong password!", "192.0.2.8");
    }
    expect((await login(api, "forgetful@example.com", password, "192.0.2.8")).status).toBe(200);
  }
});

/** A bot check a test can pass: the answer "7" is a person's, anything else is not. */
const sevenIsAPerson: BotCheck = {
  challenge: async () => ({ kind: "recaptcha" }),
  verify: async (solution) =>
    solution.bot_answer === "7" ? null : solution.bot_answer ? BOT_CHECK_FAILED : BOT_CHECK_MISSING,
};

test("a shared address signs up 4 accounts an hour as they are, then each needs the bot check", async () => {
  const time = clock();
  const api = createTestApi(database, { now: time.now, botCheck: sevenIsAPerson });

  for (let account = 1; account <= 4; account += 1) {
    expect((await register(api, `office${account}@example.com`, "192.0.2.30")).status).toBe(201);
  }
  const unchecked = await register(api, "office5@example.com", "192.0.2.30");
  expect(unchecked.status).toBe(400);
  expect(await unchecked.json()).toEqual({
    message: BOT_CHECK_MISSING,
    errors: { bot_check: [BOT_CHECK_MISSING] },
  });
  const wrong = await register(api, "office5@example.com", "192.0.2.30", { bot_answer: "8" });
  expect(wrong.status).toBe(400);
  expect((await wrong.json()).errors).toEqual({ bot_check: [BOT_CHECK_FAILED] });
  const checked = await register(api, "office5@example.com", "192.0.2.30", { bot_answer: "7" });
  expect(checked.status).toBe(201);
  expect((await register(api, "elsewhere@example.com", "192.0.2.31")).status).toBe(201);

  time.advance(60 * 60_000);
  expect((await register(api, "office6@example.com", "192.0.2.30")).status).toBe(201);
});

test("an address is refused outright after 60 sign-ups an hour, saying when to come back", async () => {
  const api = createTestApi(database, { now: clock().now, botCheck: sevenIsAPerson });
  const answers = [];
  for (let account = 1; account <= 61; account += 1) {
    const answer = await register(api, `campus${account}@example.com`, "192.0.2.32", {
      bot_answer: "7",
    });
    answers.push(answer.status);
    if (account === 61) {
      expect(answer.headers.get("Retry-After")).toBe("3600");
      expect(await answer.json()).toEqual({
        message:
          "Too many accounts have been created from your network in the last hour. Try again in 60 minutes.",
      });
    }
  }

  expect(answers.slice(0, 60).every((status) => status === 201)).toBe(true);
  expect(answers[60]).toBe(429);
});

test("one email may be tried 5 times an hour, from any addresses", async () => {
  const time = clock();
  const api = createTestApi(database, { now: time.now });

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = await register(api, "Probed@example.com", `192.0.2.${40 + attempt}`);
    expect(answer.status).toBe(attempt === 1 ? 201 : 409);
  }
  const sixth = await register(api, "probed@example.com", "192.0.2.46");

  expect(sixth.status).toBe(429);
  expect(sixth.headers.get("Retry-After")).toBe("3600");
  expect(await sixth.json()).toEqual({ message: "Too many attempts. Try again in 60 minutes." });
  expect((await register(api, "not-probed@example.com", "192.0.2.46")).status).toBe(201);
  time.advance(60 * 60_000);
  expect((await register(api, "probed@example.com", "192.0.2.47")).status).toBe(409);
});

test("forgotten-password requests are limited to 5 an hour per address and email", async () => {
  const api = createTestApi(database);
  const ask = (email: string, address: string) =>
    api.request("/api/v2/forgot-password", {
      method: "POST",
      ...jsonBody({ email }, fromAddress(address)),
    });

  for (let request = 1; request <= 5; request += 1) {
    expect((await ask("flooded@example.com", "192.0.2.40")).status).toBe(202);
  }
  const sixth = await ask("flooded@example.com", "192.0.2.40");

  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(3590);
  expect((await ask("someone-else@example.com", "192.0.2.40")).status).toBe(202);
});

test("a client that is not a trusted proxy cannot dodge the limit by writing X-Forwarded-For", async () => {
  const api = createTestApi(database);
  const direct = { incoming: { socket: { remoteAddress: "203.0.113.50" } } };
  const registerDirectly = (account: number) =>
    api.request(
      "/api/v2/register",
      {
        method: "POST",
        ...jsonBody(
          {
            email: `direct${account}@example.com`,
            password,
            first_name: "Ada",
            last_name: "Lovelace",
            terms: true,
          },
          fromAddress(`198.18.0.${account}`),
        ),
      },
      direct,
    );

  for (let account = 1; account <= 4; account += 1) {
    expect((await registerDirectly(account)).status).toBe(201);
  }
  const fifth = await registerDirectly(5);
  expect(fifth.status).toBe(400);
  expect((await fifth.json()).errors).toHaveProperty("bot_check");
});

test("the Redis limiter counts attempts in windows every instance shares", async (context) => {
  if (!redis) return context.skip(`Redis is not reachable at ${redisUrl}`);
  const oneInstance = createRedisRateLimiter(redis, { prefix: redisPrefix });
  const anotherInstance = createRedisRateLimiter(redis, { prefix: redisPrefix });
  const rule = { limit: 3, windowMs: 60_000 };

  expect(await oneInstance.attempt("login:a", rule)).toEqual({ allowed: true });
  expect(await anotherInstance.attempt("login:a", rule)).toEqual({ allowed: true });
  expect(await oneInstance.attempt("login:a", rule)).toEqual({ allowed: true });
  const refused = await anotherInstance.attempt("login:a", rule);

  expect(refused.allowed).toBe(false);
  expect(refused.allowed === false && refused.retryAfterMs).toBeGreaterThan(59_000);
  expect(await oneInstance.attempt("login:b", rule)).toEqual({ allowed: true });
  expect(await redis.pttl(`${redisPrefix}login:a`)).toBeGreaterThan(59_000);

  await oneInstance.reset("login:a");
  expect(await anotherInstance.attempt("login:a", rule)).toEqual({ allowed: true });
});

test("a Redis window ends on time and counting starts again", async (context) => {
  if (!redis) return context.skip(`Redis is not reachable at ${redisUrl}`);
  const limiter = createRedisRateLimiter(redis, { prefix: redisPrefix });
  const rule = { limit: 1, windowMs: 200 };

  expect((await limiter.attempt("short", rule)).allowed).toBe(true);
  expect((await limiter.attempt("short", rule)).allowed).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect((await limiter.attempt("short", rule)).allowed).toBe(true);
});

test("with the Redis limiter the service answers 429 once the limit is spent", async (context) => {
  if (!redis) return context.skip(`Redis is not reachable at ${redisUrl}`);
  const api = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false },
    rateLimiter: createRedisRateLimiter(redis, { prefix: redisPrefix }),
  });

  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await login(api, "redis@example.com", "wrong password!", "192.0.2.90");
  }
  const refused = await login(api, "redis@example.com", "wrong password!", "192.0.2.90");

  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toMatch(/^(899|900)$/);
});

test("while Redis cannot be reached, attempts are counted in memory and one warning is logged", async () => {
  let redisDown = true;
  const unreachable: RateLimiter = {
    attempt: () =>
      redisDown
        ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:6379"))
        : Promise.resolve({ allowed: true }),
    reset: () => Promise.resolve(),
  };
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  const limiter = withFallback(unreachable, createMemoryRateLimiter());
  const rule = { limit: 2, windowMs: 60_000 };

  expect((await limiter.attempt("k", rule)).allowed).toBe(true);
  expect((await limiter.attempt("k", rule)).allowed).toBe(true);
  expect((await limiter.attempt("k", rule)).allowed).toBe(false);
  expect(warned).toHaveBeenCalledTimes(1);
  expect(warned).toHaveBeenCalledWith(
    "Rate limits are counted in memory until Redis answers again: connect ECONNREFUSED 127.0.0.1:6379",
  );

  redisDown = false;
  expect((await limiter.attempt("k", rule)).allowed).toBe(true);
  redisDown = true;
  await limiter.attempt("k", rule);
  expect(warned).toHaveBeenCalledTimes(2);
});
