import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { distance } from 'fastest-levenshtein';
import type { Language } from '#shared/i18n/languages.ts';
import { normalizeText } from '#shared/text.ts';

export { normalizeText };

const STEMMERS: Record<Language, (w: string) => string> = { en: stemEn, es: stemEs, fr: stemFr, de: stemDe };

/** Snowball stem of an already normalised word (accents off, lower case). */
export function stem(word: string, lng: Language): string {
  return word.length <= 3 ? word : STEMMERS[lng](word);
}

/** Lower case, accents off, ß → ss, apostrophes and dashes to spaces: the form every matcher compares. */
export function normalize(text: string): string {
  return normalizeText(text)
    .replace(/[’'`´‐-―-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words and numbers of a normalised text ("3x8" gives 3, x, 8). */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[a-z]+|\d+(?:[.,]\d+)?/g) ?? [];
}

/**
 * Whether a message token is the phrase token: equal, a prefix match when the
 * phrase token ends with "*", or one typo away (two for long words). Words
 * under six letters must match exactly: "banca" is not "banco", "bench" not "beach".
 */
export function tokenMatches(token: string, pattern: string): boolean {
  if (pattern.endsWith('*')) {
    const p = pattern.slice(0, -1);
    if (token.startsWith(p)) return true;
    // A typo in a long stem only: "sesion" must not read as "lesion".
    return p.length >= 8 && token.length >= p.length - 1 && distance(token.slice(0, p.length), p) <= 1;
  }
  if (token === pattern) return true;
  if (pattern.length < 6 || /\d/.test(pattern) || Math.abs(token.length - pattern.length) > 2) return false;
  return distance(token, pattern) <= (pattern.length >= 9 ? 2 : 1);
}

export type PhraseHit = { start: number; end: number; phrase: string };

/** Every place where the phrase (normalised, space-separated, "*" for a prefix) occurs in the tokens. */
export function findPhrase(tokens: readonly string[], phrase: string): PhraseHit[] {
  const parts = phrase.split(' ').filter(Boolean);
  const hits: PhraseHit[] = [];
  if (parts.length === 0) return hits;
  for (let i = 0; i + parts.length <= tokens.length; i++) {
    let ok = true;
    for (let j = 0; j < parts.length && ok; j++) ok = tokenMatches(tokens[i + j] ?? '', parts[j] ?? '');
    if (ok) hits.push({ start: i, end: i + parts.length, phrase });
  }
  return hits;
}

export function hasAny(tokens: readonly string[], phrases: readonly string[]): boolean {
  return phrases.some((p) => findPhrase(tokens, p).length > 0);
}

/**
 * German (and some French/Spanish) compounds: "trainingsprogramm" also reads as
 * "training" + "programm" when the tail is a known word, so a lexicon of simple
 * words still recognises "Trainingsprogramm", "Knieschmerzen", "Brusttraining".
 */
export function splitCompounds(tokens: readonly string[], vocabulary: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    out.push(t);
    if (t.length < 8 || /\d/.test(t)) continue;
    for (let cut = 3; cut <= t.length - 4; cut++) {
      const head = t.slice(0, cut);
      const tail = t.slice(cut);
      if (!vocabulary.has(tail)) continue;
      const cleanHead = head.endsWith('s') && !vocabulary.has(head) ? head.slice(0, -1) : head;
      out.push(cleanHead, tail);
      break;
    }
  }
  return out;
}
