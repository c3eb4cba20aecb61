import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { EXERCISES } from '../../library/exercises.ts';
import { normalizeText } from '../understanding/text.ts';
import { KnowledgeBase, loadTopics } from './index.ts';
import type { PERSONAL_KEYS } from './schema.ts';

const topics = loadTopics();
const kb = new KnowledgeBase(topics);

/** The variables each personal line may use (schema.ts). */
const VARIABLES: Record<(typeof PERSONAL_KEYS)[number], string[]> = {
  protein: ['weightKg', 'gainLow', 'gainHigh', 'cutLow', 'cutHigh'],
  caffeine: ['weightKg', 'caffeineLow', 'caffeineHigh'],
  hydration: ['weightKg', 'waterLow', 'waterHigh'],
  heart_rate: ['age', 'maxHr', 'z2Low', 'z2High'],
  energy: ['bmr', 'maintenance'],
  fat_loss_rate: ['weightKg', 'lossLow', 'lossHigh'],
  muscle_volume: ['muscle', 'mev', 'mav', 'mrv'],
};

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

  it('uses only the variables of its key in personal lines, in every language', () => {
    for (const t of topics.filter((x) => x.personal))
      for (const lng of SUPPORTED_LANGUAGES) {
        const used = [...(t.personal?.text[lng].matchAll(/\{(\w+)\}/g) ?? [])].map((m) => m[1]);
        const allowed = VARIABLES[t.personal?.key ?? 'protein'];
        expect(
          used.filter((v) => !allowed.includes(v ?? '')),
          `${t.id} [${lng}]`,
        ).toEqual([]);
      }
  });

  it('finds each topic by the first way people ask about it, in every language', () => {
    let found = 0;
    let total = 0;
    for (const t of topics)
      for (const lng of SUPPORTED_LANGUAGES) {
        total++;
        const top = kb.search(t.questions[lng][0] ?? '', lng, { exercise: t.exercise, technique: !!t.exercise })[0];
        if (top?.topic.id === t.id) found++;
      }
    // Some first questions are shared by neighbouring topics ("knee pain?"); nine in ten must land.
    expect(found / total).toBeGreaterThan(0.9);
  });
});
