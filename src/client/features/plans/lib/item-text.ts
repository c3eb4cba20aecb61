import type { TPlanExercise } from '#shared/contracts/plans.ts';

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
