import { describe, expect, it } from 'vitest';
import type { TNutritionPlanInput, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { findExercise } from '../../library/exercises.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '../profile.ts';
import type { CoachRequest, CoachTools } from '../types.ts';
import { kcalIn, nutritionEditKcal } from './answers/nutrition-edits.ts';
import { BuiltinCoach } from './engine.ts';
import { planNutrition } from './nutrition-planner.ts';

type Saved = { workout?: TWorkoutPlanInput; nutrition?: TNutritionPlanInput };

async function talk(req: Omit<CoachRequest, 'mode' | 'language'> & { language?: Language }) {
  const saved: Saved = {};
  const tools: CoachTools = {
    create_workout_plan: async (a) => {
      saved.workout = a as TWorkoutPlanInput;
      return { ok: true, summary: 'saved' };
    },
    update_workout_plan: async (a) => {
      saved.workout = a as TWorkoutPlanInput;
      return { ok: true, summary: 'updated' };
    },
    create_nutrition_plan: async (a) => {
      saved.nutrition = a as TNutritionPlanInput;
      return { ok: true, summary: 'saved', data: { plan: a } };
    },
    log_workout: async () => ({ ok: true, summary: 'logged' }),
  };
  let text = '';
  for await (const e of new BuiltinCoach().stream({ mode: 'coach', language: 'en', ...req }, tools))
    if (e.type === 'text') text += e.delta;
  return { text, saved };
}

const leftShoulder: CoachProfile = {
  ...DEFAULT_PROFILE,
  gender: 'male',
  age: 34,
  weightKg: 80,
  heightCm: 178,
  level: 'beginner',
  equipment: ['dumbbells', 'bench'],
  injuries: ['left shoulder'],
};

describe('what the coach says about a plan is what the plan holds', () => {
  it('a left-shoulder plan holds no dumbbell bench press nor close-grip push-up, and says so only then', async () => {
    const { text, saved } = await talk({
      category: 'strength',
      style: 'hypertrophy',
      profile: leftShoulder,
      messages: [{ role: 'user', content: 'make me a plan' }],
    });
    const ids = (saved.workout?.exercises ?? []).map((e) => findExercise(e.name)?.id);
    expect(ids).not.toContain('db_bench_press');
    expect(ids).not.toContain('close_push_up');
    expect(ids.every((id) => !(findExercise(id ?? '')?.loads ?? []).includes('shoulder'))).toBe(true);
    expect(text).toMatch(/load your injured area were left out/);
  });

  it('shows every day of the saved plan, not only day 1', async () => {
    const { text, saved } = await talk({
      category: 'strength',
      style: 'hypertrophy',
      profile: { ...leftShoulder, injuries: [], level: 'intermediate' },
      messages: [{ role: 'user', content: 'make me a 4 day plan' }],
    });
    const days = new Set(saved.workout?.exercises.map((e) => e.day));
    expect(days.size).toBe(4);
    for (const d of days) expect(text).toContain(`**Day ${d}**`);
    for (const e of saved.workout?.exercises ?? []) expect(text).toContain(e.name);
  });

  it('says the health-check warning once', async () => {
    for (const language of ['en', 'es', 'fr', 'de'] as const) {
      const { text } = await talk({
        category: 'strength',
        style: 'hypertrophy',
        language,
        profile: { ...leftShoulder, parqRequiresClearance: true },
        messages: [
          {
            role: 'user',
            content: {
              en: 'make me a plan',
              es: 'hazme un plan',
              fr: 'faites-moi un programme',
              de: 'erstelle mir einen plan',
            }[language],
          },
        ],
      });
      const said = text.match(/physician|autorización de un médico|d’un médecin|ärztliche Freigabe/gi) ?? [];
      expect(said.length, text).toBe(1);
    }
  });
});

describe('nutrition plan edits', () => {
  const profile: CoachProfile = {
    ...DEFAULT_PROFILE,
    gender: 'female',
    age: 29,
    weightKg: 62,
    heightCm: 165,
    level: 'intermediate',
    goal: 'lose_weight',
  };

  it('reads the energy asked in four languages', () => {
    expect(kcalIn('make it 1,600 kcal')).toBe(1600);
    expect(nutritionEditKcal('make it 1,600 kcal')).toBe(1600);
    expect(nutritionEditKcal('Prefiero comer 1600 kcal, ajusta el plan')).toBe(1600);
    expect(nutritionEditKcal('mets-le à 1 800 kcal')).toBe(1800);
    expect(nutritionEditKcal('bitte auf 2000 kcal ändern')).toBe(2000);
    expect(nutritionEditKcal('is 1600 kcal enough?')).toBeNull();
    expect(nutritionEditKcal('my plan says 1500 and im starving lol. can u make it 1700')).toBe(1700);
    expect(nutritionEditKcal('2600 ist echt zu viel essen, schaff ich nicht. 2400?')).toBe(2400);
    expect(nutritionEditKcal('súbeme a 2.900 calorías, no gano nada de peso')).toBe(2900);
    expect(nutritionEditKcal('je voudrais passer sous les 7 min sur 2000 m')).toBeNull();
    expect(nutritionEditKcal('I want to compete in 2026')).toBeNull();
  });

  it('rebuilds the saved plan at the asked energy, with meals that add up to it', async () => {
    const before = planNutrition(profile, 'fat_loss', 'es');
    if ('missing' in before) throw new Error('missing');
    const { text, saved } = await talk({
      category: 'nutrition',
      style: 'fat_loss',
      language: 'es',
      profile,
      latestNutritionPlan: { ...before, id: 'n1' },
      messages: [{ role: 'user', content: 'Prefiero comer 1800 kcal, ajusta el plan' }],
    });
    expect(saved.nutrition?.kcal).toBe(1800);
    const sum = saved.nutrition?.meals.reduce((s, m) => s + m.kcal, 0) ?? 0;
    expect(Math.abs(sum - 1800)).toBeLessThanOrEqual(90);
    expect(text).toContain('1800 kcal');
    expect(text).not.toMatch(/tu plan es de/i);
  });
});
