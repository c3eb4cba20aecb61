import { and, eq } from 'drizzle-orm';
import type { TPreviousPerformance } from '#shared/contracts/plans.ts';
import { localDay } from '#shared/time.ts';
import { workoutPlans } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { exerciseByName } from '../coach/understanding/entities.ts';
import { exerciseKey } from '../progress/compute.ts';
import { identityOf } from '../progress/exercise-identity.ts';
import { loadSets } from '../progress/load-sets.ts';

/**
 * For each lifting exercise of a plan day, the sets of the last day it was done (any name of the same
 * exercise counts: "Bench" last time, "Barbell bench press" in the plan), in the order logged.
 */
export async function previousPerformance(
  deps: Deps,
  user: { id: string; timeZone: string },
  planId: string,
  day: number,
): Promise<TPreviousPerformance> {
  const [plan] = await deps.db
    .select({ exercises: workoutPlans.exercises })
    .from(workoutPlans)
    .where(and(eq(workoutPlans.id, planId), eq(workoutPlans.userId, user.id)));
  if (!plan) throw new AppError('NOT_FOUND', 'Plan not found');
  const names = [
    ...new Set(plan.exercises.filter((e) => e.day === day && (!e.kind || e.kind === 'sets')).map((e) => e.name)),
  ];
  const sets = (await loadSets(deps, user.id, 365))
    .filter((s) => !s.seconds)
    .sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime());
  return names.map((name) => {
    const key = identityOf(name).key;
    const mine = sets.filter((s) => exerciseKey(s) === key);
    const last = mine.at(-1);
    const lastDay = last ? localDay(user.timeZone, last.performedAt) : null;
    const session = lastDay ? mine.filter((s) => localDay(user.timeZone, s.performedAt) === lastDay) : [];
    return {
      exercise: name,
      compound: exerciseByName(name)?.compound ?? false,
      performedAt: last ? last.performedAt.toISOString() : null,
      sets: session.map((s) => ({ weightKg: s.weightKg, reps: s.reps, rir: s.rir })),
    };
  });
}
