import type { BodyPart } from '#shared/coaching/injuries.ts';
import type { TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { EXERCISES, type Exercise } from '../../../library/exercises.ts';
import type { CoachProfile } from '../../profile.ts';
import { exerciseByName } from '../../understanding/entities.ts';
import type { Understanding } from '../../understanding/understand.ts';
import { allowedExercises } from '../workout-planner.ts';

/**
 * A pain-free substitute: a near variation of the exercise that spares the
 * part, else the same primary muscle, not loading the sore part or any
 * injured one, with the person's equipment; the same kind of movement
 * (compound or isolation) when there is one.
 */
export function substituteFor(
  exercise: Exercise,
  part: BodyPart | null,
  profile: CoachProfile,
  style: string,
  avoid: ReadonlySet<string> = new Set(),
): Exercise | undefined {
  const spares = (e: Exercise) => e.id !== exercise.id && !avoid.has(e.id) && (!part || !e.loads.includes(part));
  const usable = allowedExercises(profile, style);
  // A near variation first, even one the plan has on another day: the pull for a clean whose catch hurts.
  for (const id of exercise.variants ?? []) {
    const variant = usable.find((e) => e.id === id && (!part || !e.loads.includes(part)));
    if (variant) return variant;
  }
  const allowed = usable.filter((e) => e.primary === exercise.primary && spares(e));
  const pool =
    allowed.length > 0
      ? allowed
      : EXERCISES.filter((e) => e.primary === exercise.primary && e.equipment.length === 0 && !e.onlyFor && spares(e));
  return [...pool].sort(
    (a, b) =>
      Number(b.compound === exercise.compound) - Number(a.compound === exercise.compound) ||
      a.loads.length - b.loads.length,
  )[0];
}

export type Swap = { from: Exercise; fromName: string; to: Exercise; days: number[] };

function planLibrary(plan: TWorkoutPlanInput): { e: TPlanExercise; lib: Exercise | undefined }[] {
  return plan.exercises.map((e) => ({ e, lib: exerciseByName(e.name) }));
}

/**
 * Which exercise of the plan a message wants replaced, and by what: an
 * exercise it names, else the first one that loads the body part it names;
 * the replacement is a second exercise it names, else a substitute that spares
 * that part.
 */
export function findSwap(plan: TWorkoutPlanInput, u: Understanding, profile: CoachProfile, style: string): Swap | null {
  const entries = planLibrary(plan);
  const inPlan = new Set(entries.map((x) => x.lib?.id).filter(Boolean) as string[]);
  const named = u.exercises.map((m) => m.exercise);
  const part = u.bodyParts[0] ?? null;
  let from = named.find((e) => inPlan.has(e.id));
  // A named exercise that is not in the plan: its cousin that is ("sentadillas" → the goblet squat of the plan).
  const first = named[0];
  if (!from && first)
    from = entries.find((x) => x.lib && x.lib.primary === first.primary && (!part || x.lib.loads.includes(part)))?.lib;
  if (!from && part) from = entries.find((x) => x.lib?.loads.includes(part))?.lib;
  if (!from) return null;
  // "Swap the split squats for leg press": the second name is the wish, if the person can do it safely.
  const spare = part ?? from.loads[0] ?? null;
  const allowed = new Set(allowedExercises(profile, style).map((e) => e.id));
  const requested = u.has('swap')
    ? named.find(
        (e) => e.id !== from?.id && !inPlan.has(e.id) && allowed.has(e.id) && !(spare && e.loads.includes(spare)),
      )
    : undefined;
  const to = requested ?? substituteFor(from, spare, profile, style, inPlan);
  if (!to) return null;
  const target = from;
  const hits = entries.filter((x) => x.lib?.id === target.id);
  return {
    from: target,
    fromName: hits[0]?.e.name ?? target.name.en,
    to,
    days: [...new Set(hits.map((x) => x.e.day))],
  };
}

/** The plan with the swap made: same sets, reps, RIR and rest; the new exercise's name and equipment. */
export function applySwap(plan: TWorkoutPlanInput, swap: Swap, lng: Language): TWorkoutPlanInput {
  return {
    ...plan,
    exercises: plan.exercises.map((e) =>
      exerciseByName(e.name)?.id === swap.from.id
        ? {
            ...e,
            name: swap.to.name[lng],
            equipment: swap.to.equipment.length ? swap.to.equipment.join(' + ') : 'bodyweight',
          }
        : e,
    ),
  };
}
