import { describe, expect, it } from 'vitest';
import type { TPlanExercise, TWorkoutPlan } from '#shared/contracts/plans.ts';
import { planLabelKey, planSplit } from './plan-label.ts';

type Item = Pick<TPlanExercise, 'day' | 'primaryMuscle'>;
const days = (...muscles: TPlanExercise['primaryMuscle'][][]): Item[] =>
  muscles.flatMap((list, i) => list.map((primaryMuscle) => ({ day: i + 1, primaryMuscle })));
const plan = (muscleGroup: TWorkoutPlan['muscleGroup'], exercises: Item[]) =>
  ({ muscleGroup, exercises }) as Pick<TWorkoutPlan, 'muscleGroup' | 'exercises'>;

const FULL: TPlanExercise['primaryMuscle'][] = ['quads', 'chest', 'back', 'core'];
const UPPER: TPlanExercise['primaryMuscle'][] = ['chest', 'back', 'delts', 'biceps', 'triceps'];
const LOWER: TPlanExercise['primaryMuscle'][] = ['quads', 'hamstrings', 'glutes', 'calves', 'core'];
const PUSH: TPlanExercise['primaryMuscle'][] = ['chest', 'delts', 'triceps'];
const PULL: TPlanExercise['primaryMuscle'][] = ['back', 'delts', 'biceps'];

describe('the label of a workout plan', () => {
  it('names the split of a whole-body plan from what its days train', () => {
    expect(planSplit(days(UPPER, LOWER, UPPER, LOWER))).toBe('upper_lower');
    expect(planSplit(days(PUSH, PULL, LOWER, PUSH, PULL, LOWER))).toBe('push_pull_legs');
    expect(planSplit(days(UPPER, LOWER, PUSH, PULL, LOWER))).toBe('upper_lower_push_pull_legs');
    expect(planLabelKey(plan('full_body', days(UPPER, LOWER, UPPER, LOWER)))).toBe('splits.upper_lower');
  });

  it('keeps "Full body" for plans whose every day trains the whole body, and for sessions without lifting', () => {
    expect(planLabelKey(plan('full_body', days(FULL, FULL, FULL)))).toBe('muscleGroups.full_body');
    expect(planLabelKey(plan('full_body', days(['mobility'], ['mobility', 'core'])))).toBe('muscleGroups.full_body');
    // Days of different kinds that make no known split.
    expect(planLabelKey(plan('full_body', days(FULL, UPPER, LOWER)))).toBe('muscleGroups.full_body');
  });

  it('keeps the focus of a plan built around one muscle group', () => {
    expect(planLabelKey(plan('chest', days(UPPER, LOWER, UPPER, LOWER)))).toBe('muscleGroups.chest');
  });
});
