import fs from 'node:fs';
import type { BodyPart } from '#shared/coaching/injuries.ts';
import type { Muscle } from '#shared/coaching/training.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { EXERCISES, type Exercise } from '../../library/exercises.ts';
import { LEXICON } from './lexicon.ts';
import { PhraseIndex } from './phrase-index.ts';
import { normalize, tokenize } from './text.ts';

type Alias = { exercise: Exercise; phrase: string; words: number };

function loadAliases(): Record<string, Record<Language, string[]>> {
  const url = new URL('../knowledge/data/exercise-aliases.json', import.meta.url);
  return fs.existsSync(url) ? JSON.parse(fs.readFileSync(url, 'utf8')) : {};
}

/** Every name of every exercise of the library, in every language, longest first. */
const ALIASES: Alias[] = (() => {
  const extra = loadAliases();
  const out: Alias[] = [];
  const seen = new Set<string>();
  for (const exercise of EXERCISES) {
    const names = [
      ...Object.values(exercise.name),
      ...SUPPORTED_LANGUAGES.flatMap((l) => extra[exercise.id]?.[l] ?? []),
    ];
    for (const name of names) {
      const phrase = tokenize(normalize(name)).join(' ');
      if (!phrase || seen.has(phrase)) continue;
      seen.add(phrase);
      out.push({ exercise, phrase, words: phrase.split(' ').length });
    }
  }
  return out.sort((a, b) => b.phrase.length - a.phrase.length);
})();

export type ExerciseMention = { exercise: Exercise; start: number; end: number };

/** The names above, looked up by word rather than tried at every place of a text (`phrase-index.ts`). */
const ALIAS_INDEX = new PhraseIndex(ALIASES.map((a) => ({ phrase: a.phrase, value: a.exercise })));

/**
 * The library exercises a text names, by any of their names in any language,
 * tolerant of small typos; overlapping names keep the longest ("press de banca
 * con mancuernas" wins over "press de banca").
 */
export function findExercises(tokens: readonly string[]): ExerciseMention[] {
  const taken = new Array<boolean>(tokens.length).fill(false);
  const out: ExerciseMention[] = [];
  // Longest name first (the order of ALIASES), each at every place it occurs.
  for (const { hit, value } of ALIAS_INDEX.find(tokens)) {
    let free = true;
    for (let i = hit.start; i < hit.end; i++) if (taken[i]) free = false;
    if (!free) continue;
    for (let i = hit.start; i < hit.end; i++) taken[i] = true;
    out.push({ exercise: value, start: hit.start, end: hit.end });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Finds one exercise by a name written anywhere (the logger, a coach's tool call). */
export function exerciseByName(name: string): Exercise | undefined {
  const tokens = tokenize(normalize(name));
  const found = findExercises(tokens);
  // The whole name must be the exercise, not a word inside a longer text.
  const first = found[0];
  if (!first) return undefined;
  const covered = first.end - first.start;
  return covered >= Math.max(1, tokens.length - 1) ? first.exercise : undefined;
}

/**
 * The muscle a logged name trains: its library exercise, else a library name
 * inside it ("incline dumbbell press" holds "dumbbell press"), else a muscle
 * it names ("chest fly"). Null when nothing fits.
 */
export function muscleOfName(name: string): Muscle | null {
  const exact = exerciseByName(name);
  if (exact) return exact.primary;
  const tokens = tokenize(normalize(name));
  const inside = findExercises(tokens)[0];
  if (inside) return inside.exercise.primary;
  return findMuscles(tokens)[0] ?? null;
}

/** One index per lexicon table, its phrases in the table's order (key, language, phrase). */
const TABLE_INDEXES = new WeakMap<object, PhraseIndex<string>>();

function hitsOf<K extends string>(tokens: readonly string[], table: Record<K, Record<Language, string[]>>) {
  let index = TABLE_INDEXES.get(table);
  if (!index) {
    index = new PhraseIndex(
      (Object.keys(table) as K[]).flatMap((key) =>
        SUPPORTED_LANGUAGES.flatMap((l) => table[key][l].map((phrase) => ({ phrase, value: key as string }))),
      ),
    );
    TABLE_INDEXES.set(table, index);
  }
  const out = index.find(tokens).map(({ hit, value }) => ({ key: value as K, hit }));
  return out.sort((a, b) => a.hit.start - b.hit.start);
}

const GROUPS: Record<'legs' | 'arms', Muscle[]> = {
  legs: ['quads', 'hamstrings', 'glutes'],
  arms: ['biceps', 'triceps'],
};

/** Muscles named in the text, groups ("legs") expanded, in the order they appear. */
export function findMuscles(tokens: readonly string[]): Muscle[] {
  const out: Muscle[] = [];
  for (const { key } of hitsOf(tokens, LEXICON.muscles)) {
    const list = key === 'legs' || key === 'arms' ? GROUPS[key] : [key];
    for (const m of list) if (!out.includes(m)) out.push(m);
  }
  return out;
}

/** Whether the text names a muscle group as a whole ("legs", "piernas"). */
export function namesGroup(tokens: readonly string[]): 'legs' | 'arms' | null {
  const hit = hitsOf(tokens, LEXICON.muscles).find((h) => h.key === 'legs' || h.key === 'arms');
  return (hit?.key as 'legs' | 'arms' | undefined) ?? null;
}

export function findBodyParts(tokens: readonly string[]): BodyPart[] {
  const out: BodyPart[] = [];
  for (const { key } of hitsOf(tokens, LEXICON.bodyParts)) if (!out.includes(key)) out.push(key);
  return out;
}

export function findDiets(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const { key } of hitsOf(tokens, LEXICON.diets)) if (!out.includes(key)) out.push(key);
  return out;
}

// ---------------------------------------------------------------- numbers

const NUM = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const num = (s: string | undefined) => Number((s ?? '').replace(',', '.'));
const LB = /^(lb|lbs|pound|pounds|libra|libras|livre|livres|pfund)$/;
const WEIGHT_UNIT = String.raw`(kg|kgs|kilo|kilos|kilogramos?|kilogrammes?|lb|lbs|pounds?|libras?|livres?|pfund)\b`;

/** A weight in kilograms; pounds converted and rounded to 0.5 kg. */
function toKg(value: number, unit: string): number {
  return LB.test(unit) ? Math.round(value * 0.45359237 * 2) / 2 : value;
}

export type Quantities = {
  weightsKg: number[];
  minutes?: number;
  hours?: number;
  kcal?: number;
  days?: number;
  age?: number;
  heightCm?: number;
};

/** Numbers with units in a normalised text: kg, lb (as kg), minutes, hours, kcal, days, years, cm. */
export function findQuantities(text: string): Quantities {
  const weightsKg = [...text.matchAll(new RegExp(`${NUM}\\s*${WEIGHT_UNIT}`, 'g'))].map((m) =>
    toKg(num(m[1]), m[2] ?? 'kg'),
  );
  const minutes = text.match(new RegExp(`${NUM}\\s*(min|mins|minut\\w*)\\b`));
  const hours = text.match(new RegExp(`${NUM}\\s*(h|hours?|horas?|heures?|stunden?)\\b`));
  const kcal = text.match(/(\d{3,4})\s*(kcal|calories|calorias|kalorien|cal)\b/);
  const days = text.match(
    /\b([1-7])\s*(days?|dias?|jours?|tage?n?|sessions?|sesiones|seances?|einheiten|x\s*(a|per|por|par|pro)?\s*(week|semana|semaine|woche))\b/,
  );
  const age = text.match(/\b(\d{2})\s*(years? old|years?|anos|ans|jahre?n? alt|jahre?n?|yo)\b/);
  const cm = text.match(/\b(1\d{2}|2[0-4]\d)\s*cm\b/);
  return {
    weightsKg,
    minutes: minutes ? num(minutes[1]) : undefined,
    hours: hours ? num(hours[1]) : undefined,
    kcal: kcal ? Number(kcal[1]) : undefined,
    days: days ? Number(days[1]) : undefined,
    age: age ? Number(age[1]) : undefined,
    heightCm: cm ? Number(cm[1]) : undefined,
  };
}

export type ParsedSet = { weightKg: number; reps: number; sets: number; rir?: number };

const REPS_WORD = '(?:reps?|repeticiones|repes|rep|repetitions?|wiederholungen|wdh|wh)';
const SETS_WORD = '(?:sets?|series|serie|satze|satz|saetze)';

function effort(text: string): number | undefined {
  // "RIR 1" before "1 RIR": in "20 kg x 8 RIR 1" the 8 is the reps.
  const rir =
    text.match(/\brir\s*[:=]?\s*(\d)\b/) ?? text.match(/\b(\d)\s*rir\b/) ?? text.match(/@\s*(\d)\b(?!\s*(kg|lb))/);
  if (rir) return Number(rir[1]);
  const rpe = text.match(/\brpe\s*(\d{1,2}(?:[.,]5)?)|\b(\d{1,2}(?:[.,]5)?)\s*rpe\b/);
  if (rpe) {
    const v = num(rpe[1] ?? rpe[2]);
    if (v >= 5 && v <= 10) return Math.max(0, Math.round(10 - v));
  }
  return undefined;
}

/**
 * The sets a stretch of text reports: "80 kg x 8", "80kg for 5", "3x8 @ 60 kg",
 * "3 sets of 8 with 60 kg", "100 kg 5x5 rir 1", "135 lb x 5 @ rpe 8". Several
 * weights in one stretch ("80 kg x 8, 85 kg x 6") give several entries.
 */
export function parseSets(text: string): ParsedSet[] {
  const rir = effort(text);
  const out: ParsedSet[] = [];
  const weightRe = new RegExp(`${NUM}\\s*${WEIGHT_UNIT}`, 'g');
  const weights = [...text.matchAll(weightRe)];
  if (weights.length === 0) return out;
  // sets x reps written apart from the weight: "3x8", "3 sets of 8", "3 series de 8".
  const setsReps =
    text.match(new RegExp(`\\b(\\d{1,2})\\s*${SETS_WORD}\\s*(?:of|de|x|×|a|à|mit|zu|von)?\\s*(\\d{1,3})\\b`)) ??
    text.match(/\b(\d{1,2})\s*[x×]\s*(\d{1,3})\b(?!\s*(kg|lb|kilo))/);
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    if (!w || w.index === undefined) continue;
    const weightKg = toKg(num(w[1]), w[2] ?? 'kg');
    const after = text.slice(w.index + w[0].length, weights[i + 1]?.index ?? text.length);
    const before = text.slice(i === 0 ? 0 : (weights[i - 1]?.index ?? 0) + (weights[i - 1]?.[0].length ?? 0), w.index);
    // "80 kg x 8 (x 3)", "80 kg for 5", "80 kg 8 reps", "80 kg 3x8"
    const direct =
      after.match(/^\s*(?:[x×*]|for|por|pour|fur|a|à|de)?\s*(\d{1,3})\s*[x×]\s*(\d{1,3})\b/) ??
      after.match(new RegExp(`^\\s*(?:[x×*]|for|por|pour|fur|mal|a|à|de)?\\s*(\\d{1,3})(?:\\s*${REPS_WORD})?\\b`));
    if (direct?.[2] !== undefined && direct[1] !== undefined) {
      // "80 kg 3x8": sets x reps; "80 kg x 8 x 3": reps x sets.
      const a = Number(direct[1]);
      const b = Number(direct[2]);
      const startsWithX = /^\s*[x×*]/.test(after);
      out.push({ weightKg, reps: startsWithX ? a : b, sets: startsWithX ? b : a, rir });
      continue;
    }
    if (direct?.[1] !== undefined) {
      const reps = Number(direct[1]);
      const setsMatch = before.match(new RegExp(`\\b(\\d{1,2})\\s*${SETS_WORD}\\b`));
      out.push({ weightKg, reps, sets: setsMatch ? Number(setsMatch[1]) : 1, rir });
      continue;
    }
    if (setsReps?.[1] && setsReps[2]) {
      out.push({ weightKg, sets: Number(setsReps[1]), reps: Number(setsReps[2]), rir });
      continue;
    }
    const reps = text.match(new RegExp(`\\b(\\d{1,3})\\s*${REPS_WORD}\\b`));
    if (reps?.[1]) out.push({ weightKg, reps: Number(reps[1]), sets: 1, rir });
  }
  return out.filter(
    (s) =>
      s.reps >= 1 &&
      s.reps <= 100 &&
      s.weightKg >= 0 &&
      s.weightKg <= 600 &&
      s.sets >= 1 &&
      s.sets <= 20 &&
      (s.rir === undefined || (s.rir >= 0 && s.rir <= 10)),
  );
}
