import { createStripeClient } from "./payments/stripe";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { z } from "zod";
import { authenticate } from "./auth";
import { createBackground } from "./background";
import type { ApiConfig, ApiDeps, ReportError } from "./context";
import type { Database } from "./db/client";
import { handleError, handleNotFound } from "./errors";
import { limitBodySize, refuseControlCharacters } from "./input-guards";
import { createBotCheck, type BotCheck } from "./bot-check/bot-check";
import { helpCentreRoutes } from "./help-centre/routes";
import { helpCentreVoteRoutes } from "./help-centre/votes";
import { createMailer } from "./mailer";
import { startBookingUpkeep } from "./checkout/upkeep";
import { createPayoutProvider } from "./payouts/configured";
import { startPayoutUpkeep } from "./payouts/payout-run";
import type { PayoutProvider } from "./payouts/provider";
import { payoutRoutes } from "./routes/payouts";
import { createRouter, withServiceWideAnswers } from "./openapi";
import { renderReference } from "./openapi-reference";
import {
  embeddedBreachedPasswords,
  pwnedPasswords,
  type BreachedPasswords,
} from "./passwords/breached";
import { createPaymentProvider } from "./payments/configured";
import type { PaymentProvider } from "./payments/provider";
import { isSandboxProvider } from "./payments/sandbox";
import { createConfiguredRateLimiter } from "./rate-limit/configured";
import { rememberingPlaceSearch } from "./repositories/places";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import { accountRoutes } from "./routes/accounts";
import { accountSettingsRoutes } from "./routes/account-settings";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { cardRoutes } from "./routes/cards";
import { checkoutRoutes } from "./routes/checkout";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { botCheckRoutes } from "./routes/bot-check";
import { contactUsBodyLimit, contactUsRoutes } from "./routes/contact-us";
import { giftVoucherRoutes } from "./routes/gift-vouchers";
import { healthRoutes } from "./routes/health";
import { locationNotificationRoutes } from "./routes/location-notifications";
import { accessEquipmentRoutes } from "./routes/access-equipment";
import { recommendedPriceRoutes } from "./routes/recommended-prices";
import { reviewPlatformStatsRoutes } from "./routes/review-platform-stats";
import { placeRoutes } from "./routes/places";
import { productsApiRoutes } from "./routes/products-api";
import { carManufacturerRoutes, vehicleRoutes } from "./routes/vehicles";
import { sandboxPageRoutes } from "./routes/sandbox-pages";
import { sandboxPaymentRoutes } from "./routes/sandbox-payments";
import { siteConfigRoutes } from "./routes/site-config";
import { socialRoutes } from "./routes/social";
import { unsubscribeRoutes } from "./routes/unsubscribes";
import { quoteRoutes } from "./routes/quotes";
import { spaceRoutes } from "./routes/spaces";
import { tenantBookingRoutes } from "./routes/tenant-bookings";
import { manageBookingRoutes } from "./routes/manage-bookings";
import { voucherRoutes } from "./routes/vouchers";
import { landlordRoutes } from "./routes/landlord";
import { ownerListingRoutes, photoUploadBodyLimit } from "./routes/owner-listings";
import { createServiceKeySource, createSigningSecretSource } from "./signing-secret";

export type { ApiConfig, ApiEnv, ReportError } from "./context";

const apiConfigSchema = z.object({
  jwtSecret: z.string().min(32, "The JWT secret must be at least 32 characters long").optional(),
  production: z.boolean(),
  appUrl: z.url().default("http://localhost:3000"),
  redisUrl: z
    .string()
    .regex(/^rediss?:\/\//, "The Redis URL must start with redis://")
    .optional(),
  smtpUrl: z
    .string()
    .regex(/^smtps?:\/\//, "The SMTP URL must start with smtp:// or smtps://")
    .optional(),
  mailFrom: z.string().min(3).default("Parkway <no-reply@parkway.example>"),
  serviceKey: z.string().min(32, "The service key must be at least 32 characters long").optional(),
  supportEmail: z.email().default("support@parkway.example"),
  reviewPlatformName: z.string().min(1).max(100).default("Example Reviews"),
  reviewPlatformRating: z.number().min(0).max(5).default(4.6),
  reviewPlatformCount: z.number().int().min(0).default(92_000),
  reviewPlatformUrl: z.url().default("https://reviews.example.com/parkway"),
  stripeSecretKey: z
    .string()
    .startsWith("sk_", "The Stripe secret key must start with sk_")
    .optional(),
  stripeWebhookSecret: z
    .string()
    .startsWith("whsec_", "The Stripe webhook signing secret must start with whsec_")
    .optional(),
  dvlaApiKey: z.string().min(1).optional(),
  pwnedPasswordsUrl: z.url().optional(),
  recaptchaSecretKey: z.string().min(1).optional(),
  recaptchaVerifyUrl: z.url().optional(),
});

type ServiceDeps = {
  database: Database;
  config: ApiConfig;
  now?: () => Date;
  reportError?: ReportError;
  /** Replaces the limiter `config.redisUrl` would choose. */
  rateLimiter?: RateLimiter;
  /** Replaces the provider `config.stripeSecretKey` would choose. */
  payments?: PaymentProvider;
  payoutProvider?: PayoutProvider;
  /** Replaces the check `config.pwnedPasswordsUrl` would choose. */
  breachedPasswords?: BreachedPasswords;
  /** Replaces the bot check `config.recaptchaSecretKey` would choose. */
  botCheck?: BotCheck;
};

export function createApi(deps: ServiceDeps) {
  return createMarketplaceService(deps).api;
}

/** The service's routes, and its booking upkeep for the one process that should run it. */
export function createMarketplaceService(deps: ServiceDeps) {
  const config = apiConfigSchema.parse(deps.config);
  const now = deps.now ?? (() => new Date());
  const signingSecret = createSigningSecretSource(deps.database.db, config.jwtSecret);
  const rateLimiter =
    deps.rateLimiter ??
    createConfiguredRateLimiter({ redisUrl: config.redisUrl, now: () => now().getTime() });
  const routeDeps: ApiDeps = {
    database: deps.database,
    config,
    now,
    signingSecret,
    serviceKey: createServiceKeySource(deps.database.db, config.serviceKey),
    rateLimiter,
    botCheck:
      deps.botCheck ??
      createBotCheck({
        signingSecret,
        rateLimiter,
        now,
        recaptcha: config.recaptchaSecretKey
          ? { secretKey: config.recaptchaSecretKey, verifyUrl: config.recaptchaVerifyUrl }
          : undefined,
      }),
    mailer: createMailer({
      db: deps.database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      reportError: deps.reportError,
    }),
    searchPlaces: rememberingPlaceSearch(deps.database.db),
    payments:
      deps.payments ??
      createPaymentProvider({
        stripeSecretKey: config.stripeSecretKey,
        appUrl: config.appUrl,
        db: deps.database.db,
        now,
      }),
    breachedPasswords:
      deps.breachedPasswords ??
      (config.pwnedPasswordsUrl
        ? pwnedPasswords({ baseUrl: config.pwnedPasswordsUrl })
        : embeddedBreachedPasswords),
    runLater: createBackground(deps.reportError),
    reportError: deps.reportError,
  };
  const payoutDeps = {
    ...routeDeps,
    payoutProvider:
      deps.payoutProvider ??
      createPayoutProvider({ stripeSecretKey: config.stripeSecretKey, db: deps.database.db }),
  };

  const api = createRouter().basePath("/api");
  api.use(limitBodySize([photoUploadBodyLimit, contactUsBodyLimit]));
  // Before the input guards: Stripe signs the body as sent, so it must reach the route unread.
  if (
    routeDeps.payments.name === "stripe" &&
    config.stripeSecretKey &&
    config.stripeWebhookSecret
  ) {
    api.route(
      "/v2",
      stripeWebhookRoutes({
        ...routeDeps,
        stripe: createStripeClient(config.stripeSecretKey),
        webhookSecret: config.stripeWebhookSecret,
      }),
    );
  }
  api.use(refuseControlCharacters);
  api.use(authenticate(routeDeps));
  api.route("/", healthRoutes(routeDeps));
  api.route("/v2/auth", authRoutes(routeDeps));
  api.route("/v2", siteConfigRoutes(routeDeps));
  api.route("/v2", placeRoutes(routeDeps));
  api.route("/help-centre", helpCentreRoutes());
  api.route("/help-centre", helpCentreVoteRoutes(routeDeps));
  api.route("/v2", accountRoutes(routeDeps));
  api.route("/v2", accountSettingsRoutes(routeDeps));
  api.route("/v2", socialRoutes(routeDeps));
  // Before the spaces' routes, whose /spaces/{id} would otherwise take /spaces/landlord.
  api.route("/v2", ownerListingRoutes(routeDeps));
  api.route("/v2", spaceRoutes(routeDeps));
  api.route("/v2", quoteRoutes(routeDeps));
  api.route("/v2", checkoutRoutes(routeDeps));
  api.route("/v2", tenantBookingRoutes(routeDeps));
  api.route("/v2", manageBookingRoutes(routeDeps));
  api.route("/v2", voucherRoutes(routeDeps));
  api.route("/v2", landlordRoutes(routeDeps));
  api.route("/v2", payoutRoutes(payoutDeps));
  api.route("/v2", locationNotificationRoutes(routeDeps));
  api.route("/v2", unsubscribeRoutes(routeDeps));
  api.route("/v2", botCheckRoutes(routeDeps));
  api.route("/v2", contactUsRoutes(routeDeps));
  api.route("/v2", recommendedPriceRoutes(routeDeps));
  api.route("/v2", reviewPlatformStatsRoutes(routeDeps));
  api.route("/v2", accessEquipmentRoutes(routeDeps));
  api.route("/v2", cardRoutes(routeDeps));
  const { payments } = routeDeps;
  if (isSandboxProvider(payments)) {
    api.route("/v2", sandboxPaymentRoutes({ payments }));
    api.route("/v2", sandboxPageRoutes({ payments, config }));
  }
  api.route("/admin", adminRoutes(payoutDeps));
  api.route("/admin", giftVoucherRoutes(routeDeps));
  api.route("/products-api", productsApiRoutes(routeDeps));
  api.route("/v2", vehicleRoutes(routeDeps));
  api.route("/", carManufacturerRoutes());
  const mailStaysHere = !config.smtpUrl && deps.database.kind === "pglite";
  if (!config.production || mailStaysHere) api.route("/dev", devOutboxRoutes(routeDeps));

  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  const documentConfig = {
    openapi: "3.1.0",
    info: {
      title: "Parkway marketplace API",
      version: "2",
      description:
        "Search and book parking across the UK and Ireland, and manage listings. The web and the mobile apps use this API.",
    },
  };
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  const openApiDocument = () =>
    (document ??= withServiceWideAnswers(api.getOpenAPI31Document(documentConfig)));
  api.get("/openapi.json", (c) => c.json(openApiDocument()));
  let reference: string | undefined;
  api.get("/reference", (c) => {
    reference ??= renderReference(openApiDocument());
    return c.html(reference);
  });

  api.notFound(handleNotFound);
  api.onError((error, c) => handleError(error, c, routeDeps.reportError));
  function startUpkeep() {
    const rounds = [startBookingUpkeep(routeDeps), startPayoutUpkeep(payoutDeps)];
    return {
      async stop() {
        await Promise.all(rounds.map((round) => round.stop()));
      },
    };
  }
  return { api, startUpkeep };
}

export type Api = ReturnType<typeof createApi>;
