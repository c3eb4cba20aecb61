import type { TLogWorkoutInput } from '#shared/contracts/plans.ts';
import type { Deps } from '../../app.ts';
import { workoutSets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { muscleOfName } from '../coach/understanding/entities.ts';

/** Stores performed sets (from a coach's log_workout or the workout logger); returns a short summary. */
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
      muscle: muscleOfName(s.exercise),
      weightKg: String(s.weightKg),
      reps: s.reps,
      rir: s.rir ?? null,
      performedAt,
    })),
  );
  const groups = new Map<string, number>();
  for (const s of input.sets) {
    const key = `${s.exercise} ${s.weightKg} kg × ${s.reps}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return { summary: [...groups].map(([k, n]) => `${n} × ${k}`).join(', '), sets: input.sets.length };
}
