import type { TNutritionPlanInput } from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { allowedFoods, type Food } from '../../library/foods.ts';
import { athleteOf } from '../athlete.ts';
import type { CoachProfile } from '../profile.ts';
import { NUTRITION_TEXTS } from './nutrition-texts.ts';

export const ACTIVITY_FACTORS = { beginner: 1.375, intermediate: 1.55, advanced: 1.725 } as const;
export const ENERGY_FLOOR = { female: 1200, male: 1500, other: 1350 } as const;

export type NutritionNeeds = 'weight' | 'height' | 'age';

/** Mifflin-St Jeor resting energy; "other" takes the mean of the two sex constants (docs/coaching-guide.md). */
export function mifflinStJeor(kg: number, cm: number, age: number, gender: CoachProfile['gender']): number {
  const sex = gender === 'male' ? 5 : gender === 'female' ? -161 : (5 - 161) / 2;
  return 10 * kg + 6.25 * cm - 5 * age + sex;
}

export type NutritionTargets = {
  kcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  bmr: number;
  factor: number;
  adjustment: number;
  floorApplied: boolean;
  direction: 'deficit' | 'surplus' | 'maintenance';
};

export function nutritionTargets(
  profile: CoachProfile,
  style: string,
): NutritionTargets | { missing: NutritionNeeds[] } {
  const missing: NutritionNeeds[] = [];
  if (!profile.weightKg) missing.push('weight');
  if (!profile.heightCm) missing.push('height');
  if (!profile.age) missing.push('age');
  if (!profile.weightKg || !profile.heightCm || !profile.age) return { missing };
  const kg = profile.weightKg;
  const bmr = mifflinStJeor(kg, profile.heightCm, profile.age, profile.gender);
  const factor = ACTIVITY_FACTORS[profile.level];
  const tdee = bmr * factor;
  let direction: NutritionTargets['direction'] =
    style === 'fat_loss' || (style !== 'muscle_gain' && style !== 'performance' && profile.goal === 'lose_weight')
      ? 'deficit'
      : style === 'muscle_gain' ||
          (style !== 'performance' && (profile.goal === 'build_muscle' || profile.goal === 'get_stronger'))
        ? 'surplus'
        : 'maintenance';
  // An eating-disorder signal never gets a deficit (docs/coaching-guide.md).
  if (direction === 'deficit' && athleteOf(profile).eatingDisorder) direction = 'maintenance';
  // 300-500 kcal; a deficit also stays within about 1 % of body weight a week (7700 kcal per kg).
  const adjustment =
    direction === 'surplus'
      ? 350
      : direction === 'deficit'
        ? -Math.min(450, Math.max(300, Math.round((kg * 0.0075 * 7700) / 7)))
        : 0;
  const floor = ENERGY_FLOOR[profile.gender ?? 'other'];
  let kcal = Math.round(tdee + adjustment);
  const floorApplied = kcal < floor;
  if (floorApplied) kcal = floor;
  const perKg = direction === 'deficit' ? 2.2 : direction === 'surplus' ? 1.8 : 1.6;
  const proteinG = Math.round(kg * perKg);
  const fatG = Math.round((kcal * 0.27) / 9);
  const carbsG = Math.max(0, Math.round((kcal - proteinG * 4 - fatG * 9) / 4));
  return { kcal, proteinG, carbsG, fatG, bmr: Math.round(bmr), factor, adjustment, floorApplied, direction };
}

/** One decimal, with a decimal comma in es, fr and de. */
const fmtKg = (n: number, language: Language) => {
  const v = (Math.round(n * 10) / 10).toFixed(1);
  return language === 'en' ? v : v.replace('.', ',');
};

const round5 = (n: number) => Math.max(0, Math.round(n / 5) * 5);

type Portion = { food: Food; grams: number };
const kcalOf = (items: Portion[]) => items.reduce((s, x) => s + (x.grams * x.food.kcal) / 100, 0);
const proteinOf = (items: Portion[]) => items.reduce((s, x) => s + (x.grams * x.food.protein) / 100, 0);
/** Protein per kcal. */
const density = (f: Food) => f.protein / f.kcal;

/** How a day is split: each meal's share of the day (breakfast, lunch, snack, dinner) and, of the energy beyond its protein food, the share carbohydrate foods carry (the rest: fat foods). */
type DayShape = { shares: readonly number[]; carbShares: readonly number[] };
const EVEN_DAY: DayShape = { shares: [0.25, 0.35, 0.1, 0.3], carbShares: [0.7, 0.7, 0.7, 0.7] };
/** A performance day: the meal 1-3 h before training and the one after it carry most of the carbohydrate. */
const TRAINING_DAY: DayShape = { shares: [0.25, 0.3, 0.2, 0.25], carbShares: [0.6, 0.8, 0.85, 0.55] };

/**
 * One meal that reaches its share of the day's energy and protein: a protein food, a carbohydrate
 * food and a fat food (plus vegetables) in grams solved from two equations, energy and protein.
 * When the meal's protein food cannot reach its protein without going over its energy (or would
 * need almost none), the nearest food of the diet that can is used instead.
 */
function solveMeal(
  kcal: number,
  protein: number,
  carbShare: number,
  proteins: Food[],
  first: Food,
  choice: { carb: Food; fat: Food; carbs: Food[]; fats: Food[] },
  veg?: Food,
) {
  const greens: Portion[] = veg ? [{ food: veg, grams: 150 }] : [];
  const k = kcal - kcalOf(greens);
  const p = protein - proteinOf(greens);
  const fillerOf = (c: Food, f: Food) => carbShare * density(c) + (1 - carbShare) * density(f);
  let { carb, fat } = choice;
  // A low protein target: carbohydrate and fat foods that bring little protein of their own.
  if (fillerOf(carb, fat) > 0.8 * (p / k)) {
    const leanest = (list: Food[]) => [...list].sort((a, b) => density(a) - density(b))[0];
    carb = leanest(choice.carbs) ?? carb;
    fat = leanest(choice.fats) ?? fat;
  }
  const filler = fillerOf(carb, fat);
  const energyOf = (f: Food) => (p - filler * k) / (density(f) - filler);
  const fits = (f: Food) => {
    const x = energyOf(f);
    return density(f) > filler && x >= 0.1 * k && x <= 0.85 * k;
  };
  // Whole foods before powders: of the foods that fit, the least dense; else the densest there is.
  const byDensity = [...proteins].sort((a, b) => density(a) - density(b));
  const food = [first, ...byDensity].find(fits) ?? byDensity.at(-1) ?? first;
  const x = Math.min(Math.max(energyOf(food), 0.1 * k), 0.85 * k);
  const rest = k - x;
  const fatGrams = Math.round(((rest * (1 - carbShare)) / fat.kcal) * 100);
  return [
    { food, grams: round5((x / food.kcal) * 100) },
    { food: carb, grams: round5(((rest * carbShare) / carb.kcal) * 100) },
    // Oils and nuts by the gram (5 g of oil is 44 kcal); less than 5 g is left out.
    { food: fat, grams: fatGrams >= 5 ? fatGrams : 0 },
    ...greens,
  ];
}

/**
 * Meals that reach the targets with foods the restrictions allow, and add up to them: each meal is
 * solved for its share, then the day's rounding is corrected on the biggest meals (the protein
 * food for protein, the carbohydrate food for energy) so the sums stay within 2 % of the targets.
 */
export function buildMeals(
  t: { kcal: number; proteinG: number },
  foods: Food[],
  language: Language,
  names: readonly string[] = NUTRITION_TEXTS[language].meals,
  shape: DayShape = EVEN_DAY,
): TNutritionPlanInput['meals'] {
  const by = (role: Food['role']) => foods.filter((f) => f.role === role);
  // Foods that are not eaten by the plate (a powder, a drink) are not a meal's protein food.
  const proteins = by('protein').filter((f) => !f.side);
  const carbs = by('carb');
  const fats = by('fat');
  const veg = by('veg');
  const plates = shape.shares.map((share, i) =>
    solveMeal(
      t.kcal * share,
      t.proteinG * share,
      shape.carbShares[i] ?? 0.7,
      proteins,
      proteins[i % proteins.length] as Food,
      { carb: carbs[i % carbs.length] as Food, fat: fats[i % fats.length] as Food, carbs, fats },
      i !== 2 ? veg[i % veg.length] : undefined,
    ),
  );
  // Rounding: correct protein on the protein food, then energy on the carbohydrate food, biggest meals first.
  const all = () => plates.flat();
  for (let round = 0; round < 4; round++) {
    const dp = t.proteinG - proteinOf(all());
    if (Math.abs(dp) > t.proteinG * 0.01) {
      // Spread over the meals' protein foods by their size, none below zero.
      const foodsOf = plates.map((m) => m[0]).filter((x): x is Portion => !!x);
      const carried = proteinOf(foodsOf) || 1;
      for (const pf of foodsOf) {
        const share = (pf.grams * pf.food.protein) / 100 / carried;
        pf.grams = Math.max(0, round5(pf.grams + ((dp * share) / pf.food.protein) * 100));
      }
    }
    const dk = t.kcal - kcalOf(all());
    if (Math.abs(dk) > t.kcal * 0.01) {
      const meal = plates[round % 2 === 0 ? 1 : 3] ?? [];
      const cf = meal[1];
      if (cf) cf.grams = Math.max(0, round5(cf.grams + (dk / cf.food.kcal) * 100));
    }
  }
  return plates.map((items, i) => {
    const kept = items.filter((x) => x.grams > 0);
    return {
      name: names[i] ?? (NUTRITION_TEXTS[language].meals[i] as string),
      foods: kept.map(({ food, grams }) => ({ name: food.name[language], grams })),
      kcal: Math.round(kcalOf(kept)),
      proteinG: Math.round(proteinOf(kept)),
    };
  });
}

/** The plan of a set of targets: description, method and meals in the member's language. */
function planFrom(
  targets: NutritionTargets,
  profile: CoachProfile,
  style: string,
  language: Language,
  extra: string[] = [],
): TNutritionPlanInput {
  const texts = NUTRITION_TEXTS[language];
  const foods = allowedFoods(profile.restrictions);
  const kg = profile.weightKg ?? 0;
  // Performance plans favour carbohydrate around training (docs/coaching-guide.md).
  const performance = style === 'performance';
  return {
    name: performance ? texts.performanceName : texts.planName[targets.direction],
    description: [
      ...extra,
      texts.method(targets.bmr, targets.factor, targets.adjustment),
      texts.protein(kg, targets.proteinG),
      performance && kg > 0 ? texts.performance(targets.carbsG, fmtKg(targets.carbsG / kg, language)) : '',
      targets.floorApplied ? texts.floor(targets.kcal) : '',
      profile.restrictions.length ? texts.restrictions(profile.restrictions.join(', ')) : '',
      texts.review,
    ]
      .filter(Boolean)
      .join('\n\n'),
    kcal: targets.kcal,
    proteinG: targets.proteinG,
    carbsG: targets.carbsG,
    fatG: targets.fatG,
    method: {
      formula: 'Mifflin-St Jeor',
      bmr: targets.bmr,
      activityFactor: targets.factor,
      adjustment: targets.adjustment,
      floorApplied: targets.floorApplied,
    },
    meals: performance
      ? buildMeals(targets, foods, language, texts.performanceMeals, TRAINING_DAY)
      : buildMeals(targets, foods, language),
    restrictions: profile.restrictions,
  };
}

export function planNutrition(
  profile: CoachProfile,
  style: string,
  language: Language,
): TNutritionPlanInput | { missing: NutritionNeeds[] } {
  const targets = nutritionTargets(profile, style);
  if ('missing' in targets) return targets;
  return planFrom(targets, profile, style, language);
}

/** Targets for a daily energy the member asked for, inside the rules: the floor and at most 500 kcal off maintenance. */
export function targetsAt(
  profile: CoachProfile,
  kcal: number,
):
  | (NutritionTargets & { asked: number; limited: 'floor' | 'deficit' | 'surplus' | null })
  | { missing: NutritionNeeds[] } {
  const base = nutritionTargets(profile, 'maintenance-only');
  if ('missing' in base) return base;
  const kg = profile.weightKg ?? 0;
  const tdee = Math.round(base.bmr * base.factor);
  const floor = ENERGY_FLOOR[profile.gender ?? 'other'];
  // No deficit with an eating-disorder signal (docs/coaching-guide.md).
  const lowest = athleteOf(profile).eatingDisorder ? tdee : tdee - 500;
  let value = Math.round(kcal);
  let limited: 'floor' | 'deficit' | 'surplus' | null = null;
  if (value > tdee + 500) [value, limited] = [tdee + 500, 'surplus'];
  if (value < lowest) [value, limited] = [lowest, 'deficit'];
  const floorApplied = value < floor;
  if (floorApplied) [value, limited] = [floor, 'floor'];
  const adjustment = value - tdee;
  const direction = adjustment < 0 ? 'deficit' : adjustment > 0 ? 'surplus' : 'maintenance';
  const perKg = direction === 'deficit' ? 2.2 : direction === 'surplus' ? 1.8 : 1.6;
  const proteinG = Math.round(kg * perKg);
  const fatG = Math.round((value * 0.27) / 9);
  const carbsG = Math.max(0, Math.round((value - proteinG * 4 - fatG * 9) / 4));
  return {
    kcal: value,
    proteinG,
    carbsG,
    fatG,
    bmr: base.bmr,
    factor: base.factor,
    adjustment,
    floorApplied,
    direction,
    asked: Math.round(kcal),
    limited,
  };
}

/**
 * The plan rebuilt at the daily energy a member asks for ("make it 1,600 kcal"): new targets
 * inside the rules (the reply says when the ask was out of them), meals solved again so that
 * they still add up to the new targets, the same restrictions.
 */
export function planNutritionAt(
  profile: CoachProfile,
  style: string,
  kcal: number,
  language: Language,
):
  | { plan: TNutritionPlanInput; asked: number; limited: 'floor' | 'deficit' | 'surplus' | null }
  | { missing: NutritionNeeds[] } {
  const targets = targetsAt(profile, kcal);
  if ('missing' in targets) return targets;
  return { plan: planFrom(targets, profile, style, language), asked: targets.asked, limited: targets.limited };
}
