import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { formatNumber, formatPrice } from './format.ts';
import { intlLocale } from './i18n.ts';

const VALUES = [
  0,
  1,
  7,
  42,
  999,
  1000,
  1234,
  9999,
  12000,
  99999,
  100000,
  1234567,
  0.5,
  0.1 + 0.2,
  102.5,
  2.345,
  1.0005,
  2.0015,
  999.9995,
  12.3456,
  0.0004,
  0.0005,
  -1,
  -0.0004,
  -1234.5678,
  72.5,
  187.25,
];
// A seeded generator: the same values on every run. FORMAT_SEED explores others.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(Number(process.env.FORMAT_SEED ?? 7));
const CENTS = [0, 1, 99, 100, 399, 1999, 2499, 123456, 1000000, -399, 49.95, 33.333, 0.5, 12.5];

describe('hand-written number formats match Intl', () => {
  afterAll(() => i18next.changeLanguage('en'));
  for (const lng of SUPPORTED_LANGUAGES) {
    it(lng, async () => {
      await i18next.init({ lng, resources: {} });
      const locale = intlLocale(lng);
      for (const v of VALUES) expect(formatNumber(v), `${lng} ${v}`).toBe(new Intl.NumberFormat(locale).format(v));
      for (let i = 0; i < 2000; i++) {
        const v = Math.round((random() - 0.2) * 10 ** (1 + (i % 7))) / 10 ** (i % 5);
        expect(formatNumber(v), `${lng} ${v}`).toBe(new Intl.NumberFormat(locale).format(v));
      }
      for (const max of [2, 3, 4]) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: 2,
          maximumFractionDigits: max,
        });
        for (const c of CENTS)
          expect(formatPrice(c, { maximumFractionDigits: max }), `${lng} ${c}`).toBe(intl.format(c / 100));
        for (let i = 0; i < 500; i++) {
          const c = Math.round(random() * 100000) / (1 + (i % 30));
          expect(formatPrice(c, { maximumFractionDigits: max }), `${lng} ${c}`).toBe(intl.format(c / 100));
        }
      }
    });
  }
});
