import type { Language } from './languages.ts';

/**
 * Numbers and euro prices in the four languages, written by hand: the first `Intl.NumberFormat`
 * loads locale data and costs a phone over 100 ms of main thread while the landing page starts.
 * Shared so that the server's texts (the support answers) write prices exactly as the pages do;
 * src/client/lib/format.test.ts checks the output is the same as Intl's for every language.
 */
const NUMBER_STYLE: Record<Language, { group: string; decimal: string; minGroupingDigits: number }> = {
  en: { group: ',', decimal: '.', minGroupingDigits: 1 },
  es: { group: '.', decimal: ',', minGroupingDigits: 2 },
  fr: { group: '\u202f', decimal: ',', minGroupingDigits: 1 },
  de: { group: '.', decimal: ',', minGroupingDigits: 1 },
};

const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/** Rounds half away from zero on the shortest decimal form of `n` (as ICU does), to `max` places. */
function decimalDigits(n: number, min: number, max: number): { int: string; frac: string } | null {
  const text = String(Math.abs(n));
  if (!/^\d+(\.\d+)?$/.test(text)) return null; // exponent forms: leave to Intl
  const [intPart = '0', fracPart = ''] = text.split('.');
  let digits = intPart + fracPart.padEnd(max, '0').slice(0, max);
  if ((fracPart[max] ?? '0') >= '5') {
    // add one unit in the last place
    const chars = digits.split('');
    let i = chars.length - 1;
    while (i >= 0) {
      if (chars[i] === '9') {
        chars[i] = '0';
        i--;
      } else {
        chars[i] = String(Number(chars[i]) + 1);
        break;
      }
    }
    digits = (i < 0 ? '1' : '') + chars.join('');
  }
  const int = digits.slice(0, digits.length - max) || '0';
  let frac = digits.slice(digits.length - max);
  while (frac.length > min && frac.endsWith('0')) frac = frac.slice(0, -1);
  return { int: int.replace(/^0+(?=\d)/, ''), frac };
}

function formatDecimal(n: number, lng: Language, min: number, max: number): string | null {
  const parts = decimalDigits(n, min, max);
  if (!parts) return null;
  const style = NUMBER_STYLE[lng];
  let int = parts.int;
  if (int.length >= 4 + style.minGroupingDigits - 1) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const body = parts.frac ? `${int}${style.decimal}${parts.frac}` : int;
  // Like Intl, a negative number that rounds to zero keeps its sign ("-0").
  return n < 0 || Object.is(n, -0) ? `-${body}` : body;
}

/** "€3.99" in en, "3,99 €" in es, fr and de (docs/PRODUCT.md). */
export function formatPriceIn(lng: Language, cents: number, options: { maximumFractionDigits?: number } = {}): string {
  const max = options.maximumFractionDigits ?? 2;
  const amount = formatDecimal(cents / 100, lng, 2, max);
  if (amount === null) {
    return new Intl.NumberFormat(INTL_LOCALES[lng], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: max,
    }).format(cents / 100);
  }
  if (lng === 'en') return amount.startsWith('-') ? `-€${amount.slice(1)}` : `€${amount}`;
  return `${amount}\u00a0€`;
}

/** A number in the language's own way ("1,5" in es, fr and de), at most three decimals. */
export function formatNumberIn(lng: Language, n: number): string {
  return formatDecimal(n, lng, 0, 3) ?? new Intl.NumberFormat(INTL_LOCALES[lng]).format(n);
}
