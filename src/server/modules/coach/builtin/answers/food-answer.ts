import type { Language } from '#shared/i18n/languages.ts';
import { allowedFoods, excludedTags, FOODS, type Food } from '../../../library/foods.ts';
import { FOOD_TEXTS, qty } from '../food-texts.ts';
import { fmt } from './format.ts';

/** A usual portion of each protein food (grams; millilitres for a drink). */
const PORTION: Record<string, number> = {
  chicken: 150,
  turkey: 150,
  beef: 150,
  salmon: 150,
  tuna: 120,
  prawns: 150,
  eggs: 150,
  greek_yogurt: 250,
  cottage_cheese: 200,
  tofu: 200,
  tempeh: 150,
  seitan: 120,
  edamame: 150,
  lentils: 250,
  chickpeas: 250,
  pea_protein: 30,
  soy_milk: 300,
};

/** The sources each diet reaches for first, in the order a day is built from. */
const DAY_SOURCES: { when: (excluded: Set<string>) => boolean; ids: string[] }[] = [
  {
    when: (x) => x.has('meat') && x.has('dairy') && x.has('egg'),
    ids: ['tofu', 'tempeh', 'seitan', 'lentils', 'soy_milk', 'pea_protein', 'edamame', 'chickpeas'],
  },
  {
    when: (x) => x.has('meat'),
    ids: ['greek_yogurt', 'eggs', 'tofu', 'lentils', 'cottage_cheese', 'tempeh', 'seitan'],
  },
  { when: () => true, ids: ['chicken', 'greek_yogurt', 'eggs', 'salmon', 'lentils', 'turkey', 'tuna', 'tofu'] },
];

export type FoodDiet = 'vegan' | 'vegetarian' | 'omnivore';

/** The diet a list of restrictions amounts to, for the wording. */
export function dietKind(restrictions: readonly string[]): FoodDiet {
  const x = excludedTags(restrictions);
  if (x.has('meat') && x.has('dairy') && x.has('egg')) return 'vegan';
  if (x.has('meat')) return 'vegetarian';
  return 'omnivore';
}

/** Food names inside a sentence: lower case, except German nouns. */
const lower = (name: string, lng: Language) => (lng === 'de' ? name : name.toLowerCase());

const byId = new Map(FOODS.map((f) => [f.id, f]));

/**
 * A day of protein foods that reaches a target with the diet's foods: four or five usual portions,
 * scaled together so that their protein adds up to the target (the other foods of the day add a
 * little more). Every food respects the restrictions.
 */
export function proteinDay(targetG: number, restrictions: readonly string[]): { food: Food; grams: number }[] {
  const allowed = new Set(allowedFoods(restrictions).map((f) => f.id));
  const excluded = excludedTags(restrictions) as Set<string>;
  const plan = DAY_SOURCES.find((d) => d.when(excluded)) ?? DAY_SOURCES[DAY_SOURCES.length - 1];
  const picked = (plan?.ids ?? [])
    .filter((id) => allowed.has(id))
    .map((id) => byId.get(id))
    .filter((f): f is Food => !!f)
    .slice(0, 5);
  // Whatever the restrictions left, if the diet's own list ran short.
  for (const f of allowedFoods(restrictions))
    if (picked.length < 4 && f.role === 'protein' && !picked.includes(f)) picked.push(f);
  const base = picked.map((food) => ({ food, grams: PORTION[food.id] ?? 150 }));
  const carried = base.reduce((s, x) => s + (x.grams * x.food.protein) / 100, 0);
  if (carried <= 0) return [];
  const scale = targetG / carried;
  return base.map(({ food, grams }) => {
    const step = food.id === 'pea_protein' ? 5 : 10;
    return { food, grams: Math.max(step, Math.round((grams * scale) / step) * step) };
  });
}

/** The protein day as one line: "150 g chicken breast (47 g), … about 140 g in all". */
export function proteinDayLine(targetG: number, restrictions: readonly string[], lng: Language): string | null {
  const day = proteinDay(targetG, restrictions);
  if (day.length === 0) return null;
  const t = FOOD_TEXTS[lng];
  const total = Math.round(day.reduce((s, x) => s + (x.grams * x.food.protein) / 100, 0));
  const items = day.map(({ food, grams }) =>
    t.portion(
      fmt(grams, lng, 0),
      lower(food.name[lng], lng),
      fmt(Math.round((grams * food.protein) / 100), lng, 0),
      food.side === true,
    ),
  );
  const kind = dietKind(restrictions);
  return [t.proteinDay(fmt(targetG, lng, 0), items.join(', '), fmt(total, lng, 0)), kind === 'vegan' ? t.combine : '']
    .filter(Boolean)
    .join(' ');
}

/** Before and after training, with foods the diet allows and their portions. */
export function trainingMealsLine(when: 'pre' | 'post', restrictions: readonly string[], lng: Language): string {
  const allowed = new Set(allowedFoods(restrictions).map((f) => f.id));
  const t = FOOD_TEXTS[lng];
  const name = (id: string) => lower(byId.get(id)?.name[lng] ?? id, lng);
  const first = (ids: string[]) => ids.find((id) => allowed.has(id));
  const carb = first(when === 'pre' ? ['oats', 'rice', 'potatoes'] : ['rice', 'potatoes', 'quinoa']) ?? 'rice';
  const fruit = first(['banana', 'berries']) ?? 'banana';
  const protein =
    first(
      when === 'pre'
        ? ['greek_yogurt', 'eggs', 'soy_milk', 'tofu', 'chicken']
        : ['chicken', 'tofu', 'tempeh', 'greek_yogurt', 'eggs', 'lentils'],
    ) ?? 'tofu';
  const proteinGrams = PORTION[protein] ?? 150;
  const carbGrams = carb === 'oats' ? 60 : 200;
  const g = (n: number) => fmt(n, lng, 0);
  const p = byId.get(protein);
  const proteinOf = p ? Math.round((proteinGrams * p.protein) / 100) : 0;
  const carbText = qty(g(carbGrams), 'g', name(carb), lng);
  const proteinText = qty(g(proteinGrams), p?.side ? 'ml' : 'g', name(protein), lng);
  return when === 'pre' ? t.pre(carbText, proteinText, name(fruit)) : t.post(proteinText, g(proteinOf), carbText);
}
