import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Muscle } from '#shared/coaching/training.ts';
import type { TExerciseMuscleInput, TExerciseMuscleResult, TUnknownExercise } from '#shared/contracts/progress.ts';
import { customExercises, workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { identityOf, nameKey } from './identity-of.ts';

/** What a logged name is (`identity-of.ts`, no database: the import's worker thread uses it too). */
export { type Identity, identityOf, nameKey } from './identity-of.ts';

/** The same key in SQL, for rows matched by name. */
const keySql = sql`lower(regexp_replace(btrim(${workoutSets.exercise}), '\\s+', ' ', 'g'))`;

/** The person's answers: name key → muscle (null: trains none). */
export async function customMuscles(deps: Deps, userId: string): Promise<Map<string, Muscle | null>> {
  const rows = await deps.db
    .select({ nameKey: customExercises.nameKey, muscle: customExercises.muscle })
    .from(customExercises)
    .where(eq(customExercises.userId, userId));
  return new Map(rows.map((r) => [r.nameKey, r.muscle as Muscle | null]));
}

/**
 * Lifted exercises whose name maps to nothing and that the person has not been asked about yet, with
 * how many sets each has: /progress asks which muscle each trains, once.
 */
export async function unknownExercises(deps: Deps, userId: string): Promise<TUnknownExercise[]> {
  const rows = await deps.db
    .select({
      name: workoutSets.exercise,
      sets: count(),
      // Rows stored with their identity (issue 25) and no muscle are unknown as stored; only older
      // rows need the name matched again.
      unmatched: sql<number>`count(*) filter (where ${workoutSets.exerciseKey} is null)`,
    })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), isNull(workoutSets.muscle), isNull(workoutSets.seconds)))
    .groupBy(workoutSets.exercise);
  const answered = await customMuscles(deps, userId);
  const byKey = new Map<string, TUnknownExercise>();
  for (const r of rows) {
    const key = nameKey(r.name);
    if (answered.has(key) || (Number(r.unmatched) > 0 && identityOf(r.name).muscle)) continue;
    const cur = byKey.get(key);
    byKey.set(key, { name: cur?.name ?? r.name.trim(), sets: (cur?.sets ?? 0) + Number(r.sets) });
  }
  return [...byKey.values()].sort((a, b) => b.sets - a.sets || a.name.localeCompare(b.name));
}

/**
 * Remembers which muscle a name the library does not know trains (null: none), and gives it to the
 * sets already logged under that name; later sets get it when logged (`logWorkout`).
 */
export async function rememberExerciseMuscle(
  deps: Deps,
  userId: string,
  input: TExerciseMuscleInput,
): Promise<TExerciseMuscleResult> {
  const name = input.name.trim();
  if (identityOf(name).muscle) throw new AppError('VALIDATION_FAILED', 'This exercise is in the library');
  const key = nameKey(name);
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(customExercises)
      .values({ userId, nameKey: key, name, muscle: input.muscle })
      .onConflictDoUpdate({
        target: [customExercises.userId, customExercises.nameKey],
        set: { name, muscle: input.muscle },
      });
    const updated = await tx
      .update(workoutSets)
      .set({ muscle: input.muscle })
      .where(and(eq(workoutSets.userId, userId), isNull(workoutSets.seconds), sql`${keySql} = ${key}`))
      .returning({ id: workoutSets.id });
    return { name, muscle: input.muscle, sets: updated.length };
  });
}
