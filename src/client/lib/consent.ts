/** docs/PRODUCT.md#cookie-banner-and-preferences: local storage keys and shape of the cookie consent. */
export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_DATE_KEY = 'cookie-consent-date';
export const CONSENT_EVENT = 'forja:consentchange';
/** Other parts of the app (the cookie policy page) open the preferences with this event. */
export const OPEN_PREFERENCES_EVENT = 'forja:open-cookie-preferences';

export type CookieConsent = {
  necessary: true;
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
};

export const ACCEPT_ALL: CookieConsent = { necessary: true, analytics: true, personalization: true, marketing: true };
export const NECESSARY_ONLY: CookieConsent = {
  necessary: true,
  analytics: false,
  personalization: false,
  marketing: false,
};
/** Defaults of the preferences dialog (docs/PRODUCT.md#cookie-banner-and-preferences). */
export const DIALOG_DEFAULTS: CookieConsent = {
  necessary: true,
  analytics: true,
  personalization: true,
  marketing: false,
};

declare global {
  interface Window {
    /** Set when analytics is not accepted: the analytics tracker stays off. */
    'forja-analytics-disabled'?: boolean;
    dataLayer?: Record<string, unknown>[];
  }
}

export function readConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof v !== 'object' || v === null) return null;
    return {
      necessary: true,
      analytics: v.analytics === true,
      personalization: v.personalization === true,
      marketing: v.marketing === true,
    };
  } catch {
    return null;
  }
}

/** Applies the global analytics switch for the current (or given) consent. */
export function applyConsent(consent: CookieConsent | null = readConsent()): void {
  window['forja-analytics-disabled'] = !consent?.analytics;
}

export function saveConsent(consent: CookieConsent): void {
  const value: CookieConsent = { ...consent, necessary: true };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(value));
    localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString());
  } catch {
    // storage unavailable: the choice applies to this visit only
  }
  applyConsent(value);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}
