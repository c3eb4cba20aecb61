import { and, eq, gt } from 'drizzle-orm';
import { workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { LoggedSet } from './compute.ts';
import { identityOf, nameKey } from './exercise-identity.ts';

const DAY = 86_400_000;

/**
 * The person's sets since a time (or of the last `since` days), each with its exercise's identity:
 * "Bench" and "Barbell bench press" are one exercise, and a row stored without a muscle (logged before
 * its name was known) gets the library's. Timed work keeps no muscle (decision 018).
 */
export async function loadSets(deps: Deps, userId: string, since: number | Date): Promise<LoggedSet[]> {
  const from = typeof since === 'number' ? new Date(Date.now() - since * DAY) : since;
  // Only the columns the figures read: two years of logs are some 30,000 rows.
  const rows = await deps.db
    .select({
      exercise: workoutSets.exercise,
      muscle: workoutSets.muscle,
      weightKg: workoutSets.weightKg,
      reps: workoutSets.reps,
      rir: workoutSets.rir,
      seconds: workoutSets.seconds,
      performedAt: workoutSets.performedAt,
      source: workoutSets.source,
      exerciseKey: workoutSets.exerciseKey,
    })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), gt(workoutSets.performedAt, from)));
  return rows.map((r) => {
    // Sets stored with their identity (imports, the logger: issue 25) are not matched again.
    const identity = r.seconds === null && r.exerciseKey === null ? identityOf(r.exercise) : null;
    return {
      exercise: r.exercise,
      muscle: r.muscle ?? identity?.muscle ?? null,
      weightKg: Number(r.weightKg),
      reps: r.reps,
      rir: r.rir,
      seconds: r.seconds,
      performedAt: r.performedAt,
      key: (r.seconds === null ? r.exerciseKey : null) ?? identity?.key ?? nameKey(r.exercise),
      backfilled: r.source !== null,
    };
  });
}
