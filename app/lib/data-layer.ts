import { consentStorage, type CookieConsent } from "./consent";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushToDataLayer(entry: unknown) {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(entry);
}

/** gtag's queue format: the tag manager reads `arguments` objects, not arrays. */
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  pushToDataLayer(arguments);
}

/** Spec §4: a consent change updates analytics and marketing storage and raises consent_update. */
export function pushConsentUpdate(consent: Pick<CookieConsent, "analytical" | "marketing">) {
  gtag("consent", "update", consentStorage(consent));
  pushToDataLayer({
    event: "consent_update",
    analytical: consent.analytical,
    marketing: consent.marketing,
  });
}
