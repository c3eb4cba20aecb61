import { LRUCache } from 'lru-cache';
import type { BodyPart } from '#shared/coaching/injuries.ts';
import type { Muscle } from '#shared/coaching/training.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import type { Exercise } from '../../library/exercises.ts';
import {
  type ExerciseMention,
  findBodyParts,
  findDiets,
  findExercises,
  findMuscles,
  findQuantities,
  namesGroup,
  type Quantities,
} from './entities.ts';
import { LEXICON, phrasesOf, STOPWORDS, VOCABULARY } from './lexicon.ts';
import { clauses, parseSets } from './sets.ts';
import { findPhrase, normalize, splitCompounds, tokenize } from './text.ts';

/** One-word greetings of every language ("hi", "salut"): they say nothing a coach answers. */
const GREETING_WORDS = new Set(
  Object.values(LEXICON.intents.greeting ?? {})
    .flat()
    .filter((p) => !p.includes(' '))
    .map((p) => p.replace('*', '')),
);

export type LoggedEntry = {
  exercise: string;
  library?: Exercise;
  weightKg: number;
  reps: number;
  sets: number;
  rir?: number;
};

/** What a message says, once: normalised words, the things it names, its numbers and the sets it reports. */
export type Understanding = {
  raw: string;
  text: string;
  tokens: string[];
  /** The language the message is written in when that is clear, else the conversation's. */
  language: Language;
  exercises: ExerciseMention[];
  muscles: Muscle[];
  group: 'legs' | 'arms' | null;
  bodyParts: BodyPart[];
  diets: string[];
  quantities: Quantities;
  logged: LoggedEntry[];
  /** Words that are not stopwords: how much the message says. */
  contentWords: number;
  has: (intent: string) => boolean;
  /** Whether the message opens with one of the intent's phrases ("and for legs?"). */
  opensWith: (intent: string) => boolean;
};

/** The language with clearly the most of its common words in the message, if any. */
function detectLanguage(tokens: readonly string[], fallback: Language): Language {
  const counts = SUPPORTED_LANGUAGES.map((l) => ({ l, n: tokens.filter((t) => STOPWORDS[l].has(t)).length }));
  counts.sort((a, b) => b.n - a.n);
  const [first, second] = counts;
  if (!first || first.l === fallback) return fallback;
  const own = counts.find((c) => c.l === fallback)?.n ?? 0;
  return first.n >= 2 && first.n >= 2 * Math.max(own, second?.n ?? 0, 1) ? first.l : fallback;
}

function titleCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Offsets of each token in the normalised text, to cut the text between exercise names. */
function tokenOffsets(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/[a-z]+|\d+(?:[.,]\d+)?/g)) out.push(m.index ?? 0);
  return out;
}

/**
 * The sets a message reports, clause by clause ("squats 5x3 at 170 kg, then 3x5 at 140").
 * A clause belongs to the library exercise it names, or to the one named before it; numbers
 * before a name count for it ("3 sets of 15 on leg extensions at 45 kg"). An exercise the library
 * lacks keeps the user's words, without the words around it ("Today I did", "hoy hice").
 */
function parseLogged(text: string, tokens: string[], mentions: ExerciseMention[], lng: Language): LoggedEntry[] {
  const offsets = tokenOffsets(text);
  const out: LoggedEntry[] = [];
  const fillers = new Set(SUPPORTED_LANGUAGES.flatMap((l) => [...LEXICON.logFillers[l], ...STOPWORDS[l]]));
  const nameOf = (m: ExerciseMention, i: number): { exercise: string; library?: Exercise } => {
    // Words right before the name that are not filler name a variant the library lacks
    // ("zercher squat", "incline dumbbell press"): keep what the person wrote.
    let start = m.start;
    const floor = mentions[i - 1]?.end ?? 0;
    while (start > floor && start > m.start - 2) {
      const w = tokens[start - 1] ?? '';
      if (fillers.has(w) || /^\d/.test(w) || w.length < 3) break;
      start--;
    }
    return start < m.start
      ? { exercise: titleCase(tokens.slice(start, m.end).join(' ')) }
      : { exercise: m.exercise.name[lng], library: m.exercise };
  };
  type Named = { exercise: string; library?: Exercise };
  let current: Named | null = null;
  for (const clause of clauses(text)) {
    const end = clause.start + clause.text.length;
    const inside = mentions
      .map((m, i) => ({ m, i, at: offsets[m.start] ?? text.length }))
      .filter((x) => x.at >= clause.start && x.at < end);
    // Stretches of the clause, one per name; the first starts with the clause.
    const stretches: { from: number; to: number; who: Named | null }[] =
      inside.length === 0
        ? [{ from: clause.start, to: end, who: current }]
        : inside.map((x, k) => ({
            from: k === 0 ? clause.start : x.at,
            to: inside[k + 1]?.at ?? end,
            who: nameOf(x.m, x.i),
          }));
    for (const st of stretches) {
      current = st.who ?? current;
      const sets = parseSets(text.slice(st.from, st.to));
      if (sets.length === 0) continue;
      let who = st.who;
      if (!who) {
        // No library name yet: the words right before the first number name the exercise.
        const words = tokenize(text.slice(st.from, st.to));
        const firstNumber = words.findIndex((t) => /^\d/.test(t));
        const named = words.slice(0, Math.max(0, firstNumber)).filter((w) => !/^\d/.test(w));
        while (named.length > 0 && fillers.has(named[0] ?? '')) named.shift();
        while (named.length > 0 && fillers.has(named[named.length - 1] ?? '')) named.pop();
        const name = named.slice(-5).join(' ');
        if (name.length < 3) continue;
        who = { exercise: titleCase(name) };
        current = who;
      }
      for (const s of sets) out.push({ ...who, ...s });
    }
  }
  return out;
}

/**
 * The words of a message that are read (issue 25, finding 4): a message of 4,000 characters can
 * hold 2,000 short words, and every lexicon phrase is looked for among them. What a coach needs
 * is said well before this; safety checks read the whole text on their own (`safety.ts`).
 */
export const MAX_UNDERSTOOD_TOKENS = 400;

/**
 * Messages already read, by language and text: the built-in coach reads the new message and the
 * four before it, so each message is read once rather than five times. An Understanding is never
 * changed once made. Bounded by the characters kept.
 */
const understood = new LRUCache<string, Understanding>({
  max: 2000,
  maxSize: 1_000_000,
  sizeCalculation: (u) => u.raw.length + 1,
});

export function understand(message: string, conversationLanguage: Language): Understanding {
  const key = `${conversationLanguage}:${message}`;
  let u = understood.get(key);
  if (!u) {
    u = readMessage(message, conversationLanguage);
    understood.set(key, u);
  }
  return u;
}

function readMessage(message: string, conversationLanguage: Language): Understanding {
  const text = normalize(message.slice(0, 4000));
  const baseTokens = tokenize(text).slice(0, MAX_UNDERSTOOD_TOKENS);
  const tokens = splitCompounds(baseTokens, VOCABULARY);
  const language = detectLanguage(baseTokens, conversationLanguage);
  const exercises = findExercises(baseTokens);
  const langs = [...new Set<Language>([language, conversationLanguage, 'en'])];
  const stop = new Set(langs.flatMap((l) => [...STOPWORDS[l]]));
  const cache = new Map<string, boolean>();
  return {
    raw: message,
    text,
    tokens,
    language,
    exercises,
    muscles: findMuscles(baseTokens),
    group: namesGroup(baseTokens),
    bodyParts: findBodyParts(baseTokens),
    diets: findDiets(baseTokens),
    quantities: findQuantities(text),
    logged: parseLogged(text, baseTokens, exercises, language),
    contentWords: baseTokens.filter((t) => !stop.has(t) && !GREETING_WORDS.has(t) && !/^\d/.test(t)).length,
    has(intent) {
      let hit = cache.get(intent);
      if (hit === undefined) {
        hit = langs.some((l) => phrasesOf(intent, l).some((p) => findPhrase(tokens, p).length > 0));
        cache.set(intent, hit);
      }
      return hit;
    },
    opensWith(intent) {
      return langs.some((l) => phrasesOf(intent, l).some((p) => findPhrase(tokens, p).some((h) => h.start === 0)));
    },
  };
}
