import type { RunLater } from "./background";
import type { BotCheck } from "./bot-check/bot-check";
import type { Database } from "./db/client";
import type { Principal } from "./domain/access-tokens";
import type { Mailer } from "./mailer";
import type { BreachedPasswords } from "./passwords/breached";
import type { PaymentProvider } from "./payments/provider";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import type { PlaceSearch } from "./repositories/places";

/** Sends an unexpected error to error reporting (Sentry when configured). */
export type ReportError = (error: unknown, context?: Record<string, unknown>) => void;

export type ApiConfig = {
  /** Shared HS256 secret. Unset: a generated secret stored in the database is used. */
  jwtSecret?: string;
  production: boolean;
  /** The web's public URL; links in emails point at its pages. Default http://localhost:3000. */
  appUrl?: string;
  /** Shared rate limits in Redis. Unset: each instance counts in memory. */
  redisUrl?: string;
  /** smtp:// or smtps:// URL to deliver the outbox through. Unset: mail stays in the outbox. */
  smtpUrl?: string;
  /** The From of outgoing email. */
  mailFrom?: string;
  /** Presented by the web as X-Service-Key. Unset: a generated key stored in the database. */
  serviceKey?: string;
  /** Where contact-form messages are sent. Default support@parkway.example. */
  supportEmail?: string;
  /**
   * The third-party review platform's figures (spec §1, §9): configured, not computed, since
   * the platform is external. Defaults: "Example Reviews", 4.6, 92000, an example.com page.
   */
  reviewPlatformName?: string;
  reviewPlatformRating?: number;
  reviewPlatformCount?: number;
  reviewPlatformUrl?: string;
  /** Stripe's secret key (sk_...). Unset: the embedded sandbox provider takes payments. */
  stripeSecretKey?: string;
  /** The signing secret of Stripe's webhook endpoint; with Stripe, the endpoint is served. */
  stripeWebhookSecret?: string;
  /** The DVLA Vehicle Enquiry Service's key. Unset: a demo register answers look-ups. */
  dvlaApiKey?: string;
  /**
   * Have I Been Pwned's Pwned Passwords range API (https://api.pwnedpasswords.com/). Unset: new
   * passwords are checked against the breached passwords that ship with the service.
   */
  pwnedPasswordsUrl?: string;
  /** Google reCAPTCHA's secret. Unset: ALTCHA's proof of work guards the contact form. */
  recaptchaSecretKey?: string;
  /** Where reCAPTCHA tokens are verified; Google's siteverify unless set. */
  recaptchaVerifyUrl?: string;
};

/** The configuration once its defaults are filled in. */
export type ResolvedApiConfig = ApiConfig &
  Required<
    Pick<
      ApiConfig,
      | "appUrl"
      | "supportEmail"
      | "reviewPlatformName"
      | "reviewPlatformRating"
      | "reviewPlatformCount"
      | "reviewPlatformUrl"
    >
  >;

/** What every route module is built from; created once per `createApi` call. */
export type ApiDeps = {
  database: Database;
  config: ResolvedApiConfig;
  now: () => Date;
  signingSecret: () => Promise<string>;
  serviceKey: () => Promise<string>;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** The gazetteer's free-text look-up, with recent answers remembered. */
  searchPlaces: PlaceSearch;
  /** Takes payments: the sandbox, or Stripe when configured; one instance per `createApi`. */
  payments: PaymentProvider;
  /** Tells a person from a bot on the contact form. */
  botCheck: BotCheck;
  /** Says whether a new password is known from a breach. */
  breachedPasswords: BreachedPasswords;
  /** Work done after the answer has gone. */
  runLater: RunLater;
  reportError?: ReportError;
};

export type ApiEnv = {
  Variables: {
    /** Set by `authenticate` when the request carries a valid bearer token. */
    principal: Principal | undefined;
  };
};
