import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import {
  STRIPE_TEST_BASE_URL,
  STRIPE_TEST_PORT,
  TEST_BASE_URL,
  TEST_JWT_SECRET,
  TEST_PORT,
} from "./playwright/support/test-server";

// Worker processes load this file too; only the runner starts the server and needs a database.
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
const dataDir = isRunner ? fs.mkdtempSync(path.join(os.tmpdir(), "parkway-e2e-")) : "";
const stripeDataDir = isRunner ? fs.mkdtempSync(path.join(os.tmpdir(), "parkway-e2e-stripe-")) : "";
if (isRunner) {
  // The servers have stopped by the time the runner exits.
  process.on("exit", () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(stripeDataDir, { recursive: true, force: true });
  });
}

/** What both servers run with: a production build on an embedded database, no third party. */
const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  JWT_SECRET: TEST_JWT_SECRET,
  SITE_CONFIG_CACHE_SECONDS: "0",
  // A few hundred demo spaces around the landing pages: enough to search, quick to seed.
  DEMO_SPACES: "300",
  COOKIE_SECURE: "false",
  LOG_FORMAT: "tiny",
  // Specs ask for a hundred pages at once from one client (every location page): no test
  // here is about load, which tests/host/load-shedding.test.ts covers.
  MAX_REQUESTS_IN_FLIGHT: "1000",
  // Two browsers and the server share two cores: the event loop runs late without overload.
  MAX_EVENT_LOOP_DELAY_MS: "0",
  // Empty means unset: the server keeps to its own embedded database (CI exports
  // DATABASE_URL for the service suite) and starts no third parties.
  DATABASE_URL: "",
  REDIS_URL: "",
  API_URL: "",
  SENTRY_DSN: "",
  GROWTHBOOK_CLIENT_KEY: "",
  GTM_ID: "",
  SESSION_REPLAY_ID: "",
  CHAT_WIDGET_ID: "",
  // The search map's pins on a plain background: no tile server is reachable from a test.
  MAP_TILE_URL: "none",
  // The store badges show only for configured store pages.
  APP_STORE_URL: "https://apps.apple.com/gb/app/parkway/id6450000001",
  PLAY_STORE_URL: "https://play.google.com/store/apps/details?id=example.parkway",
};

export default defineConfig({
  testDir: "./playwright",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: TEST_BASE_URL,
    viewport: { width: 1440, height: 900 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // A worker installing mid-test would answer some navigations itself; it is not under test here.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-gpu",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "server",
      testMatch: /server\.setup\.ts/,
      // Feature flags are server-wide, so their tests run after everything else, alone.
      teardown: "feature flags",
    },
    {
      name: "javascript",
      use: { javaScriptEnabled: true },
      dependencies: ["server"],
      testIgnore: /feature-flags\.spec\.ts/,
    },
    {
      name: "no-javascript",
      use: { javaScriptEnabled: false },
      dependencies: ["server"],
      testIgnore: /feature-flags\.spec\.ts/,
    },
    {
      name: "feature flags",
      testMatch: /feature-flags\.spec\.ts/,
      workers: 1,
    },
  ],
  webServer: [
    {
      // `npm run test:e2e` builds first; this only starts the built server.
      command: "node build/server.js",
      url: `${TEST_BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(TEST_PORT), DATA_DIR: dataDir },
    },
    {
      command: "node build/server.js",
      url: `${STRIPE_TEST_BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv,
        PORT: String(STRIPE_TEST_PORT),
        DATA_DIR: stripeDataDir,
        APP_URL: STRIPE_TEST_BASE_URL,
        DEMO_SPACES: "100",
        STRIPE_SECRET_KEY: "sk_test_parkway_mock_key",
        STRIPE_PUBLISHABLE_KEY: "pk_test_parkway_mock_key",
        STRIPE_WEBHOOK_SECRET: "whsec_parkway_e2e_endpoint",
        MOCK_STRIPE: "true",
      },
    },
  ],
});
