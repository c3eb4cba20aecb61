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

const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);

/** Meals that reach the targets with foods the restrictions allow. */
function buildMeals(t: NutritionTargets, foods: Food[], language: Language): TNutritionPlanInput['meals'] {
  const texts = NUTRITION_TEXTS[language];
  const by = (role: Food['role']) => foods.filter((f) => f.role === role);
  const proteins = by('protein');
  const carbs = by('carb');
  const fats = by('fat');
  const veg = by('veg');
  const shares = [0.25, 0.35, 0.1, 0.3];
  return shares.map((share, i) => {
    const mealKcal = t.kcal * share;
    const protein = proteins[i % proteins.length] as Food;
    const carb = carbs[i % carbs.length] as Food;
    const fat = fats[i % fats.length] as Food;
    const greens = veg[i % veg.length];
    const pGrams = Math.min(round5(((t.proteinG * share) / protein.protein) * 100), 400);
    const pKcal = (pGrams * protein.kcal) / 100;
    const rest = Math.max(mealKcal - pKcal, mealKcal * 0.3);
    const cGrams = round5(((rest * 0.7) / carb.kcal) * 100);
    const fGrams = round5(((rest * 0.3) / fat.kcal) * 100);
    const items = [
      { food: protein, grams: pGrams },
      { food: carb, grams: cGrams },
      { food: fat, grams: fGrams },
      ...(greens && i !== 2 ? [{ food: greens, grams: 150 }] : []),
    ];
    return {
      name: texts.meals[i] as string,
      foods: items.map(({ food, grams }) => ({ name: food.name[language], grams })),
      kcal: Math.round(items.reduce((s, x) => s + (x.grams * x.food.kcal) / 100, 0)),
      proteinG: Math.round(items.reduce((s, x) => s + (x.grams * x.food.protein) / 100, 0)),
    };
  });
}

export function planNutrition(
  profile: CoachProfile,
  style: string,
  language: Language,
): TNutritionPlanInput | { missing: NutritionNeeds[] } {
  const targets = nutritionTargets(profile, style);
  if ('missing' in targets) return targets;
  const texts = NUTRITION_TEXTS[language];
  const foods = allowedFoods(profile.restrictions);
  return {
    name: texts.planName[targets.direction],
    description: [
      texts.method(targets.bmr, targets.factor, targets.adjustment),
      texts.protein(profile.weightKg ?? 0, targets.proteinG),
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
    meals: buildMeals(targets, foods, language),
    restrictions: profile.restrictions,
  };
}
