import type { TNutritionPlanInput } from '#shared/contracts/plans.ts';
import { normalizeText } from '#shared/text.ts';
import { FOOD_BY_NAME, type FoodTag } from '../library/foods.ts';
import { athleteOf } from './athlete.ts';
import { ENERGY_FLOOR } from './builtin/nutrition-planner.ts';
import type { CoachProfile } from './profile.ts';
import { isEatingDisorderSignal } from './safety.ts';

export type NutritionRule = 'energy' | 'protein' | 'fat' | 'restrictions' | 'deficit' | 'meals';
export type NutritionViolation = { rule: NutritionRule; detail: string };

/** Words that betray a food's tag when a model names a food the table does not know. */
const TAG_WORDS: Record<FoodTag, RegExp> = {
  meat: /\b(beef|steak|ham|bacon|lamb|ternera|carne|jamon|cordero|boeuf|viande|jambon|agneau|rind\w*|fleisch|schinken|lamm)\b/,
  poultry: /\b(chicken|turkey|pollo|pavo|poulet|dinde|hahnchen\w*|huhn|pute\w*)\b/,
  pork: /\b(pork|bacon|ham|cerdo|jamon|porc|jambon|schwein\w*|schinken|speck)\b/,
  fish: /\b(fish|salmon|tuna|cod|pescado|salmon|atun|bacalao|poisson|saumon|thon|cabillaud|fisch|lachs|thunfisch|kabeljau)\b/,
  seafood: /\b(prawns?|shrimps?|mussels?|gambas|mariscos?|mejillones|crevettes?|moules|garnelen|muscheln)\b/,
  dairy:
    /\b(milk|cheese|yogh?urt|butter|whey|leche|queso|yogur|mantequilla|lait|fromage|yaourt|beurre|milch|kase|joghurt|quark)\b/,
  egg: /\b(eggs?|huevos?|oeufs?|eier?)\b/,
  gluten:
    /\b(bread|pasta|wheat|oats|barley|seitan|pan|trigo|avena|cebada|pain|pates|ble|avoine|orge|brot|nudeln|weizen|hafer\w*|gerste)\b/,
  nuts: /\b(almonds?|walnuts?|cashews?|hazelnuts?|almendras?|nueces|anacardos|avellanas|amandes?|noix|noisettes?|mandeln|walnusse|haselnusse|cashew\w*)\b/,
  peanut: /\b(peanuts?|cacahuetes?|mani|arachides?|cacahuetes?|erdnuss\w*)\b/,
  soy: /\b(soy|soya|soja|tofu|tempeh|edamame)\b/,
};

function foodTags(name: string): FoodTag[] {
  const known = FOOD_BY_NAME.get(name.toLowerCase());
  if (known) return known.tags;
  const text = normalizeText(name);
  return (Object.keys(TAG_WORDS) as FoodTag[]).filter((t) => TAG_WORDS[t].test(text));
}

const mealSums = (plan: TNutritionPlanInput) => ({
  kcal: plan.meals.reduce((s, m) => s + m.kcal, 0),
  protein: plan.meals.reduce((s, m) => s + m.proteinG, 0),
});

/** The nutrition rules of docs/coaching-guide.md for a proposed plan and this profile. */
export function checkNutritionPlan(
  plan: TNutritionPlanInput,
  profile: CoachProfile,
  conversation = '',
): NutritionViolation[] {
  const v: NutritionViolation[] = [];
  const floor = ENERGY_FLOOR[profile.gender ?? 'other'];
  if (plan.kcal < floor) v.push({ rule: 'energy', detail: `${plan.kcal} kcal is below the ${floor} kcal floor` });
  const energy = plan.proteinG * 4 + plan.carbsG * 4 + plan.fatG * 9;
  if (Math.abs(energy - plan.kcal) > plan.kcal * 0.1)
    v.push({ rule: 'energy', detail: `macros give ${energy} kcal, not ${plan.kcal}` });
  const fatShare = (plan.fatG * 9) / plan.kcal;
  if (fatShare < 0.2 || fatShare > 0.35)
    v.push({ rule: 'fat', detail: `fat is ${Math.round(fatShare * 100)} % of energy, outside 20-35 %` });
  if (profile.weightKg) {
    const perKg = plan.proteinG / profile.weightKg;
    const [lo, hi] = plan.method.adjustment < 0 ? [2.0, 2.4] : plan.method.adjustment > 0 ? [1.6, 2.2] : [1.2, 2.2];
    if (perKg < lo - 0.05 || perKg > hi + 0.05)
      v.push({ rule: 'protein', detail: `${perKg.toFixed(1)} g/kg protein is outside ${lo}-${hi}` });
  }
  if (plan.method.adjustment < 0 && isEatingDisorderSignal(conversation, profile.conditions)) {
    v.push({ rule: 'deficit', detail: 'no calorie deficit with an eating-disorder signal' });
  }
  if (plan.method.adjustment < -500 || plan.method.adjustment > 500) {
    v.push({ rule: 'deficit', detail: `an adjustment of ${plan.method.adjustment} kcal is outside 300-500` });
  }
  // A plan’s meals add up to its own targets (decision 042).
  const sums = mealSums(plan);
  if (Math.abs(sums.kcal - plan.kcal) > plan.kcal * 0.05)
    v.push({ rule: 'meals', detail: `the meals add up to ${sums.kcal} kcal, not ${plan.kcal}` });
  if (plan.proteinG > 0 && Math.abs(sums.protein - plan.proteinG) > plan.proteinG * 0.05)
    v.push({ rule: 'meals', detail: `the meals add up to ${sums.protein} g of protein, not ${plan.proteinG}` });
  const excluded = athleteOf(profile).excludedFoods;
  for (const meal of plan.meals) {
    for (const food of meal.foods) {
      const hit = foodTags(food.name).find((t) => excluded.has(t));
      if (hit) v.push({ rule: 'restrictions', detail: `${food.name} breaks the restriction (${hit})` });
    }
  }
  return v;
}

/** Mends a proposed nutrition plan where it safely can; returns it only if every rule then holds. */
export function repairNutritionPlan(
  plan: TNutritionPlanInput,
  profile: CoachProfile,
  conversation = '',
): { plan: TNutritionPlanInput; violations: [] } | { plan: null; violations: NutritionViolation[] } {
  const excluded = athleteOf(profile).excludedFoods;
  const floor = ENERGY_FLOOR[profile.gender ?? 'other'];
  const p = structuredClone(plan);
  p.meals = p.meals
    .map((m) => ({ ...m, foods: m.foods.filter((f) => !foodTags(f.name).some((t) => excluded.has(t))) }))
    .filter((m) => m.foods.length > 0);
  if (isEatingDisorderSignal(conversation, profile.conditions) && p.method.adjustment < 0) {
    p.kcal = Math.round(p.kcal - p.method.adjustment);
    p.method = { ...p.method, adjustment: 0 };
  }
  if (p.kcal < floor) {
    p.kcal = floor;
    p.method = { ...p.method, floorApplied: true };
  }
  if (profile.weightKg) {
    const [lo, hi] = p.method.adjustment < 0 ? [2.0, 2.4] : p.method.adjustment > 0 ? [1.6, 2.2] : [1.2, 2.2];
    p.proteinG = Math.round(Math.min(Math.max(p.proteinG, lo * profile.weightKg), hi * profile.weightKg));
  }
  // Meals that do not add up to the energy are scaled to it; the protein target then follows the
  // meals where the protein range allows.
  const sums = mealSums(p);
  if (sums.kcal > 0 && Math.abs(sums.kcal - p.kcal) > p.kcal * 0.05) {
    const f = p.kcal / sums.kcal;
    p.meals = p.meals.map((m) => ({
      ...m,
      foods: m.foods.map((x) => ({ ...x, grams: Math.round(x.grams * f) })),
      kcal: Math.round(m.kcal * f),
      proteinG: Math.round(m.proteinG * f),
    }));
  }
  const protein = mealSums(p).protein;
  if (profile.weightKg && protein > 0 && Math.abs(protein - p.proteinG) > p.proteinG * 0.05) {
    const [lo, hi] = p.method.adjustment < 0 ? [2.0, 2.4] : p.method.adjustment > 0 ? [1.6, 2.2] : [1.2, 2.2];
    p.proteinG = Math.round(Math.min(Math.max(protein, lo * profile.weightKg), hi * profile.weightKg));
  }
  const fatShare = (p.fatG * 9) / p.kcal;
  if (fatShare < 0.2 || fatShare > 0.35) p.fatG = Math.round((p.kcal * 0.27) / 9);
  p.carbsG = Math.max(0, Math.round((p.kcal - p.proteinG * 4 - p.fatG * 9) / 4));
  if (p.meals.length === 0)
    return {
      plan: null,
      violations: [{ rule: 'restrictions', detail: 'no meal is left that respects the restrictions' }],
    };
  const remaining = checkNutritionPlan(p, profile, conversation);
  return remaining.length === 0 ? { plan: p, violations: [] } : { plan: null, violations: remaining };
}
