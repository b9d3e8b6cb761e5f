import fs from "node:fs";
import { parseEnv as parseDotEnv } from "node:util";
import { expect, test } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

test("with nothing configured every setting has a working default", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    NODE_ENV: "development",
    PORT: 3000,
    DATA_DIR: "./data",
    SITE_CONFIG_CACHE_SECONDS: 10,
  });
  expect(env.DATABASE_URL).toBeUndefined();
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
  expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => parseEnv({ DATABASE_URL: "mysql://db/parkway" })).toThrow(
    /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
  );
  expect(() => parseEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET: must be at least 32/);
});

test("empty values count as unset", () => {
  expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
});

test("the example environment file is valid", () => {
  const example = parseDotEnv(fs.readFileSync(".env.example", "utf8"));
  expect(() => parseEnv(example)).not.toThrow();
});

test("Stripe takes payments only with its webhook signing secret too", () => {
  expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
    /STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/,
  );
  expect(() =>
    parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "sk_test_123" }),
  ).toThrow(/STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
  expect(
    parseEnv({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    }).STRIPE_WEBHOOK_SECRET,
  ).toBe("whsec_abc");
});

test("Stripe's secret and publishable keys are set together, or neither is", () => {
  const webhook = { STRIPE_WEBHOOK_SECRET: "whsec_abc" };
  expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", ...webhook })).toThrow(
    /STRIPE_PUBLISHABLE_KEY: must be set with STRIPE_SECRET_KEY/,
  );
  expect(() => parseEnv({ STRIPE_PUBLISHABLE_KEY: "pk_test_123" })).toThrow(
    /STRIPE_SECRET_KEY: must be set with STRIPE_PUBLISHABLE_KEY/,
  );
  expect(() =>
    parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_PUBLISHABLE_KEY: "sk_test_1", ...webhook }),
  ).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/);
});
