import { useRouteLoaderData } from "react-router";
import type { BrowserConfig, WebConfig } from "~/upstream/context";
import type { AnalyticsEvent, Toast } from "~/cookies.server";
import type { CookieConsent } from "~/lib/consent";
import type { AppStoreLinks } from "~/content/company";
import { regionFor } from "~/content/regions";
import type { SiteFeatures } from "#contract/site-config";

/** What the root route gives every page: who is signed in, the flags, consent and links. */
export type RootData = {
  user: { id: string } | null;
  /** Empty unless experiments are configured, the only reader (spec §3). */
  anonymousId: string;
  features: SiteFeatures;
  links: { account: string; listYourSpace: string };
  hosts: { siteUrl: string; appUrl: string };
  consent: CookieConsent;
  askForConsent: boolean;
  appBannerDismissed: boolean;
  toast: Toast | null;
  analyticsEvents: AnalyticsEvent[];
  thirdParties: BrowserConfig;
  /** The visitor's market: their country where a trusted proxy says, else the deployment's. */
  market: WebConfig["market"];
  /** The app's store pages in the visitor's country; null where none is configured. */
  appStores: AppStoreLinks;
  year: number;
};

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

/** The words of the visitor's market (the UK's on an error page that has no root data). */
export function useRegion() {
  return regionFor(useRootData()?.market ?? "GBR");
}
