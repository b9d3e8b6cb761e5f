import { createContext } from "react-router";
import type { CurrentUser, FeatureFlags, Marketplace } from "./upstream/marketplace.server";

/** Settings the web reads; anything under `browser` is sent to the page. */
export type WebConfig = {
  production: boolean;
  cookieSecure: boolean;
  siteUrl: string;
  appUrl: string;
  accountUrl: string;
  listingSiteUrl: string;
  /** GBR or IRL: country-specific text and third parties (spec §1, §7). */
  market: "GBR" | "IRL";
  siteConfigCacheMs: number;
  /** The search page's base map (MAP_TILE_URL); null or unset, the map shows pins alone. */
  mapTiles?: { url: string; attribution: string } | null;
  browser: BrowserConfig;
};

export type BrowserConfig = {
  sentryDsn?: string;
  growthbook?: { clientKey: string; apiHost: string };
  tagManagerId?: string;
  sessionReplayId?: string;
  chatWidgetId?: string;
};

export type HostServices = {
  config: WebConfig;
  marketplace: Marketplace;
  cspNonce: string;
  /** The visitor's address as the host determined it, behind the proxies it trusts. */
  clientAddress: string;
  /** Sentry when configured; unset, errors only reach the log. */
  reportError?: (error: unknown, context?: Record<string, unknown>) => void;
};

export const hostContext = createContext<HostServices>();

export type Visitor = {
  token: string;
  /** Kept in a cookie for experiment attributes (spec §3). */
  anonymousId: string;
  user: CurrentUser | null;
  features: FeatureFlags;
};

export const visitorContext = createContext<Visitor>();
