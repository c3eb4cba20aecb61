import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Muscle } from '#shared/coaching/training.ts';
import type { TExerciseMuscleInput, TExerciseMuscleResult, TUnknownExercise } from '#shared/contracts/progress.ts';
import { customExercises, workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { exerciseByName, muscleOfName } from '../coach/understanding/entities.ts';

/** A name without case and extra spaces: "Zottman  Curl" and "zottman curl" are one exercise. */
export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The same key in SQL, for rows matched by name. */
const keySql = sql`lower(regexp_replace(btrim(${workoutSets.exercise}), '\\s+', ' ', 'g'))`;

export type Identity = {
  /** The library exercise's id, else the name's key. */
  key: string;
  /** The muscle the library (or a muscle named in it: "chest fly") gives; null when nothing fits. */
  muscle: Muscle | null;
  /** The library exercise the name is, else null. */
  exerciseId: string | null;
};

/**
 * Strong and Hevy name an exercise "Bench Press (Dumbbell)", "Triceps Pushdown (Cable - Straight Bar)":
 * the library knows "Dumbbell bench press". The equipment first, or null for a name without it.
 */
function equipmentFirst(name: string): string | null {
  const m = name.match(/^(.*\S)\s*\(([^()]+)\)\s*$/);
  const equipment = m?.[2]?.split(/\s+-\s+|\//)[0]?.trim();
  return m && equipment ? `${equipment} ${m[1]}` : null;
}

/**
 * The fuzzy search over every name in four languages is not free, and a person logs a few dozen
 * names over and over: answers are kept, up to a bound (names are user text).
 */
const known = new Map<string, Identity>();
const MAX_KNOWN = 5000;

/** A logged name's identity: its library exercise by any of its names ("Bench", "press banca"). */
export function identityOf(name: string): Identity {
  const key = nameKey(name);
  const hit = known.get(key);
  if (hit) return hit;
  const reordered = equipmentFirst(name);
  const exercise = (reordered && exerciseByName(reordered)) || exerciseByName(name);
  const identity: Identity = exercise
    ? { key: exercise.id, muscle: exercise.primary, exerciseId: exercise.id }
    : { key, muscle: (reordered && muscleOfName(reordered)) || muscleOfName(name), exerciseId: null };
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(key, identity);
  return identity;
}

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
    .select({ name: workoutSets.exercise, sets: count() })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), isNull(workoutSets.muscle), isNull(workoutSets.seconds)))
    .groupBy(workoutSets.exercise);
  const answered = await customMuscles(deps, userId);
  const byKey = new Map<string, TUnknownExercise>();
  for (const r of rows) {
    const key = nameKey(r.name);
    if (answered.has(key) || identityOf(r.name).muscle) continue;
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
