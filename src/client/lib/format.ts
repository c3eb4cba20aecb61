import { formatNumberIn, formatPriceIn } from '#shared/i18n/format.ts';
import { currentLanguage, intlLocale } from './i18n.ts';

// Numbers and prices are written by hand in #shared/i18n/format.ts (the reason is there), shared with the server's texts.

/** "€3.99" in en, "3,99 €" in es, fr and de (docs/PRODUCT.md), in the page's language. */
export function formatPrice(cents: number, options: { maximumFractionDigits?: number } = {}): string {
  return formatPriceIn(currentLanguage(), cents, options);
}

export function formatNumber(n: number): string {
  return formatNumberIn(currentLanguage(), n);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date in the language's style; in `timeZone` when given (else the browser's). */
export function formatDate(
  date: Date | string,
  style: 'long' | 'medium' | 'short' = 'long',
  timeZone?: string,
): string {
  const locale = intlLocale(currentLanguage());
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: style, ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, f);
  }
  return f.format(new Date(date));
}
