import type { BodyPart } from '#shared/coaching/injuries.ts';
import { type Equipment, LANDMARKS, type Muscle } from '#shared/coaching/training.ts';
import type { TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import type { Language } from '#shared/i18n/languages.ts';
import {
  canEquip,
  EXERCISES,
  type Exercise,
  equipmentFor,
  findExercise,
  OLYMPIC_LIFTS,
} from '../../library/exercises.ts';
import { athleteOf } from '../athlete.ts';
import type { CoachProfile } from '../profile.ts';
import { PLAN_TEXTS } from './plan-texts.ts';
import { trimToRecoverable } from './volume.ts';

type DayKind = 'full' | 'upper' | 'lower' | 'push' | 'pull' | 'legs';

const DAY_MUSCLES: Record<DayKind, Muscle[]> = {
  full: ['quads', 'hamstrings', 'chest', 'back', 'delts', 'glutes', 'biceps', 'triceps', 'calves', 'core'],
  upper: ['chest', 'back', 'delts', 'biceps', 'triceps'],
  lower: ['quads', 'hamstrings', 'glutes', 'calves', 'core'],
  push: ['chest', 'delts', 'triceps'],
  pull: ['back', 'delts', 'biceps'],
  legs: ['quads', 'hamstrings', 'glutes', 'calves', 'core'],
};

/** Novices 2-3 full-body sessions; each muscle about twice a week (ACSM 2009). */
export function splitFor(days: number): DayKind[] {
  if (days <= 3) return Array(days).fill('full');
  if (days === 4) return ['upper', 'lower', 'upper', 'lower'];
  if (days === 5) return ['upper', 'lower', 'push', 'pull', 'legs'];
  return ['push', 'pull', 'legs', 'push', 'pull', 'legs'];
}

export const DEFAULT_DAYS = { beginner: 3, intermediate: 4, advanced: 5 } as const;

/** Weekly direct sets per muscle: beginners near 10, more with experience, inside each muscle's landmarks. */
function weeklyTarget(muscle: Muscle, level: CoachProfile['level'], focus: Set<Muscle>): number {
  const base = { beginner: 10, intermediate: 12, advanced: 14 }[level];
  const small =
    muscle === 'biceps' || muscle === 'triceps' || muscle === 'calves' || muscle === 'core' || muscle === 'glutes';
  let target = small ? base - 4 : base;
  if (muscle === 'delts') target = base - 2;
  if (focus.has(muscle)) target += 4;
  const { mev, mrv } = LANDMARKS[muscle];
  return Math.max(Math.min(target, mrv, 20), mev, 4);
}

export type WorkoutRequest = {
  style: string;
  days?: number;
  focus?: TWorkoutPlanInput['muscleGroup'];
};

const FOCUS_MUSCLES: Record<TWorkoutPlanInput['muscleGroup'], Muscle[]> = {
  chest: ['chest'],
  back: ['back'],
  legs: ['quads', 'hamstrings', 'glutes'],
  shoulders: ['delts'],
  arms: ['biceps', 'triceps'],
  core: ['core'],
  full_body: [],
};

/** The equipment a style works with, among what the person has (a style narrows the tools to its own). */
export function styleEquipment(profile: CoachProfile, style: string): ReadonlySet<Equipment> {
  const { equipment: owned } = athleteOf(profile);
  const styleTools: Partial<Record<string, Equipment[]>> = {
    bodyweight: ['bodyweight', 'band', 'pullup_bar'],
    // Without a kettlebell, a dumbbell is the nearest bell: swings, cleans, snatches and get-ups.
    kettlebell: ['bodyweight', owned.has('kettlebell') ? 'kettlebell' : 'dumbbell', 'band', 'pullup_bar'],
  };
  const narrowed = styleTools[style];
  return narrowed ? new Set(narrowed.filter((e) => owned.has(e))) : owned;
}

/**
 * Exercises a person can do: equipment they have, nothing that loads an injured part, no Olympic
 * lift before PAR-Q clearance; a style's own movements only in that style's plans (decision 019).
 */
export function allowedExercises(profile: CoachProfile, style: string): Exercise[] {
  const { injured } = athleteOf(profile);
  const equipment = styleEquipment(profile, style);
  return EXERCISES.filter(
    (e) =>
      (!e.onlyFor || (e.onlyFor as readonly string[]).includes(style)) &&
      canEquip(e, equipment) &&
      !e.loads.some((p: BodyPart) => injured.has(p)) &&
      !(profile.parqRequiresClearance && OLYMPIC_LIFTS.has(e.id)),
  );
}

/**
 * Whether a plan's claim "exercises that load your injured area were left out" is true: no item
 * of the plan is a library exercise that loads an injured part. The claim is said only then.
 */
export function sparesInjuries(exercises: readonly TPlanExercise[], profile: CoachProfile): boolean {
  const { injured } = athleteOf(profile);
  return injured.size > 0 && exercises.every((e) => !(findExercise(e.name)?.loads ?? []).some((p) => injured.has(p)));
}

type Prescription = { reps: string; rir: number | undefined; rest: number };

function prescribe(profile: CoachProfile, style: string, ex: Exercise): Prescription {
  const strength = profile.goal === 'get_stronger' || style === 'powerlifting' || style === 'olympic';
  const cleared = !profile.parqRequiresClearance;
  let reps: string;
  let rest: number;
  if (['plank', 'side_plank', 'wall_sit', 'towel_curl', 'isometric_triceps_press', 'palm_press'].includes(ex.id)) {
    reps = '30-45 s';
    rest = 60;
  } else if (strength && ex.compound && cleared && profile.level !== 'beginner') {
    reps = style === 'powerlifting' ? '3-5' : '4-6';
    rest = 180;
  } else if (ex.compound) {
    reps = profile.goal === 'lose_weight' || profile.goal === 'improve_health' ? '8-12' : '6-10';
    rest = 120;
  } else {
    reps = '10-15';
    rest = 75;
  }
  // PAR-Q clearance: no loaded sets of 5 reps or fewer.
  if (!cleared && /^[1-5]-[1-6]$/.test(reps)) reps = '8-12';
  let rir: number | undefined;
  if (profile.method === 'rir') {
    rir = ex.compound ? (profile.level === 'beginner' ? 3 : 2) : profile.level === 'beginner' ? 2 : 1;
    if (!cleared) rir = Math.max(rir, 3);
  }
  return { reps, rir, rest };
}

/**
 * A resistance plan from the profile (docs/coaching-guide.md): split from the days,
 * exercises by equipment and injuries, weekly sets per muscle inside the
 * landmarks, reps by goal, RIR targets or fixed reps, rest times, and
 * progression and deload notes in the description.
 */
export function planWorkout(profile: CoachProfile, request: WorkoutRequest, language: Language): TWorkoutPlanInput {
  const t = PLAN_TEXTS[language];
  const days = Math.min(Math.max(request.days ?? DEFAULT_DAYS[profile.level], 2), 6);
  const split = splitFor(days);
  const focus = new Set(FOCUS_MUSCLES[request.focus ?? 'full_body']);
  const pool = allowedExercises(profile, request.style);
  const tools = styleEquipment(profile, request.style);
  const { injured } = athleteOf(profile);
  const exercises: TPlanExercise[] = [];
  const rotation = new Map<Muscle, number>();

  const frequency = new Map<Muscle, number>();
  for (const kind of split) for (const m of DAY_MUSCLES[kind]) frequency.set(m, (frequency.get(m) ?? 0) + 1);

  split.forEach((kind, index) => {
    const day = index + 1;
    for (const muscle of DAY_MUSCLES[kind]) {
      const options = pool.filter((e) => e.primary === muscle);
      if (options.length === 0) continue;
      const perSession = Math.max(
        1,
        Math.ceil(weeklyTarget(muscle, profile.level, focus) / (frequency.get(muscle) ?? 1)),
      );
      // Compounds first for the big muscles; more than 4 sets in a session are split over two exercises.
      const ordered = [...options].sort((a, b) => Number(b.compound) - Number(a.compound));
      const parts = perSession > 4 ? [Math.ceil(perSession / 2), Math.floor(perSession / 2)] : [perSession];
      const start = rotation.get(muscle) ?? 0;
      parts.forEach((sets, k) => {
        const ex = ordered[(start + k) % ordered.length] as Exercise;
        if (k > 0 && ex === ordered[start % ordered.length]) return;
        const p = prescribe(profile, request.style, ex);
        const spared = EXERCISES.filter((e) => e.primary === muscle && e.loads.some((l) => injured.has(l)));
        const notes = [
          profile.method === 'rir' && p.rir !== undefined ? t.rirNote(p.rir) : t.fixedNote,
          spared.length > 0 && ex.loads.length === 0 && injured.size > 0 ? t.sparedNote : '',
        ]
          .filter(Boolean)
          .join(' ');
        exercises.push({
          name: ex.name[language],
          sets,
          reps: p.reps,
          day,
          primaryMuscle: muscle,
          equipment: (equipmentFor(ex, tools) ?? ex.equipment).join(' + ') || 'bodyweight',
          ...(p.rir !== undefined ? { rir: p.rir } : {}),
          restSeconds: p.rest,
          notes,
        });
      });
      rotation.set(muscle, start + 1);
    }
  });

  const kept = trimToRecoverable(exercises);
  const difficulty = profile.level;
  const durationWeeks = profile.level === 'beginner' ? 6 : 5;
  const splitName =
    t.splitNames[split[0] === 'full' ? 'full' : days === 4 ? 'upperLower' : days === 5 ? 'hybrid' : 'ppl'];
  return {
    name: t.planName(splitName, days),
    muscleGroup: request.focus ?? 'full_body',
    difficulty,
    description: [
      t.intro(days, durationWeeks),
      profile.method === 'rir' ? t.rirBlock : t.fixedBlock,
      t.progression,
      t.deload(durationWeeks),
      profile.parqRequiresClearance ? t.clearance : '',
      sparesInjuries(kept, profile) ? t.injuryNote : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    durationWeeks,
    exercises: kept,
  };
}
