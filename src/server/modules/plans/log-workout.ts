import type { TLogWorkoutInput } from '#shared/contracts/plans.ts';
import type { Deps } from '../../app.ts';
import { workoutSets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { customMuscles, identityOf, nameKey } from '../progress/exercise-identity.ts';

/**
 * Stores performed sets (from a coach's log_workout, the workout logger or a guided session's timed
 * work); returns a short summary.
 */
export async function logWorkout(
  deps: Deps,
  userId: string,
  input: TLogWorkoutInput,
): Promise<{ summary: string; sets: number }> {
  const performedAt = input.date ? new Date(input.date) : new Date();
  if (Number.isNaN(performedAt.getTime()) || performedAt.getTime() > Date.now() + 86_400_000) {
    throw new AppError('VALIDATION_FAILED', 'Invalid workout date');
  }
  // Any name of a library exercise, in any language ("Bench", "press banca"), finds its muscle; a
  // name the library does not know gets the muscle its owner said it trains (issue 16).
  // Timed work (a pose, intervals) does not count towards a muscle's sets and recovery.
  const muscles = input.sets.map((s) => (s.seconds === undefined ? identityOf(s.exercise).muscle : null));
  const custom = input.sets.some((s, i) => s.seconds === undefined && muscles[i] === null)
    ? await customMuscles(deps, userId)
    : new Map<string, string | null>();
  await deps.db.insert(workoutSets).values(
    input.sets.map((s, i) => ({
      userId,
      exercise: s.exercise,
      muscle: muscles[i] ?? custom.get(nameKey(s.exercise)) ?? null,
      weightKg: String(s.weightKg),
      reps: s.reps,
      rir: s.rir ?? null,
      seconds: s.seconds ?? null,
      performedAt,
    })),
  );
  const groups = new Map<string, number>();
  for (const s of input.sets) {
    const key = s.seconds === undefined ? `${s.exercise} ${s.weightKg} kg × ${s.reps}` : `${s.exercise} ${s.seconds} s`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return { summary: [...groups].map(([k, n]) => `${n} × ${k}`).join(', '), sets: input.sets.length };
}
