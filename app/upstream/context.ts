import { createContext } from "react-router";
import type { HelpCentre } from "./help-centre.server";
import type { SiteFeatures } from "#contract/site-config";
import type { Account } from "#contract/accounts";
import type { Marketplace } from "./marketplace.server";
import type { AppStoreLinks } from "~/content/company";
import type { Country } from "#contract/vocabulary";
import type { MarkupCache } from "~/lib/markup-cache";
import type { RenderedDocuments } from "~/lib/rendered-documents.server";

/** Settings the web reads; anything under `browser` is sent to the page. */
export type WebConfig = {
  production: boolean;
  cookieSecure: boolean;
  siteUrl: string;
  appUrl: string;
  accountUrl: string;
  listingSiteUrl: string;
  /** GBR or IRL: the deployment's market, for visitors whose country is not known. */
  market: Country;
  /** The header a trusted proxy names the visitor's country in (COUNTRY_HEADER), if any. */
  countryHeader: string | null;
  /** The app's store pages (APP_STORE_URL, PLAY_STORE_URL); a badge without one is hidden. */
  appStores: AppStoreLinks;
  siteConfigCacheMs: number;
  /** The search page's base map (MAP_TILE_URL); null or unset, the map shows pins alone. */
  mapTiles?: { url: string; attribution: string } | null;
  /** Stripe takes payments: its publishable key, for Stripe.js; null, the embedded sandbox. */
  stripePublishableKey?: string | null;
  /** Sign-in with Google, Facebook, Apple: only the providers whose keys are configured. */
  socialSignIn?: SocialSignInConfig | null;
  browser: BrowserConfig;
};

export type SocialSignInConfig = {
  /** Presented to the service's social endpoints (X-Service-Key); also signs the link cookie. */
  serviceKey: string;
  google?: { clientId: string; clientSecret: string };
  facebook?: { appId: string; appSecret: string };
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string };
};

export type BrowserConfig = {
  sentryDsn?: string;
  growthbook?: { clientKey: string; apiHost: string };
  tagManagerId?: string;
  sessionReplayId?: string;
  chatWidgetId?: string;
  /** Google reCAPTCHA on the contact form; a missing key or version is reported (spec §8). */
  recaptcha?: { siteKey?: string; version?: "v2" | "v3" };
};

export type HostServices = {
  config: WebConfig;
  /** The visitor's market: country-specific text and third parties (spec §1, §7). */
  market: Country;
  marketplace: Marketplace;
  helpCentre: HelpCentre;
  cspNonce: string;
  /** A document every visitor may share: its policy allows these inline scripts, not the nonce. */
  allowScriptsByHash?: (scriptHashes: string[]) => void;
  /** This page mounts Stripe.js: its policy allows Stripe's script, frames and API (decision 032). */
  allowStripe?: () => void;
  /** The visitor's address as the host determined it, behind the proxies it trusts. */
  clientAddress: string;
  /** Sentry when configured; unset, errors only reach the log. */
  reportError?: (error: unknown, context?: Record<string, unknown>) => void;
  /** The markup that is the same for every visitor of a variant, kept by the process (decision 030). */
  markupCache?: MarkupCache;
  /** Documents rendered for visitors without an account, by what their render read (decision 039). */
  renderedDocuments?: RenderedDocuments;
};

export const hostContext = createContext<HostServices>();

export type Visitor = {
  token: string;
  /**
   * Kept in a cookie for experiment attributes (spec §3). Empty for a visitor without cookies on
   * a page shared caches may keep: they get one with their first private page (decision 027).
   */
  anonymousId: string;
  /** The page may be one shared caches keep (app/lib/shared-cache.server.ts): no cookie is set. */
  shareable?: boolean;
  user: Account | null;
  features: SiteFeatures;
  /** The stored token was a signed-in one that has ended (spec §8): not three-part, expired. */
  sessionEnded?: boolean;
};

export const visitorContext = createContext<Visitor>();
