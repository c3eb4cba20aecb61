import type { Language } from '#shared/i18n/languages.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's own way ("1,5" in es/fr/de), at most `digits` decimals. */
export function fmt(n: number, lng: Language, digits = 1): string {
  const key = `${lng}:${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lng, { maximumFractionDigits: digits, useGrouping: false });
    numberFormats.set(key, f);
  }
  return f.format(n);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

export function fmtDate(d: Date, lng: Language): string {
  let f = dateFormats.get(lng);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dateFormats.set(lng, f);
  }
  return f.format(d);
}

/** The first sentence of a text: what a coach says when the topic belongs to another coach. */
export function firstSentence(text: string): string {
  const m = text.match(/^.+?[.!?](?=\s+[^\s])/s);
  return (m ? m[0] : text).trim();
}

/** Fills {name} placeholders; null when one of them has no value. */
export function fill(template: string, vars: Record<string, string | undefined>): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = vars[k];
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? null : out;
}
