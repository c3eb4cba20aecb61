import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

/**
 * Issue 16: wherever a count meets a noun, the text goes through i18next's plural rules (Intl's
 * categories of each language: English and German one/other, Spanish and French one/many/other),
 * so that no screen says "1 sets" or "198 kg in 1 sets".
 */
const dir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));
const load = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, ns), 'utf8'));

function strings(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  else if (typeof value === 'string') out.set(prefix, value);
  return out;
}

const SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * `{{count}}` that counts no noun: a character count, "View all (12)", "+2 more", "12,000+ users" (a
 * formatted string), seconds or minutes used written with the unit's symbol ("40 s", "3 Min.").
 */
const COUNT_WITHOUT_NOUN = new Set([
  'charCount',
  'records.viewAll',
  'more',
  'landing.hero.users',
  'usage.usedSeconds',
  'usage.usedMinutesShort',
]);

/**
 * Numbers before a noun that are not a `count`, each a constant above one: a plan's daily minutes (15
 * or 30) and pack minutes (10 or 20), the trial's days (3), the hours a person takes to answer (24 or
 * 48). They read right in every language as they are.
 */
const CONSTANT_ABOVE_ONE = new Set([
  'plans.features.minutes',
  'plans.features.packs',
  'subscription.noneText',
  'plans.features.prioritySupport',
  'person.promise',
  'person.sentStandard',
  'person.sentPriority',
]);

describe.each(namespaces)('plurals in %s', (ns) => {
  it.each(SUPPORTED_LANGUAGES)('%s has every plural form its language needs', (lng) => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const keys = strings(load(lng, ns));
    const bases = new Set([...keys.keys()].filter((k) => SUFFIX.test(k)).map((k) => k.replace(SUFFIX, '')));
    for (const base of bases) {
      for (const c of categories)
        if (c !== 'zero' && c !== 'two' && c !== 'few')
          expect(keys.has(`${base}_${c}`), `${lng}/${ns} ${base}_${c}`).toBe(true);
    }
    for (const [key, text] of keys) {
      if (text.includes('{{count}}') && !COUNT_WITHOUT_NOUN.has(key))
        expect(SUFFIX.test(key), `${lng}/${ns} ${key} counts without plural forms`).toBe(true);
    }
  });

  it('puts no other number before a plural noun in English', () => {
    const glued = /\{\{\s*(\w+)\s*\}\}\s+(sets|reps|days|minutes|sessions|weeks|exercises|hours|holds|rounds)\b/;
    const found = [...strings(load('en', ns))]
      .filter(([key, text]) => (text.match(glued)?.[1] ?? 'count') !== 'count' && !CONSTANT_ABOVE_ONE.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});

describe('i18next picks the form', () => {
  const t = async (lng: string, ns: string, key: string, count: number, extra: Record<string, unknown> = {}) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { [ns]: load(lng, ns.endsWith('.json') ? ns : `${ns}.json`) } } });
    return i18n.t(key, { ns, count, ...extra });
  };

  it('reads "1 serie" and "2 series" in Spanish, "1 set" and "2 sets" in English', async () => {
    expect(await t('es', 'progress', 'analytics.setsValue', 1)).toBe('1 serie');
    expect(await t('es', 'progress', 'analytics.setsValue', 2)).toBe('2 series');
    expect(await t('en', 'progress', 'analytics.setsValue', 1)).toBe('1 set');
    expect(await t('en', 'progress', 'analytics.setsValue', 2)).toBe('2 sets');
    expect(await t('de', 'progress', 'analytics.setsValue', 1)).toBe('1 Satz');
    // French counts 0 as singular.
    expect(await t('fr', 'progress', 'analytics.setsValue', 0)).toBe('0 série');
    // Spanish and French "many" (a million) has its own form, never the bare key.
    expect(await t('es', 'progress', 'analytics.setsValue', 1_000_000)).toBe('1000000 series');
  });

  it('the records card says "198 kg in 1 set", not "1 sets"', async () => {
    expect(await t('en', 'progress', 'records.volume', 1, { value: '198' })).toBe('198 kg in 1 set');
    expect(await t('es', 'progress', 'records.volume', 1, { value: '198' })).toBe('198 kg en 1 serie');
    expect(await t('fr', 'progress', 'records.volume', 3, { value: '594' })).toBe('594 kg en 3 séries');
    expect(await t('de', 'progress', 'records.reps', 1, { weight: '100' })).toBe('1 Wiederholung mit 100 kg');
  });
});
