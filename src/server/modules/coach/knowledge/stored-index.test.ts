import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { fingerprintInputs, KnowledgeBase, loadTopics, type StoredIndex, sourceFingerprint } from './index.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../../../../..');

/** Every message of the conversation evaluation, in each language. */
function messages(): { lng: Language; text: string }[] {
  const dir = path.join(root, 'scripts/eval/conversations');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { turns: Record<Language, string[]> }[])
    .flatMap((c) => SUPPORTED_LANGUAGES.flatMap((lng) => c.turns[lng].map((text) => ({ lng, text }))));
}

describe('the stored knowledge index', () => {
  it('answers every message of the evaluation exactly as the index built in memory', () => {
    const topics = loadTopics();
    const built = new KnowledgeBase(topics);
    // Through JSON, as the file is written and read.
    const stored = JSON.parse(JSON.stringify(built.toStored('test'))) as StoredIndex;
    const loaded = new KnowledgeBase(topics, stored);
    const said = messages();
    expect(said.length).toBeGreaterThan(100);
    const answers = (kb: KnowledgeBase) =>
      said.map(({ lng, text }) =>
        kb.search(text, lng, { pain: /pain|dolor|douleur|schmerz/i.test(text) }, 5).map((r) => ({
          id: r.topic.id,
          score: r.score,
          coverage: r.coverage,
          language: r.language,
        })),
      );
    expect(answers(loaded)).toEqual(answers(built));
    // Two indexes and 2 × 368 searches: seconds on a quiet machine, more on a busy one.
  }, 180_000);

  it('is made again when a data file or the code that reads them changes', () => {
    const inputs = fingerprintInputs().map((f) => path.relative(root, f));
    const data = fs.readdirSync(path.join(here, 'data')).map((f) => `src/server/modules/coach/knowledge/data/${f}`);
    // The data, the tokenizer and stemmer, the lexicon (stop words, compounds) and this module.
    expect(inputs).toEqual(
      expect.arrayContaining([
        ...data,
        'src/server/modules/coach/knowledge/index.ts',
        'src/server/modules/coach/understanding/text.ts',
        'src/server/modules/coach/understanding/lexicon.ts',
        'src/server/modules/coach/understanding/lexicon.json',
        'src/shared/text.ts',
      ]),
    );
    expect(sourceFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});
