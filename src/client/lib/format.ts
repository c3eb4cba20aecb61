import { currentLanguage, intlLocale } from './i18n.ts';

/** "€3.99" in en, "3,99 €" in es, fr and de (DECISIONS.md). */
export function formatPrice(cents: number, options: { maximumFractionDigits?: number } = {}): string {
  return new Intl.NumberFormat(intlLocale(currentLanguage()), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
  }).format(cents / 100);
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat(intlLocale(currentLanguage())).format(n);
}

export function formatDate(date: Date | string, style: 'long' | 'medium' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(currentLanguage()), { dateStyle: style }).format(new Date(date));
}
