import type { TLogWorkoutInput } from '#shared/contracts/plans.ts';
import type { Deps } from '../../app.ts';
import { workoutSets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { muscleOfName } from '../coach/understanding/entities.ts';

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
  await deps.db.insert(workoutSets).values(
    input.sets.map((s) => ({
      userId,
      exercise: s.exercise,
      // Any name of a library exercise, in any language ("Bench", "press banca"), finds its muscle.
      // Timed work (a pose, intervals) does not count towards a muscle's sets and recovery.
      muscle: s.seconds === undefined ? muscleOfName(s.exercise) : null,
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
