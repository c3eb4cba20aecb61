import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  type Language,
  matchLanguage,
  SUPPORTED_LANGUAGES,
} from '#shared/i18n/languages.ts';

/** localStorage key holding the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Fired on window after the language changes (detail: the language code). */
export const LANGUAGE_EVENT = 'forja:languagechange';

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** docs/PRODUCT.md#languages: the stored choice if supported, else the browser's language if supported, else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (isSupportedLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** The preference cookie that lets the server send the landing page prerendered in this language. */
export const LANGUAGE_COOKIE = 'lang';

/** Sets <html lang> only when it changes: any write restyles the whole page (a 20-50 ms task on a phone). */
function setDocumentLanguage(lng: Language) {
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

function rememberLanguage(lng: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Forja supports
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export async function initI18n(backend: BackendModule): Promise<typeof i18next> {
  const lng = detectLanguage();
  setDocumentLanguage(lng);
  rememberLanguage(lng);
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

/** Changes the language: stores it, sets <html lang>, and notifies the app. Unsupported codes throw. */
export async function setLanguage(lng: string): Promise<void> {
  if (!isSupportedLanguage(lng)) throw new Error(`Unsupported language: ${lng}`);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage may be unavailable (private mode); the choice still applies to this visit
  }
  await i18next.changeLanguage(lng);
  setDocumentLanguage(lng);
  rememberLanguage(lng);
  window.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: lng }));
}

export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

/** Intl locale for numbers, dates and prices in the current language. */
export function intlLocale(lng: Language = currentLanguage()): string {
  return { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' }[lng];
}
