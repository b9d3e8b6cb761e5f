import { lazy, Suspense } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/error-page";
import { CookieBanner } from "./components/layout/cookie-banner";
import { ProgressBar } from "./components/layout/progress-bar";
import { useRootData, type RootData } from "./components/layout/root-data";
import { Toaster } from "./components/ui/toaster";
import { hostContext, visitorContext } from "./upstream/context";
import {
  isAppBannerDismissed,
  readConsent,
  takeAnalytics,
  takeToast,
  type AnalyticsEvent,
} from "./cookies.server";
import { useAnalyticsEvent } from "./components/layout/analytics-event";
import { canonicalRuleOf, canonicalUrl } from "./lib/canonical";
import { CONSENT_WAIT_FOR_UPDATE_MS, consentStorage, isConsentCurrent } from "./lib/consent";
import { useGlobalErrorHandling } from "./components/ui/global-errors";
import { useHashScroll } from "./lib/hash-scroll";
import { listYourSpaceHref } from "./lib/list-your-space";
import { appStoreLinksFor } from "./content/company";
import { needsScripts } from "./lib/page-handle";
import { SiteLinkNavigation } from "./lib/site-link-navigation";
import { useNonce } from "./lib/nonce";
import { startup } from "./session.server";

export const middleware: Route.MiddlewareFunction[] = [startup];

// Their code reaches only the browsers of deployments that configure one (most configure none).
const ThirdParties = lazy(() =>
  import("./components/layout/third-parties").then((module) => ({ default: module.ThirdParties })),
);

function usesThirdParties({
  sentryDsn,
  growthbook,
  tagManagerId,
  sessionReplayId,
  chatWidgetId,
}: RootData["thirdParties"]) {
  return Boolean(sentryDsn || growthbook || tagManagerId || sessionReplayId || chatWidgetId);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, market } = context.get(hostContext);
  const { user, features, anonymousId } = context.get(visitorContext);
  const [consent, appBannerDismissed, flash, analytics] = await Promise.all([
    readConsent(request),
    isAppBannerDismissed(request),
    takeToast(request),
    takeAnalytics(request),
  ]);
  const headers = new Headers();
  for (const clear of [flash.clear, analytics.clear])
    if (clear) headers.append("Set-Cookie", clear);
  return data(
    {
      // The page gets what it renders: who is signed in, not their name, and the anonymous id
      // only where experiments bucket visitors by it (decision 030).
      user: user && { id: user.id },
      anonymousId: config.browser.growthbook ? anonymousId : "",
      features,
      links: {
        account: config.accountUrl,
        listYourSpace: listYourSpaceHref(user?.listings ?? null, config),
      },
      hosts: { siteUrl: config.siteUrl, appUrl: config.appUrl },
      consent,
      askForConsent: !isConsentCurrent(consent),
      appBannerDismissed,
      toast: flash.toast,
      analyticsEvents: analytics.events,
      thirdParties: config.browser,
      market,
      appStores: appStoreLinksFor(config.appStores, market),
      year: new Date().getFullYear(),
    } satisfies RootData,
    { headers },
  );
}

function CanonicalLink() {
  const root = useRootData();
  const location = useLocation();
  const matches = useMatches();
  if (!root) return null;
  const rule = matches.map((match) => canonicalRuleOf(match.handle)).findLast(Boolean);
  return <link rel="canonical" href={canonicalUrl(location, root.hosts, rule)} />;
}

/** Consent mode defaults must be in place before any tag can load (spec §4 and §9). */
function ConsentDefaults({ nonce }: { nonce: string }) {
  const root = useRootData();
  const storage = consentStorage(root?.consent ?? { analytical: false, marketing: false });
  const script = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${JSON.stringify(
    { ...storage, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS },
  )});`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}

function FlashedEvent({ event }: { event: AnalyticsEvent }) {
  useAnalyticsEvent(event);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const scripts = needsScripts(useMatches());
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React sends the stylesheet ahead of the module preloads it hoists. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <CanonicalLink />
        <Links />
        <ConsentDefaults nonce={nonce} />
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  useHashScroll();
  useGlobalErrorHandling();
  return (
    <>
      <ProgressBar />
      {/* First in the page, as GOV.UK places its cookie banner: consent is met before anything. */}
      {root?.askForConsent ? <CookieBanner /> : null}
      <Outlet />
      <Toaster initial={root?.toast ?? null} />
      {root?.analyticsEvents.map((event) => (
        <FlashedEvent key={event.event_id} event={event} />
      ))}
      {root && usesThirdParties(root.thirdParties) ? (
        <Suspense fallback={null}>
          <ThirdParties root={root} market={root.market} />
        </Suspense>
      ) : null}
      <SiteLinkNavigation />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
