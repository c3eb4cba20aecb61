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

/** Words that set a figure ("make it", "ajusta", "mets-le", "ändern"), in four languages. */
const SET_WORDS =
  /\b(make|set|change|adjust|put|move|switch|update|want|prefer|rather|ajusta\w*|cambia\w*|pon|ponlo|ponme|ponla|quiero|prefiero|sube\w*|baja\w*|deja\w*|mets|mettez|met|passe\w*|change\w*|ajuste\w*|modifie\w*|veux|voudrais|prefere|augmente\w*|baisse\w*|mach|mache|stell\w*|setz\w*|ander\w*|will|mochte|lieber|erhoh\w*|senk\w*)\b/;
/** A question about a figure ("is 1,600 kcal enough?") is not an edit. */
const QUESTION_WORDS =
  /\b(enough|too (much|little|low|high)|suficiente|demasiad\w*|assez|suffisant\w*|trop|genug|zu (viel|wenig|hoch|niedrig)|how|como|comment|wie)\b/;

/** Whether a message asks to set the nutrition plan to a daily energy, and which. */
export function nutritionEditKcal(message: string): number | null {
  const kcal = kcalIn(message);
  if (kcal === null) return null;
  const text = normalizeText(message);
  if (QUESTION_WORDS.test(text) && !SET_WORDS.test(text)) return null;
  return SET_WORDS.test(text) || /\b(plan|plano|diet|dieta|diete|diat)\b/.test(text) ? kcal : null;
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
