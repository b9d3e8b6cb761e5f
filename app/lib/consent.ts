/** Spec §3/§9: consent is asked again when the privacy policy changes after it was given. */
export const PRIVACY_POLICY_DATE = "2024-02-27";
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export type CookieConsent = {
  analytical: boolean;
  marketing: boolean;
  preferencesSet: boolean;
  policyDate?: string;
};

export const NO_CONSENT: CookieConsent = {
  analytical: false,
  marketing: false,
  preferencesSet: false,
};

/** The cookie banner's buttons: accept all, or accept what is ticked. */
export type ConsentChoice =
  { intent: "accept-all" } | { intent: "accept-selected"; analytical: boolean; marketing: boolean };

/** Spec §4: accept all sets both true; accept selected sets the chosen values. */
export function consentFromChoice(choice: ConsentChoice): CookieConsent {
  const all = choice.intent === "accept-all";
  return {
    analytical: all || choice.analytical,
    marketing: all || choice.marketing,
    preferencesSet: true,
    policyDate: PRIVACY_POLICY_DATE,
  };
}

export function isConsentCurrent(consent: CookieConsent) {
  return consent.preferencesSet && consent.policyDate === PRIVACY_POLICY_DATE;
}

/** The consent-mode storage states the tag manager reads (spec §4: granted or denied). */
export function consentStorage(consent: Pick<CookieConsent, "analytical" | "marketing">) {
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    analytics_storage: state(consent.analytical),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
  };
}
