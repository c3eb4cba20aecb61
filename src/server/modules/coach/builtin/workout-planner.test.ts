import { describe, expect, it } from 'vitest';
import { checkWorkoutPlan, weeklySets } from '../plan-rules.ts';
import { type CoachProfile, DEFAULT_PROFILE } from '../profile.ts';
import { planWorkout } from './workout-planner.ts';

const beginnerKnee: CoachProfile = {
  ...DEFAULT_PROFILE,
  level: 'beginner',
  equipment: ['dumbbells'],
  injuries: ['left knee'],
  goal: 'build_muscle',
};
const advancedGym: CoachProfile = {
  ...DEFAULT_PROFILE,
  level: 'advanced',
  equipment: ['full gym'],
  goal: 'get_stronger',
};

describe('planWorkout', () => {
  it('builds a plan that holds every rule for a beginner with dumbbells and a knee injury', () => {
    const plan = planWorkout(beginnerKnee, { style: 'hypertrophy' }, 'en');
    expect(checkWorkoutPlan(plan, beginnerKnee)).toEqual([]);
    expect(new Set(plan.exercises.map((e) => e.day)).size).toBe(3);
    const names = plan.exercises.map((e) => e.name).join('|');
    expect(names).not.toMatch(/Barbell|Leg press|Goblet squat|Bulgarian|Bodyweight squat/);
    expect(plan.exercises.every((e) => e.rir !== undefined)).toBe(true);
    expect(plan.difficulty).toBe('beginner');
  });

  it('builds a different, heavier plan for an advanced lifter with a full gym', () => {
    const plan = planWorkout(advancedGym, { style: 'powerlifting' }, 'en');
    expect(checkWorkoutPlan(plan, advancedGym)).toEqual([]);
    expect(new Set(plan.exercises.map((e) => e.day)).size).toBe(5);
    expect(plan.exercises.some((e) => e.name === 'Barbell back squat')).toBe(true);
    expect(plan.exercises.some((e) => e.reps === '3-5')).toBe(true);
    const sets = weeklySets(plan.exercises);
    expect(sets.get('chest')?.direct).toBeGreaterThan(
      weeklySets(planWorkout(beginnerKnee, { style: 'hypertrophy' }, 'en').exercises).get('chest')?.direct ?? 0,
    );
  });

  it('writes fixed reps without RIR, and respects PAR-Q clearance', () => {
    const p: CoachProfile = { ...advancedGym, method: 'fixed_reps', parqRequiresClearance: true };
    const plan = planWorkout(p, { style: 'powerlifting' }, 'de');
    expect(checkWorkoutPlan(plan, p)).toEqual([]);
    expect(plan.exercises.every((e) => e.rir === undefined)).toBe(true);
    expect(plan.exercises.some((e) => /^[1-5]-[1-5]$/.test(e.reps))).toBe(false);
    expect(plan.name).toMatch(/Tage pro Woche/);
  });

  it('rejects a plan that breaks the rules', () => {
    const broken = planWorkout(advancedGym, { style: 'hypertrophy' }, 'en');
    broken.exercises.push({
      name: 'Overhead press',
      sets: 12,
      reps: '3-5',
      day: 1,
      primaryMuscle: 'delts',
      equipment: 'barbell',
      restSeconds: 0,
      notes: '',
    });
    const shoulder = { ...advancedGym, injuries: ['shoulder'], parqRequiresClearance: true };
    const rules = new Set(checkWorkoutPlan(broken, shoulder).map((v) => v.rule));
    expect(rules).toEqual(new Set(['injury', 'clearance', 'rest', 'volume', 'rir']));
  });
});
