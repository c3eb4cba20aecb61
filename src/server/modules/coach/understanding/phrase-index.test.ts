import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { EXERCISES } from '../../library/exercises.ts';
import { LEXICON } from './lexicon.ts';
import { PhraseIndex } from './phrase-index.ts';
import { findPhrase, normalize, tokenize } from './text.ts';

/** Every exercise name and alias, and every phrase of the lexicon's tables (prefixes with `*` included). */
const aliases = JSON.parse(
  fs.readFileSync(new URL('../knowledge/data/exercise-aliases.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string[]>>;
const PHRASES = [
  ...EXERCISES.flatMap((e) => [...Object.values(e.name), ...Object.values(aliases[e.id] ?? {}).flat()]).map((n) =>
    tokenize(normalize(n)).join(' '),
  ),
  ...[LEXICON.muscles, LEXICON.bodyParts, LEXICON.diets, LEXICON.intents].flatMap((table) =>
    Object.values(table).flatMap((row) =>
      SUPPORTED_LANGUAGES.flatMap((l) => (row as Record<string, string[]>)[l] ?? []),
    ),
  ),
].filter(Boolean);
const WORDS = [...new Set(PHRASES.flatMap((p) => p.replaceAll('*', '').split(' ')))];

let seed = 42;
const rnd = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;

/** A word with up to two typos: a letter changed, dropped or added. */
function typo(word: string): string {
  let w = word;
  for (let n = Math.floor(rnd() * 3); n > 0; n--) {
    const at = Math.floor(rnd() * (w.length + 1));
    const letter = pick([...'abcdefghijklmnopqrstuvwxyz']);
    const kind = Math.floor(rnd() * 3);
    w =
      kind === 0
        ? w.slice(0, at) + letter + w.slice(at + 1)
        : kind === 1
          ? w.slice(0, at) + w.slice(at + 1)
          : w.slice(0, at) + letter + w.slice(at);
  }
  return w || word;
}

/** Texts of the lexicon's and the library's words, whole phrases among them, many with typos, some with extra letters. */
function randomTokens(): string[] {
  const out: string[] = [];
  const length = 1 + Math.floor(rnd() * 40);
  while (out.length < length) {
    const r = rnd();
    if (r < 0.3) out.push(...pick(PHRASES).replaceAll('*', '').split(' '));
    else if (r < 0.6) out.push(typo(pick(WORDS)));
    else if (r < 0.8) out.push(pick(WORDS));
    else out.push(pick(WORDS) + pick(['s', 'es', 'ing', 'en', '']));
  }
  return out;
}

describe('the phrase index', () => {
  it('finds what findPhrase finds for each phrase in turn, in the same order', () => {
    const index = new PhraseIndex(PHRASES.map((phrase, i) => ({ phrase, value: i })));
    for (let round = 0; round < 150; round++) {
      const tokens = randomTokens();
      const linear = PHRASES.flatMap((phrase) => findPhrase(tokens, phrase));
      expect(index.find(tokens).map((h) => h.hit)).toEqual(linear);
    }
  });
});
