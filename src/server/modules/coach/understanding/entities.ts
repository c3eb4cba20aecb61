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
