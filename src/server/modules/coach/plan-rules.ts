import { type Equipment, LANDMARKS, MUSCLES, type Muscle } from '#shared/coaching/training.ts';
import type { TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import { canEquip, EXERCISES, type Exercise, equipmentFor, findExercise, OLYMPIC_LIFTS } from '../library/exercises.ts';
import { athleteOf } from './athlete.ts';
import { weeklySets } from './builtin/volume.ts';
import { allowedExercises, styleEquipment } from './builtin/workout-planner.ts';
import type { CoachProfile } from './profile.ts';

export type Rule = 'injury' | 'equipment' | 'volume' | 'reps' | 'rir' | 'clearance' | 'rest';
export type Violation = { rule: Rule; detail: string };

/** Movements named in any language that load a body part, for exercise names the library does not know. */
const UNKNOWN_LOADS: [RegExp, string][] = [
  [
    /overhead|military|snatch|jerk|press militar|arrancada|envi[oó]n|developpe militaire|arrache|epaule-jete|schulterdr|reissen|stossen|handstand|pino/i,
    'shoulder',
  ],
  [/jump|box jump|burpee|salto|saut|sprung|pistol/i, 'knee'],
  [/good morning|deadlift|peso muerto|souleve de terre|kreuzheben/i, 'lower_back'],
];

/** Quick Olympic lifts named in any language, for names the library does not know. */
const UNKNOWN_OLYMPIC =
  /snatch|\bclean\b|\bjerk|arrancada|envion|cargada|arrache|epaule[- ](jete|en force)|reissen|stossen|umsetzen/i;

const strip = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A quick Olympic lift (clean, snatch, jerk): none before PAR-Q clearance (docs/coaching-guide.md). */
function isOlympicLift(name: string): boolean {
  const known = findExercise(name);
  if (known) return OLYMPIC_LIFTS.has(known.id);
  // A kettlebell clean or snatch is no barbell lift.
  return UNKNOWN_OLYMPIC.test(strip(name)) && !/kettlebell|\bkb\b|pesa rusa|kugelhantel/i.test(name);
}

function maxReps(reps: string): number | null {
  const nums = reps.match(/\d+/g)?.map(Number) ?? [];
  if (/\bs\b|seg|sek|min/.test(reps)) return null; // timed holds
  return nums.length ? Math.max(...nums) : null;
}

/**
 * Every rule of docs/coaching-guide.md a resistance plan must hold for this profile. The weekly
 * minimum for the big muscles is a growth rule: an Olympic plan is held to the maxima only
 * (decision 019).
 */
export function checkWorkoutPlan(plan: TWorkoutPlanInput, profile: CoachProfile, style?: string): Violation[] {
  const v: Violation[] = [];
  const { injured, equipment } = athleteOf(profile);
  const resistance = plan.exercises.filter((e) => (MUSCLES as readonly string[]).includes(e.primaryMuscle));
  for (const e of plan.exercises) {
    const known = findExercise(e.name);
    const loads = known ? known.loads : UNKNOWN_LOADS.filter(([re]) => re.test(strip(e.name))).map(([, p]) => p);
    const hit = loads.find((p) => injured.has(p as never));
    if (hit) v.push({ rule: 'injury', detail: `${e.name} loads the injured ${hit}` });
    if (known && !canEquip(known, equipment))
      v.push({ rule: 'equipment', detail: `${e.name} needs ${known.equipment.join(', ')}` });
    if (profile.parqRequiresClearance && isOlympicLift(e.name))
      v.push({ rule: 'clearance', detail: `${e.name} is an Olympic lift` });
    if (e.restSeconds <= 0 && (MUSCLES as readonly string[]).includes(e.primaryMuscle))
      v.push({ rule: 'rest', detail: `${e.name} has no rest time` });
    // Reps and heavy sets are lifting rules; holds, intervals and durations carry times and distances.
    const top = (MUSCLES as readonly string[]).includes(e.primaryMuscle) ? maxReps(e.reps) : null;
    if (top !== null && (top > 30 || top < 1))
      v.push({ rule: 'reps', detail: `${e.name}: ${e.reps} reps is outside 1-30` });
    if (profile.parqRequiresClearance && (MUSCLES as readonly string[]).includes(e.primaryMuscle)) {
      if (top !== null && top <= 5) v.push({ rule: 'clearance', detail: `${e.name}: ${e.reps} reps is a heavy set` });
      if (e.rir !== undefined && e.rir < 3) v.push({ rule: 'clearance', detail: `${e.name}: RIR ${e.rir} is below 3` });
    }
  }
  for (const e of resistance) {
    if (profile.method === 'rir' && e.rir === undefined) v.push({ rule: 'rir', detail: `${e.name} has no RIR target` });
    if (profile.method === 'fixed_reps' && e.rir !== undefined)
      v.push({ rule: 'rir', detail: `${e.name} has an RIR target on fixed reps` });
  }
  if (resistance.length > 0) {
    for (const [m, s] of weeklySets(resistance)) {
      const { mrv } = LANDMARKS[m];
      if (s.direct > Math.min(20, mrv))
        v.push({ rule: 'volume', detail: `${m}: ${s.direct} direct sets a week is above ${Math.min(20, mrv)}` });
      if (s.effective > mrv + 4)
        v.push({ rule: 'volume', detail: `${m}: ${s.effective} effective sets a week is above its MRV ${mrv}` });
    }
    const sets = weeklySets(resistance);
    const major: Muscle[] =
      plan.muscleGroup === 'full_body' && style !== 'olympic' ? ['chest', 'back', 'quads', 'hamstrings'] : [];
    for (const m of major) {
      const s = sets.get(m)?.effective ?? 0;
      if (s < 10) v.push({ rule: 'volume', detail: `${m}: ${s} effective sets a week is below 10` });
    }
  }
  return v;
}

function substitute(
  e: TPlanExercise,
  pool: Exercise[],
  tools: ReadonlySet<Equipment>,
  language: keyof Exercise['name'],
): TPlanExercise | null {
  const alt = pool.find((x) => x.primary === e.primaryMuscle);
  if (!alt) return null;
  return {
    ...e,
    name: alt.name[language],
    equipment: (equipmentFor(alt, tools) ?? alt.equipment).join(' + ') || 'bodyweight',
  };
}

/**
 * Mends what can be mended in a proposed plan (swap exercises that break an
 * injury or equipment limit, trim volume, fix RIR and heavy sets for the
 * method and the PAR-Q), then checks again. Returns the plan only if every
 * rule now holds; otherwise the remaining violations, and nothing is saved.
 */
export function repairWorkoutPlan(
  plan: TWorkoutPlanInput,
  profile: CoachProfile,
  style: string,
  language: keyof Exercise['name'],
): { plan: TWorkoutPlanInput; violations: [] } | { plan: null; violations: Violation[] } {
  const pool = allowedExercises(profile, style);
  const tools = styleEquipment(profile, style);
  const { injured, equipment } = athleteOf(profile);
  const breaks = (e: TPlanExercise) => {
    const known = findExercise(e.name);
    const loads = known ? known.loads : UNKNOWN_LOADS.filter(([re]) => re.test(strip(e.name))).map(([, p]) => p);
    return (
      loads.some((p) => injured.has(p as never)) ||
      Boolean(known && !canEquip(known, equipment)) ||
      (profile.parqRequiresClearance && isOlympicLift(e.name))
    );
  };
  // A plan built mostly on movements this person must not do is refused, not patched.
  const broken = plan.exercises.filter(breaks).length;
  if (broken * 2 > plan.exercises.length) return { plan: null, violations: checkWorkoutPlan(plan, profile, style) };
  let exercises: TPlanExercise[] = [];
  for (const e of plan.exercises) {
    const fixed = breaks(e) ? substitute(e, pool, tools, language) : e;
    if (fixed) exercises.push(fixed);
  }
  exercises = exercises.map((e) => {
    if (!(MUSCLES as readonly string[]).includes(e.primaryMuscle)) return e;
    const compound = findExercise(e.name)?.compound ?? true;
    let rir = profile.method === 'rir' ? (e.rir ?? (compound ? 2 : 1)) : undefined;
    let reps = e.reps;
    if (profile.parqRequiresClearance) {
      if (rir !== undefined) rir = Math.max(rir, 3);
      const top = maxReps(reps);
      if (top !== null && top <= 5) reps = '8-12';
    }
    const { rir: _drop, ...rest } = e;
    return {
      ...rest,
      reps,
      restSeconds: e.restSeconds > 0 ? e.restSeconds : compound ? 120 : 75,
      ...(rir !== undefined ? { rir } : {}),
    };
  });
  // Trim weekly volume to the limits, taking sets from the muscle's last exercises first.
  for (const [m, s] of weeklySets(exercises)) {
    let excess = s.direct - Math.min(20, LANDMARKS[m].mrv);
    for (let i = exercises.length - 1; i >= 0 && excess > 0; i--) {
      const e = exercises[i] as TPlanExercise;
      if (e.primaryMuscle !== m) continue;
      const cut = Math.min(excess, e.sets - 1);
      exercises[i] = { ...e, sets: e.sets - cut };
      excess -= cut;
    }
  }
  const repaired = { ...plan, exercises };
  const remaining = checkWorkoutPlan(repaired, profile, style);
  return remaining.length === 0 ? { plan: repaired, violations: [] } : { plan: null, violations: remaining };
}

export { EXERCISES, weeklySets };
