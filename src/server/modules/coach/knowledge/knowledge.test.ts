import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { EXERCISES } from '../../library/exercises.ts';
import { personalLines } from '../builtin/answers/knowledge-answer.ts';
import { searchKnowledge } from '../builtin/engine.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '../profile.ts';
import { normalizeText } from '../understanding/text.ts';
import { understand } from '../understanding/understand.ts';
import { knowledge } from './index.ts';

// The knowledge base the coaches use, read and searched the way they do.
const topics = knowledge().topics;

/** A profile with every figure a personal line can need. */
const KNOWN: CoachProfile = { ...DEFAULT_PROFILE, age: 34, gender: 'female', weightKg: 68, heightCm: 170 };

describe('the coaching knowledge base', () => {
  it('holds at least 150 topics, each in four languages, with unique ids', () => {
    expect(topics.length).toBeGreaterThanOrEqual(150);
    expect(new Set(topics.map((t) => t.id)).size).toBe(topics.length);
  });

  it('has technique cues for every exercise of the library', () => {
    const covered = new Set(topics.filter((t) => t.domain === 'technique').map((t) => t.exercise));
    expect(EXERCISES.filter((e) => !covered.has(e.id)).map((e) => e.id)).toEqual([]);
  });

  it('answers every pain topic with the safety rule: change the movement, see a professional, never push through', () => {
    for (const t of topics.filter((x) => x.domain === 'pain'))
      for (const lng of SUPPORTED_LANGUAGES) {
        const text = normalizeText(t.answer[lng]);
        expect(text, `${t.id} [${lng}]`).toMatch(
          /physio|fisio|kine|arzt|doctor|medecin|medico|urgenc|urgence|notaufnahme|notruf/,
        );
        expect(text, `${t.id} [${lng}]`).not.toMatch(
          /push through the pain|aguanta el dolor|serrez les dents|zahne zusammen/,
        );
      }
  });

  it('fills every personal line with the figures the coach computes for its key, in every language', () => {
    // personalLines drops a line that names a variable its key does not compute (schema.ts lists them).
    for (const t of topics.filter((x) => x.personal))
      for (const lng of SUPPORTED_LANGUAGES) {
        const lines = personalLines(t, KNOWN, ['chest'], lng);
        expect(lines, `${t.id} [${lng}]`).toHaveLength(1);
        expect(lines[0], `${t.id} [${lng}]`).not.toMatch(/[{}]/);
      }
  });

  it('finds each topic by the first way people ask about it, in every language', () => {
    let found = 0;
    let total = 0;
    for (const t of topics)
      for (const lng of SUPPORTED_LANGUAGES) {
        total++;
        // The coach's own reading: the message understood, then searched with the hints it carries.
        const top = searchKnowledge(understand(t.questions[lng][0] ?? '', lng), lng, t.coaches[0] ?? 'strength');
        if (top?.topic.id === t.id) found++;
      }
    // Some first questions are shared by neighbouring topics ("knee pain?"); nine in ten must land.
    expect(found / total).toBeGreaterThan(0.9);
  }, 120_000); // every first question in four languages, each understood as the coach does: seconds, more on a busy machine
});
