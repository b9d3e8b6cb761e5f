import { createMarketplaceService } from "../api/app";
import { redisAnswerChanges } from "./answer-changes";
import { createPaymentProvider } from "../api/payments/configured";
import { openDatabase, type Database } from "../api/db/client";
import { DEFAULT_DEMO_SPACES, seedDatabase } from "../api/db/seed/seed-database";
import { createServiceKeySource } from "../api/signing-secret";
import type { SocialSignInConfig } from "../app/upstream/context";
import type { Env } from "./env";
import { thirdPartyConnectSources, tileImageSources } from "./security-headers";
import { initServerErrorReporting } from "./sentry";
import type { createWeb, WebDependencies } from "./web";
import type * as Mocks from "./mocks";

const IN_PROCESS_API = "http://parkway.internal/api/";

function webConfig(env: Env): WebDependencies["config"] {
  const production = env.NODE_ENV === "production";
  return {
    production,
    cookieSecure: env.COOKIE_SECURE ?? production,
    siteUrl: env.SITE_URL,
    appUrl: env.APP_URL,
    accountUrl: env.ACCOUNT_URL,
    listingSiteUrl: env.LISTING_SITE_URL,
    market: env.MARKET,
    countryHeader: env.COUNTRY_HEADER ?? null,
    appStores: { ios: env.APP_STORE_URL ?? null, android: env.PLAY_STORE_URL ?? null },
    siteConfigCacheMs: env.SITE_CONFIG_CACHE_SECONDS * 1000,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    mapTiles:
      env.MAP_TILE_URL === "none"
        ? null
        : { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    browser: {
      sentryDsn: env.SENTRY_DSN,
      growthbook: env.GROWTHBOOK_CLIENT_KEY
        ? { clientKey: env.GROWTHBOOK_CLIENT_KEY, apiHost: env.GROWTHBOOK_API_HOST }
        : undefined,
      tagManagerId: env.GTM_ID,
      sessionReplayId: env.SESSION_REPLAY_ID,
      chatWidgetId: env.CHAT_WIDGET_ID,
      recaptcha:
        env.RECAPTCHA_SITE_KEY || env.RECAPTCHA_VERSION
          ? { siteKey: env.RECAPTCHA_SITE_KEY, version: env.RECAPTCHA_VERSION }
          : undefined,
    },
  };
}

/**
 * The providers whose keys are set, and the service key the web presents with their identities:
 * SERVICE_KEY, or the one the embedded service generated and stored (the same row it reads).
 */
async function socialSignInConfig(
  env: Env,
  database: Database,
): Promise<SocialSignInConfig | null> {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;
  const facebook =
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET }
      : undefined;
  const apple =
    env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
      ? {
          clientId: env.APPLE_CLIENT_ID,
          teamId: env.APPLE_TEAM_ID,
          keyId: env.APPLE_KEY_ID,
          privateKey: env.APPLE_PRIVATE_KEY,
        }
      : undefined;
  if (!google && !facebook && !apple) return null;
  const serviceKey = env.SERVICE_KEY ?? (await createServiceKeySource(database.db, undefined)());
  return { serviceKey, google, facebook, apple };
}

/** Production runs the built web; development runs it through Vite with hot reload. */
async function loadWeb(production: boolean) {
  if (production) {
    const web: { createWeb: typeof createWeb } = await import(
      /* @vite-ignore */ `${process.cwd()}/build/server/index.js`
    );
    return { createWeb: web.createWeb, devMiddleware: undefined };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const web = await devServer.ssrLoadModule("./server/web.ts");
  return { createWeb: web.createWeb as typeof createWeb, devMiddleware: devServer.middlewares };
}

/**
 * Every start makes sure the feature flags and the gazetteer are there. A new embedded database
 * also gets demo data, so a newcomer's first search finds spaces; PostgreSQL gets none unless
 * DEMO_SPACES asks for it.
 */
async function seedOnStart(database: Database, env: Env) {
  const spaces = env.DEMO_SPACES ?? (database.kind === "pglite" ? DEFAULT_DEMO_SPACES : 0);
  const report = await seedDatabase(database.db, { spaces, seed: 1, now: new Date() });
  for (const line of report) console.info(line);
}

/**
 * A cluster's primary migrates and seeds the database once, before its workers start, so that
 * they do not race to do it (server/workers.ts).
 */
export async function prepareDatabase(env: Env) {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await seedOnStart(database, env);
  } finally {
    await database.close();
  }
}

/**
 * What the host serves, built once from the configuration: the database, the marketplace
 * service (in-process unless API_URL points elsewhere) and the web. In a cluster, workers find
 * the database prepared (`seed: false`), and one of them runs the background upkeep.
 */
export async function createServices(env: Env, { seed = true, upkeep = true } = {}) {
  const production = env.NODE_ENV === "production";
  const reportError = await initServerErrorReporting(env.SENTRY_DSN);
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    thread: true,
  });
  if (seed) await seedOnStart(database, env);
  const now = () => new Date();
  const mockedStripe = env.MOCK_STRIPE ? (await loadMocks(production)).startMockedStripe() : null;
  const payments = createPaymentProvider({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    appUrl: env.APP_URL,
    db: database.db,
    now,
  });
  const { api, startUpkeep } = createMarketplaceService({
    database,
    payments,
    config: {
      jwtSecret: env.JWT_SECRET,
      production,
      appUrl: env.APP_URL,
      redisUrl: env.REDIS_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      serviceKey: env.SERVICE_KEY,
      supportEmail: env.SUPPORT_EMAIL,
      reviewPlatformName: env.REVIEW_PLATFORM_NAME,
      reviewPlatformRating: env.REVIEW_PLATFORM_RATING,
      reviewPlatformCount: env.REVIEW_PLATFORM_COUNT,
      reviewPlatformUrl: env.REVIEW_PLATFORM_URL,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      dvlaApiKey: env.DVLA_API_KEY,
      pwnedPasswordsUrl: env.PWNED_PASSWORDS_URL,
      recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY,
    },
    reportError,
  });
  const upkeepRounds = upkeep ? startUpkeep() : null;
  const { createWeb: buildWeb, devMiddleware } = await loadWeb(production);
  const config = { ...webConfig(env), socialSignIn: await socialSignInConfig(env, database) };
  // ky hands over a finished Request: copying it would transfer its body stream for nothing.
  const inProcess: typeof fetch = async (input, init) =>
    api.fetch(
      input instanceof Request && (init === undefined || Object.keys(init).length === 0)
        ? input
        : new Request(input, init),
    );
  const marketplaceUrl = env.API_URL ?? IN_PROCESS_API;
  // Only production keeps shared answers (decision 041).
  const answerChanges = production && env.REDIS_URL ? redisAnswerChanges(env.REDIS_URL) : undefined;
  const web = buildWeb({
    config,
    marketplaceUrl,
    marketplaceFetch: env.API_URL ? undefined : inProcess,
    helpCentreUrl: env.HELP_CENTRE_URL ?? new URL("help-centre/", marketplaceUrl).toString(),
    helpCentreFetch: env.HELP_CENTRE_URL || env.API_URL ? undefined : inProcess,
    answerChanges,
    reportError,
  });
  const connectSources = thirdPartyConnectSources(config.browser);
  const imageSources = tileImageSources(config.mapTiles?.url);
  async function stop() {
    await upkeepRounds?.stop();
    await database.close();
    await answerChanges?.close();
    mockedStripe?.stop();
  }
  return {
    production,
    backing: database.kind,
    database,
    api,
    web,
    devMiddleware,
    connectSources,
    imageSources,
    stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY),
    mockedStripe,
    stop,
  };
}

/** The mocks, loaded by path: the build writes them apart, to build/mocks.js. */
async function loadMocks(production: boolean): Promise<typeof Mocks> {
  return import(
    /* @vite-ignore */ `${process.cwd()}/${production ? "build/mocks.js" : "server/mocks.ts"}`
  );
}

/**
 * Mocked upstreams (MOCKS=true): the web alone, every call it makes answered by the handlers in
 * tests/mocks, with no service, database or background work. The mocks are loaded by path, so
 * the production bundle never carries MSW: the build writes them to build/mocks.js.
 */
export async function createMockedServices(env: Env) {
  const production = env.NODE_ENV === "production";
  const upstreams = (await loadMocks(production)).startMockedUpstreams({ appUrl: env.APP_URL });
  const reportError = await initServerErrorReporting(env.SENTRY_DSN);
  const { createWeb: buildWeb, devMiddleware } = await loadWeb(production);
  const config = { ...webConfig(env), socialSignIn: null };
  const web = buildWeb({
    config,
    marketplaceUrl: upstreams.marketplaceUrl,
    helpCentreUrl: upstreams.helpCentreUrl,
    reportError,
  });
  return {
    production,
    backing: "mocked upstreams",
    api: upstreams.api,
    web: { ...web, handler: upstreams.inScenario(web.handler) },
    devMiddleware,
    connectSources: thirdPartyConnectSources(config.browser),
    imageSources: tileImageSources(config.mapTiles?.url),
    stop: async () => upstreams.stop(),
  };
}
