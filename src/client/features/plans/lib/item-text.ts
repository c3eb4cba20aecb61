import type { TPlanExercise, TWorkoutPlan } from '#shared/contracts/plans.ts';

/**
 * The dose of a plan item in its own words: sets × reps for lifting, the hold
 * ("3 min each side"), the interval block ("10 × 30 s / 30 s · hard") or the
 * duration ("40 min · zone 2"). The coach writes `reps` and `effort` in the
 * plan's language.
 */
export function itemDose(e: TPlanExercise): string {
  switch (e.kind) {
    case 'hold':
      return e.reps;
    case 'duration':
      return e.effort ? `${e.reps} · ${e.effort}` : e.reps;
    case 'interval':
      return `${e.sets} × ${e.reps}${e.effort ? ` · ${e.effort}` : ''}`;
    default:
      return `${e.sets} × ${e.reps}`;
  }
}

/** Whether an item is lifting (sets, reps, RIR and rest apply). */
export const isLifting = (e: TPlanExercise) => !e.kind || e.kind === 'sets';

/** Whether an item runs on a clock in the session player: a hold, an interval block or a duration. */
export const isTimed = (e: TPlanExercise) => e.kind === 'hold' || e.kind === 'interval' || e.kind === 'duration';

/** Plans with timed work (yoga, mobility, intervals, durations) open the session player (decision 018). */
export const isGuided = (plan: TWorkoutPlan) => plan.exercises.some(isTimed);

/**
 * Plans with lifting keep the set logger. A mobility routine's drills are counted in reps but carry
 * no weight: they are steps of its guided session.
 */
export const usesSetLogger = (plan: TWorkoutPlan) =>
  plan.exercises.some((e) => isLifting(e) && e.primaryMuscle !== 'mobility' && e.primaryMuscle !== 'cardio');
