import type { TLogWorkoutInput } from '#shared/contracts/plans.ts';
import type { Tx } from '../../db/client.ts';
import { workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
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
  /** Called inside the transaction that stores the sets (the Idempotency-Key's answer). */
  commit: (tx: Tx, answer: { summary: string; sets: number }) => Promise<void> = async () => {},
): Promise<{ summary: string; sets: number }> {
  const performedAt = input.date ? new Date(input.date) : new Date();
  if (Number.isNaN(performedAt.getTime()) || performedAt.getTime() > Date.now() + 86_400_000) {
    throw new AppError('VALIDATION_FAILED', 'Invalid workout date');
  }
  // Any name of a library exercise, in any language ("Bench", "press banca"), finds its muscle; a
  // name the library does not know gets the muscle its owner said it trains (issue 16).
  // Timed work (a pose, intervals) does not count towards a muscle's sets and recovery.
  const identities = input.sets.map((s) => (s.seconds === undefined ? identityOf(s.exercise) : null));
  const muscles = identities.map((identity) => identity?.muscle ?? null);
  const custom = input.sets.some((s, i) => s.seconds === undefined && muscles[i] === null)
    ? await customMuscles(deps, userId)
    : new Map<string, string | null>();
  const groups = new Map<string, number>();
  for (const s of input.sets) {
    const key = s.seconds === undefined ? `${s.exercise} ${s.weightKg} kg × ${s.reps}` : `${s.exercise} ${s.seconds} s`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const answer = { summary: [...groups].map(([k, n]) => `${n} × ${k}`).join(', '), sets: input.sets.length };
  // The sets and the key's answer commit together: a retry after an instance died replays, never logs twice.
  await deps.db.transaction(async (tx) => {
    await tx.insert(workoutSets).values(
      input.sets.map((s, i) => ({
        userId,
        exercise: s.exercise,
        muscle: muscles[i] ?? custom.get(nameKey(s.exercise)) ?? null,
        // Its identity is stored with it: reads never match its name again (issue 25).
        exerciseKey: identities[i]?.key ?? null,
        weightKg: String(s.weightKg),
        reps: s.reps,
        rir: s.rir ?? null,
        seconds: s.seconds ?? null,
        performedAt,
      })),
    );
    await commit(tx, answer);
  });
  return answer;
}
