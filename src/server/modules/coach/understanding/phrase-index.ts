import { distance } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
import { type PhraseHit, tokenMatches } from './text.ts';

/** The most typos `tokenMatches` forgives a pattern word (none under six letters). */
const MAX_TYPOS = 2;

/**
 * Many phrases looked up in a text at once, with the answers `findPhrase` gives for each phrase in
 * turn (issue 25, findings 1 and 4). Trying some 2,000 exercise names at every word of a long text
 * with edit distance cost about 20 ms per 120-character name and 0.6 s per 4,000-character message.
 * Here a phrase is only tried where its first word matches, and a word finds the first words it
 * matches through a table: the same word exactly, a first word ending in `*` (a prefix, few), or,
 * for the typos `tokenMatches` forgives, only the first words of similar length (within two
 * letters: edit distance is never less than the difference in length). What a word matches is kept
 * (a text repeats its words, and names repeat across a file).
 */
export class PhraseIndex<T> {
  private readonly entries: { parts: string[]; phrase: string; value: T }[] = [];
  /** First word → the entries that start with it, in the order given. */
  private readonly byFirst = new Map<string, number[]>();
  /** First words a typo can reach (six letters or more, no digit, no `*`), by length. */
  private readonly typoReach = new Map<number, string[]>();
  /** First words that end in `*`. */
  private readonly prefixes: string[] = [];
  private readonly firstWordsOf = new LRUCache<string, readonly string[]>({ max: 20_000 });

  constructor(phrases: Iterable<{ phrase: string; value: T }>) {
    for (const { phrase, value } of phrases) {
      const parts = phrase.split(' ').filter(Boolean);
      const first = parts[0];
      if (first === undefined) continue;
      const id = this.entries.push({ parts, phrase, value }) - 1;
      const list = this.byFirst.get(first);
      if (list) {
        list.push(id);
        continue;
      }
      this.byFirst.set(first, [id]);
      if (first.endsWith('*')) this.prefixes.push(first);
      else if (first.length >= 6 && !/\d/.test(first)) {
        const same = this.typoReach.get(first.length) ?? [];
        same.push(first);
        this.typoReach.set(first.length, same);
      }
    }
  }

  /** The first words of phrases that `tokenMatches(token, word)` accepts. */
  private firstWords(token: string): readonly string[] {
    const kept = this.firstWordsOf.get(token);
    if (kept) return kept;
    const out: string[] = [];
    if (this.byFirst.has(token)) out.push(token);
    for (let len = token.length - MAX_TYPOS; len <= token.length + MAX_TYPOS; len++) {
      for (const word of this.typoReach.get(len) ?? []) {
        if (word !== token && distance(token, word) <= (word.length >= 9 ? 2 : 1)) out.push(word);
      }
    }
    for (const word of this.prefixes) if (tokenMatches(token, word)) out.push(word);
    this.firstWordsOf.set(token, out);
    return out;
  }

  /**
   * Every place where a phrase occurs in the tokens, ordered as `findPhrase` called for each phrase
   * in the order given would list them (phrase by phrase, then by place).
   */
  find(tokens: readonly string[]): { hit: PhraseHit; value: T }[] {
    const found: { id: number; start: number }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (const word of this.firstWords(tokens[i] ?? '')) {
        for (const id of this.byFirst.get(word) ?? []) {
          const { parts } = this.entries[id] as { parts: string[] };
          if (i + parts.length > tokens.length) continue;
          let ok = true;
          for (let j = 1; j < parts.length && ok; j++) ok = tokenMatches(tokens[i + j] ?? '', parts[j] ?? '');
          if (ok) found.push({ id, start: i });
        }
      }
    }
    found.sort((a, b) => a.id - b.id || a.start - b.start);
    return found.map(({ id, start }) => {
      const entry = this.entries[id] as { parts: string[]; phrase: string; value: T };
      return { hit: { start, end: start + entry.parts.length, phrase: entry.phrase }, value: entry.value };
    });
  }
}
