import { z } from "zod";

const optionalUrl = z.url().optional();
const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    /** Demo spaces seeded on a first start; unset, 3000 on the embedded database, none on PostgreSQL. */
    DEMO_SPACES: z.coerce.number().int().min(0).max(1_000_000).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The web presents it to the service's endpoints that trust their caller (social sign-in). */
    SERVICE_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /** Unset: email stays in the outbox, readable at /api/dev/outbox outside production. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    /** The From of outgoing email; unset, "Parkway <no-reply@parkway.example>". */
    MAIL_FROM: z.string().min(3).optional(),
    /** Where contact-form messages go; unset, support@parkway.example. */
    SUPPORT_EMAIL: z.email("must be an email address").optional(),
    /** The third-party review platform's figures (spec §1, §9); unset, 4.6 from 92000 reviews. */
    REVIEW_PLATFORM_NAME: z.string().min(1).max(100).optional(),
    REVIEW_PLATFORM_RATING: z.coerce.number().min(0).max(5, "must be from 0 to 5").optional(),
    REVIEW_PLATFORM_COUNT: z.coerce.number().int().min(0).optional(),
    REVIEW_PLATFORM_URL: optionalUrl,
    /** Stripe takes payments; unset, the embedded sandbox with its test cards does. */
    STRIPE_SECRET_KEY: z
      .string()
      .startsWith("sk_", "must be a Stripe secret key (sk_...)")
      .optional(),
    /** Stripe.js on the pay step, with STRIPE_SECRET_KEY: the account's publishable key. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .startsWith("pk_", "must be a Stripe publishable key (pk_...)")
      .optional(),
    /**
     * The signing secret of the webhook endpoint set up in Stripe for
     * {APP_URL}/api/v2/payments/stripe/webhook; required with STRIPE_SECRET_KEY, since Stripe's
     * events settle the payments a driver confirms with their bank.
     */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .startsWith("whsec_", "must be a Stripe webhook signing secret (whsec_...)")
      .optional(),
    /** The DVLA Vehicle Enquiry Service looks up UK registrations; unset, a demo register does. */
    DVLA_API_KEY: z.string().min(1).optional(),
    /**
     * Have I Been Pwned's Pwned Passwords range API, asked with k-anonymity about new passwords;
     * unset, the breached passwords that ship with the service are checked.
     */
    PWNED_PASSWORDS_URL: optionalUrl,
    /** The marketplace service; unset, the embedded one answers in-process. */
    API_URL: optionalUrl,
    /** The help centre's base; unset, the one the service serves at {API_URL}help-centre/. */
    HELP_CENTRE_URL: optionalUrl,
    /** Canonical host of the public site (spec §2: canonical links). */
    SITE_URL: z.url().default("https://www.parkway.example"),
    /** This deployment's own URL, used for top location pages' canonical links. */
    APP_URL: z.url().default("http://localhost:3000"),
    ACCOUNT_URL: z.string().min(1).default("/account"),
    LISTING_SITE_URL: z.string().default(""),
    COOKIE_SECURE: flag.optional(),
    /** The market this deployment serves (spec §1): GBR (the UK) or IRL (Ireland). */
    MARKET: z.enum(["GBR", "IRL"]).default("GBR"),
    /**
     * The header a proxy in front sets to the visitor's country (ISO 3166-1 alpha-2), such as
     * CF-IPCountry: GB and IE then choose the market page by page (decision 021). Unset, no
     * header is trusted, since any visitor can send one.
     */
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name, such as CF-IPCountry")
      .optional(),
    /** The app's store pages; each badge shows only once its page is set. */
    APP_STORE_URL: z.url().startsWith("https://", "must be an https:// URL").optional(),
    PLAY_STORE_URL: z.url().startsWith("https://", "must be an https:// URL").optional(),
    /**
     * Mocked upstreams for testers: the web alone, every upstream answered by the MSW handlers
     * in tests/mocks, with no service or database started (README: mocked upstreams).
     */
    MOCKS: flag.default(false),
    /**
     * Stripe's API answered in-process by the fake in tests/mocks/stripe.ts, with
     * STRIPE_SECRET_KEY=sk_test_parkway_mock_key: the browser journeys with Stripe configured.
     */
    MOCK_STRIPE: flag.default(false),
    /** How long the web reuses the site configuration's feature flags before asking again. */
    SITE_CONFIG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    SENTRY_DSN: optionalUrl,
    GROWTHBOOK_CLIENT_KEY: z.string().min(1).optional(),
    GROWTHBOOK_API_HOST: z.url().default("https://cdn.growthbook.io"),
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
      .optional(),
    SESSION_REPLAY_ID: z.string().min(1).optional(),
    CHAT_WIDGET_ID: z.string().min(1).optional(),
    /** Google reCAPTCHA on the contact form instead of ALTCHA: the site key, version and secret. */
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERSION: z.enum(["v2", "v3"]).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    /** The search map's tiles, a Leaflet URL template; "none" shows the pins on a plain map. */
    MAP_TILE_URL: z
      .string()
      .regex(/^(https?:\/\/.*\{z\}.*|none)$/, "must be a tile URL with {z}, {x} and {y}, or none")
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .min(1)
      .default(
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      ),
    /** Workers with PostgreSQL in production; unset, one per core (server/workers.ts). */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * Pages and service calls one process works on at once; past it the host answers 503 with
     * Retry-After at once rather than queueing (bench/RESULTS.md: past saturation).
     */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
    /** How late the event loop may run, in ms, before new requests are answered 503; 0 never. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    LOG_FORMAT: z.enum(["combined", "dev", "tiny", "short", "common"]).optional(),
    /** Social sign-in (decision 011): each provider is offered once all of its keys are set. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_APP_ID: z.string().regex(/^\d+$/, "must be the app's numeric id").optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    /** Apple's Services ID (e.g. example.parkway.web), team id, key id and .p8 private key. */
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, "must be the 10-character team id")
      .optional(),
    APPLE_KEY_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, "must be the 10-character key id")
      .optional(),
    APPLE_PRIVATE_KEY: z
      .string()
      .includes("-----BEGIN PRIVATE KEY-----", { message: "must be the .p8 key's PEM text" })
      .optional(),
  })
  .superRefine((env, context) => {
    // A provider half configured is a mistake worth stopping for, not a button that fails.
    const groups = [
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
      ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"],
    ] as const;
    for (const group of groups) {
      const set = group.filter((name) => env[name] !== undefined);
      if (set.length === 0 || set.length === group.length) continue;
      for (const name of group.filter((missing) => env[missing] === undefined)) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `must be set with ${set.join(", ")}`,
        });
      }
    }
    if (env.MOCKS) {
      for (const name of ["API_URL", "HELP_CENTRE_URL"] as const) {
        if (env[name] === undefined) continue;
        context.addIssue({
          code: "custom",
          path: [name],
          message: "must be unset with MOCKS=true, which answers every upstream from the mocks",
        });
      }
    }
    for (const [name, other] of [
      ["STRIPE_PUBLISHABLE_KEY", "STRIPE_SECRET_KEY"],
      ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"],
    ] as const) {
      if (env[other] && !env[name]) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `must be set with ${other}: Stripe.js on the pay step needs both keys of one account`,
        });
      }
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "must be set with STRIPE_SECRET_KEY, for Stripe's events that settle payments",
      });
    }
    const anyProvider = groups.some((group) => env[group[0]] !== undefined);
    if (anyProvider && env.API_URL && !env.SERVICE_KEY) {
      context.addIssue({
        code: "custom",
        path: ["SERVICE_KEY"],
        message: "must be set for social sign-in when API_URL points at a separate service",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parse the environment once at start-up; a bad value names the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
}
