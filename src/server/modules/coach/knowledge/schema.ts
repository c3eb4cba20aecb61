import { z } from 'zod';
import { AGENT_CATEGORIES } from '#shared/catalog/agents.ts';
import { BODY_PARTS } from '#shared/coaching/injuries.ts';

/**
 * The coaching knowledge base is data (`data/*.json`), checked by this schema
 * when it is loaded and by a test. Each topic holds, in en/es/fr/de, the ways
 * people ask about it (for retrieval) and the answer a coach gives. The first
 * sentence of an answer stands alone: it is what a coach says when the topic
 * belongs to another coach's domain. See docs/coach-knowledge.md.
 */
export const DOMAINS = [
  'training',
  'technique',
  'pain',
  'recovery',
  'cardio',
  'yoga',
  'mobility',
  'nutrition',
  'supplements',
  'plateau',
  'substitution',
] as const;
export type Domain = (typeof DOMAINS)[number];

/**
 * Lines that carry the user's own numbers. The engine computes the variables
 * from the athlete record; a personal line is said only when every variable
 * it names is known.
 *   protein:        {weightKg} {gainLow} {gainHigh} {cutLow} {cutHigh}   (grams a day)
 *   caffeine:       {weightKg} {caffeineLow} {caffeineHigh}               (mg)
 *   hydration:      {weightKg} {waterLow} {waterHigh}                     (litres a day)
 *   heart_rate:     {age} {maxHr} {z2Low} {z2High}                        (beats per minute)
 *   energy:         {bmr} {maintenance}                                   (kcal a day)
 *   fat_loss_rate:  {weightKg} {lossLow} {lossHigh}                       (kg a week)
 *   muscle_volume:  {muscle} {mev} {mav} {mrv}                            (hard sets a week)
 */
export const PERSONAL_KEYS = [
  'protein',
  'caffeine',
  'hydration',
  'heart_rate',
  'energy',
  'fat_loss_rate',
  'muscle_volume',
] as const;
export type PersonalKey = (typeof PERSONAL_KEYS)[number];

const ZPerLanguage = <T extends z.ZodType>(t: T) => z.object({ en: t, es: t, fr: t, de: t }).strict();

export const ZTopic = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    domain: z.enum(DOMAINS),
    /** The coach categories whose domain this is; others answer briefly and refer. */
    coaches: z.array(z.enum(AGENT_CATEGORIES)).min(1),
    /** For technique topics: the exercise id in the library. */
    exercise: z.string().optional(),
    /** For pain topics: the body part. */
    bodyPart: z.enum(BODY_PARTS).optional(),
    /** 3-6 ways a person asks, in each language. */
    questions: ZPerLanguage(z.array(z.string().min(3)).min(2)),
    /** Extra words that point to this topic (synonyms, slang, common misspellings). */
    keywords: ZPerLanguage(z.array(z.string().min(2))),
    /** 2-5 sentences; the first one stands alone and carries the key figure. */
    answer: ZPerLanguage(z.string().min(40).max(900)),
    personal: z
      .object({ key: z.enum(PERSONAL_KEYS), text: ZPerLanguage(z.string().min(10).max(300)) })
      .strict()
      .optional(),
  })
  .strict();
export type Topic = z.infer<typeof ZTopic>;

export const ZTopicFile = z.array(ZTopic).min(1);

/** Names people use for each exercise of the library, per language (the library's own name is always included). */
export const ZExerciseAliases = z.record(z.string(), ZPerLanguage(z.array(z.string().min(2))));
