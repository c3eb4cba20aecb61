import type { TPlanExercise, TWorkoutPlan } from '#shared/contracts/plans.ts';

/** How a whole-body plan spreads the body over its days, when it splits it. */
export type PlanSplit = 'upper_lower' | 'push_pull_legs' | 'upper_lower_push_pull_legs';

type DayKind = 'full' | 'upper' | 'lower' | 'push' | 'pull';

const UPPER = new Set<string>(['chest', 'back', 'delts', 'biceps', 'triceps']);
const LOWER = new Set<string>(['quads', 'hamstrings', 'glutes', 'calves']);
const PUSH = new Set<string>(['chest', 'triceps']);
const PULL = new Set<string>(['back', 'biceps']);

/** What one day trains; core, cardio and mobility say nothing about the split. */
function dayKind(muscles: ReadonlySet<string>): DayKind | null {
  const has = (group: Set<string>) => [...muscles].some((m) => group.has(m));
  const upper = has(UPPER);
  const lower = has(LOWER);
  if (upper && lower) return 'full';
  if (lower) return 'lower';
  if (!upper) return null;
  const push = has(PUSH);
  const pull = has(PULL);
  if (push && !pull) return 'push';
  if (pull && !push) return 'pull';
  return 'upper';
}

/** The split of a plan from what its days train, or null when every day trains the whole body (or it is no split). */
export function planSplit(exercises: readonly Pick<TPlanExercise, 'day' | 'primaryMuscle'>[]): PlanSplit | null {
  const days = new Map<number, Set<string>>();
  for (const e of exercises) days.set(e.day, (days.get(e.day) ?? new Set()).add(e.primaryMuscle));
  const kinds = new Set([...days.values()].map(dayKind).filter((k): k is DayKind => k !== null));
  const only = (...allowed: DayKind[]) => [...kinds].every((k) => allowed.includes(k));
  const all = (...wanted: DayKind[]) => wanted.every((k) => kinds.has(k));
  if (only('upper', 'lower') && all('upper', 'lower')) return 'upper_lower';
  if (only('push', 'pull', 'lower') && all('push', 'pull', 'lower')) return 'push_pull_legs';
  if (only('upper', 'lower', 'push', 'pull') && all('upper', 'lower', 'push', 'pull'))
    return 'upper_lower_push_pull_legs';
  return null;
}

/**
 * The translation key (plans namespace) of a workout plan's label on /plans: its muscle group, or,
 * for a whole-body plan whose days split the body, the split: a 4-day upper/lower plan trains the
 * full body over the week, yet "Full body" names another kind of plan.
 */
export function planLabelKey(plan: Pick<TWorkoutPlan, 'muscleGroup' | 'exercises'>): string {
  const split = plan.muscleGroup === 'full_body' ? planSplit(plan.exercises) : null;
  return split ? `splits.${split}` : `muscleGroups.${plan.muscleGroup}`;
}
