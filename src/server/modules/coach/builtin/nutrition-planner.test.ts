import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TNutritionPlanInput } from '#shared/contracts/plans.ts';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { excludedTags, FOOD_BY_NAME } from '../../library/foods.ts';
import { checkNutritionPlan } from '../nutrition-rules.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '../profile.ts';
import { planNutrition, planNutritionAt } from './nutrition-planner.ts';

const DIETS = [
  [],
  ['vegan'],
  ['vegetarian'],
  ['halal'],
  ['lactose intolerant'],
  ['gluten free'],
  ['vegan', 'gluten free'],
];
const STYLES = ['muscle_gain', 'fat_loss', 'performance', 'by-goal'];

const profileArb = fc.record({
  age: fc.integer({ min: 16, max: 85 }),
  weightKg: fc.integer({ min: 40, max: 160 }),
  heightCm: fc.integer({ min: 145, max: 205 }),
  gender: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
  goal: fc.constantFrom(
    'build_muscle' as const,
    'lose_weight' as const,
    'get_stronger' as const,
    'improve_health' as const,
  ),
  level: fc.constantFrom('beginner' as const, 'intermediate' as const, 'advanced' as const),
  restrictions: fc.constantFrom(...DIETS),
});

const sums = (plan: TNutritionPlanInput) => ({
  kcal: plan.meals.reduce((s, m) => s + m.kcal, 0),
  protein: plan.meals.reduce((s, m) => s + m.proteinG, 0),
});

/** The meals' own figures are those of their foods. */
function foodsAgree(plan: TNutritionPlanInput): boolean {
  return plan.meals.every((m) => {
    const kcal = m.foods.reduce((s, f) => s + ((FOOD_BY_NAME.get(f.name.toLowerCase())?.kcal ?? 0) * f.grams) / 100, 0);
    return Math.abs(kcal - m.kcal) <= 1;
  });
}

describe('planNutrition', () => {
  it('meals add up to the plan’s own energy and protein within 5 %, for any profile, diet, style and language', () => {
    fc.assert(
      fc.property(profileArb, fc.constantFrom(...STYLES), fc.constantFrom(...SUPPORTED_LANGUAGES), (p, style, lng) => {
        const profile: CoachProfile = { ...DEFAULT_PROFILE, ...p };
        const plan = planNutrition(profile, style, lng);
        if ('missing' in plan) return false;
        const { kcal, protein } = sums(plan);
        expect(Math.abs(kcal - plan.kcal) / plan.kcal, `kcal ${kcal} vs ${plan.kcal}`).toBeLessThanOrEqual(0.05);
        expect(
          Math.abs(protein - plan.proteinG) / plan.proteinG,
          `protein ${protein} vs ${plan.proteinG}`,
        ).toBeLessThanOrEqual(0.05);
        expect(foodsAgree(plan)).toBe(true);
        expect(checkNutritionPlan(plan, profile)).toEqual([]);
        const excluded = excludedTags(profile.restrictions);
        const bad = plan.meals
          .flatMap((m) => m.foods)
          .filter((f) => FOOD_BY_NAME.get(f.name.toLowerCase())?.tags.some((t) => excluded.has(t)));
        expect(bad).toEqual([]);
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('the reported plan: 1,400 kcal and 136 g protein whose meals added up to 1,747 kcal and 151 g now adds up', () => {
    const profile: CoachProfile = {
      ...DEFAULT_PROFILE,
      gender: 'female',
      age: 29,
      weightKg: 62,
      heightCm: 160,
      level: 'beginner',
      goal: 'lose_weight',
    };
    const plan = planNutrition(profile, 'fat_loss', 'es');
    if ('missing' in plan) throw new Error('missing');
    const { kcal, protein } = sums(plan);
    expect(Math.abs(kcal - plan.kcal)).toBeLessThanOrEqual(plan.kcal * 0.05);
    expect(Math.abs(protein - plan.proteinG)).toBeLessThanOrEqual(plan.proteinG * 0.05);
  });

  it('a performance plan speaks of carbohydrate around training in every language', () => {
    const profile: CoachProfile = { ...DEFAULT_PROFILE, gender: 'male', age: 30, weightKg: 75, heightCm: 180 };
    const words = {
      en: /carbohydrate around training/i,
      es: /hidratos de carbono alrededor del entreno/i,
      fr: /glucides autour de l’entraînement/i,
      de: /kohlenhydrate rund ums training/i,
    };
    for (const lng of SUPPORTED_LANGUAGES) {
      const plan = planNutrition(profile, 'performance', lng);
      if ('missing' in plan) throw new Error('missing');
      expect(plan.description).toMatch(words[lng]);
    }
  });
});

describe('planNutritionAt', () => {
  const profile: CoachProfile = {
    ...DEFAULT_PROFILE,
    gender: 'female',
    age: 29,
    weightKg: 62,
    heightCm: 165,
    level: 'intermediate',
    goal: 'lose_weight',
  };

  it('rebuilds the plan at the asked energy, meals summing to it', () => {
    const rebuilt = planNutritionAt(profile, 'fat_loss', 1800, 'en');
    if ('missing' in rebuilt) throw new Error('missing');
    expect(rebuilt.plan.kcal).toBe(1800);
    expect(rebuilt.limited).toBeNull();
    const { kcal, protein } = sums(rebuilt.plan);
    expect(Math.abs(kcal - 1800)).toBeLessThanOrEqual(90);
    expect(Math.abs(protein - rebuilt.plan.proteinG)).toBeLessThanOrEqual(rebuilt.plan.proteinG * 0.05);
    expect(checkNutritionPlan(rebuilt.plan, profile)).toEqual([]);
  });

  it('keeps to the floor and to 500 kcal off maintenance, and says which limit it met', () => {
    const low = planNutritionAt(profile, 'fat_loss', 900, 'en');
    if ('missing' in low) throw new Error('missing');
    expect(low.plan.kcal).toBeGreaterThanOrEqual(1200);
    expect(low.limited).not.toBeNull();
    expect(checkNutritionPlan(low.plan, profile)).toEqual([]);
    const high = planNutritionAt(profile, 'fat_loss', 4000, 'en');
    if ('missing' in high) throw new Error('missing');
    expect(high.limited).toBe('surplus');
    expect(checkNutritionPlan(high.plan, profile)).toEqual([]);
  });
});

describe('repairNutritionPlan', () => {
  it('scales a proposed plan’s meals to its energy and brings the protein target to the meals within the range', async () => {
    const { repairNutritionPlan } = await import('../nutrition-rules.ts');
    const profile: CoachProfile = { ...DEFAULT_PROFILE, gender: 'female', age: 30, weightKg: 62, heightCm: 165 };
    const planned = planNutrition(profile, 'fat_loss', 'en');
    if ('missing' in planned) throw new Error('missing');
    // The reported shape: meals that add up to a quarter more than the plan.
    const proposed = {
      ...planned,
      meals: planned.meals.map((m) => ({
        ...m,
        kcal: Math.round(m.kcal * 1.25),
        proteinG: Math.round(m.proteinG * 1.11),
      })),
    };
    expect(checkNutritionPlan(proposed, profile).map((v) => v.rule)).toContain('meals');
    const repaired = repairNutritionPlan(proposed, profile).plan;
    if (!repaired) throw new Error('refused');
    const { kcal, protein } = sums(repaired);
    expect(Math.abs(kcal - repaired.kcal)).toBeLessThanOrEqual(repaired.kcal * 0.05);
    expect(Math.abs(protein - repaired.proteinG)).toBeLessThanOrEqual(repaired.proteinG * 0.05);
  });
});
