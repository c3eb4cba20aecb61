import type { TNutritionPlanInput } from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { normalizeText } from '#shared/text.ts';
import { PLAN_REPLY_TEXTS } from '../plan-reply-texts.ts';
import { fmt } from './format.ts';

/**
 * A daily energy in a message ("1,600 kcal", "1.600 kcal", "1 800 kcal", "2000 Kalorien"), between
 * 800 and 6000, or null. The thousands may be grouped by a comma, a dot or a space.
 */
export function kcalIn(message: string): number | null {
  const text = normalizeText(message);
  const m = text.match(/\b(\d{1,2}(?:[.,\s]\d{3})|\d{3,4})\s*(?:k?cal\w*|calor\w*|kalorien\w*)/);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/[.,\s]/g, ''));
  return n >= 800 && n <= 6000 ? n : null;
}

/** Words that set or move a figure ("make it", "drop", "súbeme", "mets-moi", "erhöhen"), in four languages. */
const SET_WORDS =
  /\b(make|set|change|adjust|put|move|switch|update|want|prefer|rather|drop|lower|raise|increase|decrease|reduce|bump|cut|go (up|down)|do|be|like|ajusta\w*|cambia\w*|pon|ponlo|ponme|ponla|pones|quiero|prefiero|sube\w*|subir|subes|baja\w*|bajamos|deja\w*|mets|mettez|met|mettre|metter|passe\w*|change\w*|ajuste\w*|modifie\w*|veux|voudrais|prefere|augmente\w*|baisse\w*|descend\w*|monte\w*|mach|mache|macht|stell\w*|setz\w*|ander\w*|will|mochte|lieber|erhoh\w*|senk\w*|runter\w*|hoch\w*|gehen|draus)\b/;
/** A question about a figure ("is 1,600 kcal enough?") is not an edit. */
const QUESTION_WORDS =
  /\b(enough|too (much|little|low|high)|suficiente|demasiad\w*|assez|suffisant\w*|genug|how|como|comment|wie|why|por que|pourquoi|warum)\b/;
const UNIT = /\b(k?cal\w*|calor\w*|kalorien\w*)\b/;
const PLAN_WORDS = /\b(plan|plano|diet|dieta|diete|diat|target|objetivo|objectif|tagesziel|ziel)\b/;

/**
 * Whether a message asks to set the nutrition plan to a daily energy, and which: the last figure
 * of 800-6000 it names ("currently at 2200, let's go down to 2000" → 2000), with a word that sets
 * it; a figure without a unit counts only with such a word, a year ("in 2026") never.
 */
export function nutritionEditKcal(message: string): number | null {
  const text = normalizeText(message);
  const figures = [...text.matchAll(/(?<![\d.,])(\d{1,2}(?:[.,\s]\d{3})|\d{3,4})(?![\d.,]\d)/g)]
    .filter((m) => {
      const n = Number((m[1] ?? '').replace(/[.,\s]/g, ''));
      const after = text.slice((m.index ?? 0) + (m[1]?.length ?? 0));
      const before = text.slice(0, m.index);
      // Distances, times, loads and steps are not energy; "in 2026" is a year.
      if (/^\s*(m|km|k?g|kilo\w*|meter\w*|metre\w*|min\w*|sec\w*|s|steps|pasos|pas|schritte|reps?)\b/.test(after))
        return false;
      return !(n >= 1900 && n <= 2099 && /\b(in|en|since|desde|seit|depuis|ano|annee|jahr|year)\s*$/.test(before));
    })
    .map((m) => Number((m[1] ?? '').replace(/[.,\s]/g, '')))
    .filter((n) => n >= 800 && n <= 6000);
  const kcal = figures.at(-1);
  if (kcal === undefined) return null;
  // "2600 is too much, 2400?": from one figure to another.
  if (figures.length >= 2) return kcal;
  const sets = SET_WORDS.test(text);
  if (!sets && QUESTION_WORDS.test(text)) return null;
  if (sets) return kcal;
  return UNIT.test(text) && PLAN_WORDS.test(text) ? kcal : null;
}

/** The meals of a nutrition plan, one line each, and their sum: what the member can check against the plan. */
export function mealLines(plan: TNutritionPlanInput, lng: Language): string[] {
  const t = PLAN_REPLY_TEXTS[lng];
  const lines = plan.meals.map((m) =>
    t.meal(
      m.name,
      fmt(m.kcal, lng, 0),
      fmt(m.proteinG, lng, 0),
      m.foods.map((f) => `${f.name} ${fmt(f.grams, lng, 0)} g`).join(', '),
    ),
  );
  const kcal = plan.meals.reduce((s, m) => s + m.kcal, 0);
  const protein = plan.meals.reduce((s, m) => s + m.proteinG, 0);
  return [lines.join('\n'), t.mealsTotal(fmt(kcal, lng, 0), fmt(protein, lng, 0))];
}
