import { and, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../app.ts';
import { workoutSets } from '../../db/schema/index.ts';
import type { LoggedSet } from './compute.ts';
import { identityOf, nameKey } from './exercise-identity.ts';

const DAY = 86_400_000;

/**
 * The person's sets of the last `sinceDays`, each with its exercise's identity: "Bench" and
 * "Barbell bench press" are one exercise, and a row stored without a muscle (logged before its name
 * was known) gets the library's. Timed work keeps no muscle (decision 018).
 */
export async function loadSets(deps: Deps, userId: string, sinceDays: number): Promise<LoggedSet[]> {
  const rows = await deps.db
    .select()
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), gt(workoutSets.performedAt, new Date(Date.now() - sinceDays * DAY))));
  return rows.map((r) => {
    const identity = r.seconds === null ? identityOf(r.exercise) : null;
    return {
      exercise: r.exercise,
      muscle: r.muscle ?? identity?.muscle ?? null,
      weightKg: Number(r.weightKg),
      reps: r.reps,
      rir: r.rir,
      seconds: r.seconds,
      performedAt: r.performedAt,
      key: identity?.key ?? nameKey(r.exercise),
    };
  });
}
