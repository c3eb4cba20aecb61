import { desc, eq } from 'drizzle-orm';
import type { THealthScoreEntry, TMuscleRecovery, TOneRmPoint } from '#shared/contracts/progress.ts';
import { workoutPlans } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { healthScores, muscleRecovery, oneRmHistory } from './compute.ts';
import { loadSets } from './load-sets.ts';

/** Training days a week the health score expects of someone without a plan. */
const DEFAULT_TARGET_SESSIONS = 3;

/** Each muscle's recovery from the sets of the last 30 days. */
export async function readMuscleRecovery(deps: Deps, user: SessionUser): Promise<TMuscleRecovery[]> {
  return muscleRecovery(await loadSets(deps, user.id, 30));
}

/**
 * The last 8 weeks' health scores, from the sets of the last 60 days; the weekly target is the number
 * of days of the newest workout plan.
 */
export async function readHealthScores(deps: Deps, user: SessionUser): Promise<THealthScoreEntry[]> {
  const [plan] = await deps.db
    .select({ exercises: workoutPlans.exercises })
    .from(workoutPlans)
    .where(eq(workoutPlans.userId, user.id))
    .orderBy(desc(workoutPlans.createdAt))
    .limit(1);
  const target = plan ? new Set(plan.exercises.map((e) => e.day)).size : DEFAULT_TARGET_SESSIONS;
  return healthScores(await loadSets(deps, user.id, 60), target, new Date(), 8, user.timeZone);
}

/** The best estimated 1RM of each exercise on each of the person's days, over the last year. */
export async function readOneRmHistory(deps: Deps, user: SessionUser): Promise<TOneRmPoint[]> {
  return oneRmHistory(await loadSets(deps, user.id, 365), user.timeZone);
}
