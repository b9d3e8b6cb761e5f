import type { GrowthBook } from "@growthbook/growthbook";
import { useEffect, useSyncExternalStore } from "react";
import { pushToDataLayer } from "~/lib/data-layer";
import { reportError, startErrorReporting } from "~/lib/error-reporting";
import { loadScript } from "~/lib/script-loader";
import type { RootData } from "~/components/layout/root-data";
import type { Country } from "#contract/vocabulary";

/** Spec §7/§9: experiments get 1 s to initialise; an exposure push is retried up to 5 times. */
export const EXPERIMENTS_INIT_TIMEOUT_MS = 1000;
export const EXPOSURE_RETRIES = 5;
export const EXPOSURE_RETRY_MS = 1000;

type ThirdPartyWindow = Window & {
  dataLayer?: unknown[];
  google_tag_manager?: Record<string, unknown>;
  _hjSettings?: { hjid: number; hjsv: number };
  zE?: unknown;
};

export type ExperimentAttributes = { user_id?: string; anonymous_id: string };

export type ExperimentExposure = {
  event: "experiment_viewed";
  experiment_id: string;
  variation_id: string;
  device_id: string;
};

export type ExposureDelivery = {
  /** Returns false (or throws) when the data layer cannot take the entry yet. */
  push: (exposure: ExperimentExposure) => boolean;
  schedule: (retry: () => void, delayMs: number) => void;
  retries?: number;
  delayMs?: number;
};

/** Spec §4: signed out, the attributes carry no user id, so a sign-out resets them. */
export function experimentAttributes(
  userId: string | undefined,
  anonymousId: string,
): ExperimentAttributes {
  return userId ? { user_id: userId, anonymous_id: anonymousId } : { anonymous_id: anonymousId };
}

/** Pushes an exposure, trying again later (up to `retries` more times) while pushing fails. */
export function pushExposure(
  exposure: ExperimentExposure,
  { push, schedule, retries = EXPOSURE_RETRIES, delayMs = EXPOSURE_RETRY_MS }: ExposureDelivery,
) {
  function attempt(retriesLeft: number) {
    let pushed = false;
    try {
      pushed = push(exposure);
    } catch {
      pushed = false;
    }
    if (!pushed && retriesLeft > 0) schedule(() => attempt(retriesLeft - 1), delayMs);
  }
  attempt(retries);
}

function pushToExistingDataLayer(exposure: ExperimentExposure) {
  const page: ThirdPartyWindow = window;
  if (!Array.isArray(page.dataLayer)) return false;
  page.dataLayer.push(exposure);
  return true;
}

const experiments: {
  instance?: GrowthBook;
  starting: boolean;
  attributes: ExperimentAttributes;
  version: number;
} = { starting: false, attributes: { anonymous_id: "" }, version: 0 };
const experimentListeners = new Set<() => void>();

function experimentsChanged() {
  experiments.version += 1;
  for (const listener of experimentListeners) listener();
}

function subscribeToExperiments(listener: () => void) {
  experimentListeners.add(listener);
  return () => {
    experimentListeners.delete(listener);
  };
}

function setExperimentAttributes(attributes: ExperimentAttributes) {
  experiments.attributes = attributes;
  experiments.instance?.setAttributes(attributes).catch((error: unknown) => {
    reportError(error, { thirdParty: "experiments" });
  });
}

async function startExperiments({ clientKey, apiHost }: { clientKey: string; apiHost: string }) {
  if (experiments.starting) return;
  experiments.starting = true;
  const { GrowthBook } = await import("@growthbook/growthbook");
  const growthbook = new GrowthBook({
    apiHost,
    clientKey,
    attributes: experiments.attributes,
    // Features that arrive after the init timeout still reach components.
    renderer: experimentsChanged,
    trackingCallback(experiment, result) {
      pushExposure(
        {
          event: "experiment_viewed",
          experiment_id: experiment.key,
          variation_id: result.key,
          device_id: experiments.attributes.anonymous_id,
        },
        {
          push: pushToExistingDataLayer,
          schedule: (retry, delayMs) => {
            window.setTimeout(retry, delayMs);
          },
        },
      );
    },
  });
  experiments.instance = growthbook;
  await growthbook.init({ timeout: EXPERIMENTS_INIT_TIMEOUT_MS });
  experimentsChanged();
}

/** The running GrowthBook instance, or undefined while it is off or still loading. */
export function getExperiments() {
  return experiments.instance;
}

/** A feature's value from the experiment service; `fallback` until it has loaded (or if off). */
export function useFeatureValue(key: string, fallback: boolean): boolean;
export function useFeatureValue(key: string, fallback: string): string;
export function useFeatureValue(key: string, fallback: number): number;
export function useFeatureValue<T extends object>(key: string, fallback: T): T;
export function useFeatureValue(key: string, fallback: unknown): unknown {
  useSyncExternalStore(
    subscribeToExperiments,
    () => experiments.version,
    () => 0,
  );
  return experiments.instance?.getFeatureValue(key, fallback) ?? fallback;
}

export type ThirdPartyScript = {
  name: "tag-manager" | "session-replay" | "chat-widget";
  src: string;
  attributes?: Record<string, string>;
  isReady?: () => boolean;
  /** Globals the vendor's script reads when it starts. */
  prepare?: () => void;
};

/**
 * Which external scripts this page may load (spec §7): each is off unless configured; the tag
 * manager waits until consent is known, session replay needs analytical consent and only runs
 * in the GBR market.
 */
export function thirdPartyScripts(
  config: RootData["thirdParties"],
  consent: RootData["consent"],
  market: Country,
): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const { tagManagerId, sessionReplayId, chatWidgetId } = config;

  if (tagManagerId && consent.preferencesSet) {
    scripts.push({
      name: "tag-manager",
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`,
      prepare: () => pushToDataLayer({ "gtm.start": Date.now(), event: "gtm.js" }),
      isReady: () => {
        const page: ThirdPartyWindow = window;
        return Boolean(page.google_tag_manager?.[tagManagerId]);
      },
    });
  }
  if (sessionReplayId && market === "GBR" && consent.analytical) {
    scripts.push({
      name: "session-replay",
      src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(sessionReplayId)}.js?sv=6`,
      prepare: () => {
        const page: ThirdPartyWindow = window;
        page._hjSettings = { hjid: Number(sessionReplayId), hjsv: 6 };
      },
    });
  }
  if (chatWidgetId) {
    scripts.push({
      name: "chat-widget",
      src: `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(chatWidgetId)}`,
      // The vendor's snippet finds its own key through this id.
      attributes: { id: "ze-snippet" },
      isReady: () => {
        const page: ThirdPartyWindow = window;
        return typeof page.zE === "function";
      },
    });
  }
  return scripts;
}

const startedScripts = new Set<string>();

function startScript({ name, src, attributes, isReady, prepare }: ThirdPartyScript) {
  if (startedScripts.has(src)) return;
  startedScripts.add(src);
  try {
    prepare?.();
  } catch (error) {
    reportError(error, { thirdParty: name });
  }
  loadScript(src, { attributes, isReady }).catch((error: unknown) => {
    reportError(error, { thirdParty: name, src });
  });
}

/**
 * Error reporting, experiments and external scripts, started in the browser only. Each stays
 * off unless configured, and a vendor that fails to load is reported, never fatal to the page.
 */
export function ThirdParties({ root, market }: { root: RootData; market: Country }) {
  const { sentryDsn, growthbook, tagManagerId, sessionReplayId, chatWidgetId } = root.thirdParties;
  const userId = root.user?.id;
  const { anonymousId } = root;
  const { analytical, marketing, preferencesSet } = root.consent;
  const clientKey = growthbook?.clientKey;
  const apiHost = growthbook?.apiHost;

  useEffect(() => {
    if (!sentryDsn) return;
    startErrorReporting(sentryDsn).catch((error: unknown) => {
      reportError(error, { thirdParty: "error-reporting" });
    });
  }, [sentryDsn]);

  // Declared before the experiments start so the first attributes are already in place.
  useEffect(() => {
    setExperimentAttributes(experimentAttributes(userId, anonymousId));
  }, [userId, anonymousId]);

  useEffect(() => {
    if (!clientKey || !apiHost) return;
    startExperiments({ clientKey, apiHost }).catch((error: unknown) => {
      reportError(error, { thirdParty: "experiments" });
    });
  }, [clientKey, apiHost]);

  useEffect(() => {
    const scripts = thirdPartyScripts(
      { tagManagerId, sessionReplayId, chatWidgetId },
      { analytical, marketing, preferencesSet },
      market,
    );
    for (const script of scripts) startScript(script);
  }, [tagManagerId, sessionReplayId, chatWidgetId, analytical, marketing, preferencesSet, market]);

  return null;
}
