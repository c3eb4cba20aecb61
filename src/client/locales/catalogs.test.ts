import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, checkoutErrorText, errorText } from '#client/lib/api.ts';
import { DIALOG_DEFAULTS } from '#client/lib/consent.ts';
import { APP_ERROR_CODES, ERROR_MESSAGES, ERROR_STATUS } from '#shared/contracts/errors.ts';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

/** Every leaf path of a catalog; arrays contribute their indices, so lengths must match too. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const agentsDir = path.join(dir, '../../shared/i18n/agents');
const catalogsToCheck = [
  ...namespaces.map((file) => ({ label: file, at: (lng: string) => path.join(dir, lng, file) })),
  { label: 'agents.json (shared)', at: (lng: string) => path.join(agentsDir, `${lng}.json`) },
];

describe.each(catalogsToCheck)('catalog $label', ({ label: file, at }) => {
  const en = leaves(JSON.parse(fs.readFileSync(at('en'), 'utf8')));

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('is complete in %s', (lng) => {
    const target = at(lng);
    expect(fs.existsSync(target), `${lng}/${file} exists`).toBe(true);
    const other = leaves(JSON.parse(fs.readFileSync(target, 'utf8')));
    const missing = [...en.keys()].filter((k) => !other.has(k));
    // Plural forms English has no use for (Spanish and French `_many`) are checked by plurals.test.ts.
    const extra = [...other.keys()].filter((k) => !en.has(k) && !/_(zero|two|few|many)$/.test(k));
    expect(missing, `keys missing in ${lng}/${file}`).toEqual([]);
    expect(extra, `keys in ${lng}/${file} that English lacks`).toEqual([]);
    for (const [key, text] of en) {
      const translated = other.get(key) ?? '';
      expect(translated.trim(), `${lng}/${file} ${key} is empty`).not.toBe('');
      expect(placeholders(translated), `${lng}/${file} ${key} placeholders`).toEqual(placeholders(text));
      // Structural values (block types, ids) stay the same in every language.
      if (/\.(type|id)$/.test(key)) expect(translated, `${lng}/${file} ${key}`).toBe(text);
    }
  });
});

/** A `t` over one language's catalogs, as i18next resolves it for the app's screens (common first). */
function translator(lng: string, ...ns: string[]) {
  const catalogs = ns.map((n) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${n}.json`), 'utf8')));
  return (key: string, options?: Record<string, unknown>): string => {
    for (const catalog of catalogs) {
      const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], catalog);
      if (typeof value === 'string') return value;
    }
    return options && 'defaultValue' in options ? String(options.defaultValue) : key;
  };
}

describe('issue 17: every error code the server can send has a text in every language', () => {
  const english = translator('en', 'common', 'chat');

  it.each(SUPPORTED_LANGUAGES)('%s', (lng) => {
    const t = translator(lng, 'common', 'chat');
    for (const code of APP_ERROR_CODES) {
      const err = new ApiError(ERROR_STATUS[code], code, ERROR_MESSAGES[code] ?? 'Server text', 'Server text');
      // The generic text, the checkout's and packs' (docs/PRODUCT.md#errors) and the chat's.
      const texts = [errorText(t, err), checkoutErrorText(t, err), errorText(t, err, 'sendFailed')];
      for (const text of texts) {
        expect(text.trim(), `${lng} ${code}`).not.toBe('');
        // Never a key, and never the server's English.
        expect(text, `${lng} ${code}`).not.toMatch(/^(errors|checkout)\./);
        if (lng !== 'en') expect(text, `${lng} ${code} is not English`).not.toBe(english(`errors.${code}`));
        if (lng !== 'en' && ERROR_MESSAGES[code]) expect(text, `${lng} ${code}`).not.toBe(ERROR_MESSAGES[code]);
      }
      expect(t(`errors.${code}`), `${lng}: errors.${code} missing`).not.toBe(`errors.${code}`);
    }
  });

  it('the checkout keeps docs/PRODUCT.md’s English where the server has no text of its own', () => {
    const t = translator('en', 'common');
    expect(checkoutErrorText(t, new ApiError(503, 'SERVICE_UNAVAILABLE', 'x', 'x'))).toBe('Failed to create checkout');
    expect(checkoutErrorText(t, new ApiError(502, undefined, undefined, 'Bad Gateway'))).toBe(
      'Failed to create checkout',
    );
    expect(checkoutErrorText(t, new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
    const es = translator('es', 'common');
    expect(checkoutErrorText(es, new ApiError(409, 'CONFLICT', 'You already have a subscription.', 'x'))).toBe(
      'Ya tienes una suscripción. Usa Gestionar suscripción para cambiar de plan.',
    );
  });
});

describe('issue 17: the cookie policy describes what the preferences dialog does', () => {
  /** How each language says that the categories start switched on. */
  const SWITCHED_ON: Record<string, string> = {
    en: 'already switched on',
    es: 'aparecen ya activadas',
    fr: 'sont déjà activées',
    de: 'bereits eingeschaltet',
  };

  it.each(SUPPORTED_LANGUAGES)('%s', (lng) => {
    const legal = JSON.parse(fs.readFileSync(path.join(dir, lng, 'legal.json'), 'utf8'));
    const common = JSON.parse(fs.readFileSync(path.join(dir, lng, 'common.json'), 'utf8'));
    const section = legal.cookies.sections.find((s: { id: string }) => s.id === 'consent-choices');
    const text = JSON.stringify(section);
    const labels = common.cookies.categories;
    // docs/PRODUCT.md#cookie-banner-and-preferences: analytics and personalisation on, marketing off, when the dialog opens.
    expect(DIALOG_DEFAULTS).toEqual({ necessary: true, analytics: true, personalization: true, marketing: false });
    const paragraph = section.blocks.find(
      (b: { text?: string }) => b.text?.includes(SWITCHED_ON[lng] ?? '') && b.text.includes(labels.marketing.title),
    )?.text as string | undefined;
    expect(paragraph, `${lng}: the dialog's defaults`).toBeDefined();
    expect(paragraph).toContain(labels.analytics.title);
    expect(paragraph).toContain(labels.personalization.title);
    // The old sentence said the opposite.
    expect(text).not.toMatch(/stay off until|permanecen desactivadas|restent désactivées|bleiben deaktiviert/);
  });
});
