import { LANDMARKS, MUSCLES, type Muscle } from '#shared/coaching/training.ts';
import type { TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import agentsDe from '#shared/i18n/agents/de.json' with { type: 'json' };
import agentsEn from '#shared/i18n/agents/en.json' with { type: 'json' };
import agentsEs from '#shared/i18n/agents/es.json' with { type: 'json' };
import agentsFr from '#shared/i18n/agents/fr.json' with { type: 'json' };
import type { Language } from '#shared/i18n/languages.ts';
import { type Exercise, equipmentFor, OLYMPIC_LIFTS } from '../../library/exercises.ts';
import { athleteOf } from '../athlete.ts';
import type { CoachProfile } from '../profile.ts';
import { LIFTING_STYLE_TEXTS, type OlympicHold, type PullOf } from './lifting-style-texts.ts';
import { PLAN_TEXTS } from './plan-texts.ts';
import { EQUIPMENT_TEXTS } from './style-equipment-texts.ts';
import { STYLE_TEXTS } from './style-texts.ts';
import { weeklySets } from './volume.ts';
import { allowedExercises, planWorkout, sparesInjuries, styleEquipment } from './workout-planner.ts';

const STYLE_NAMES: Record<Language, { styles: Record<string, { name: string }> }> = {
  en: agentsEn,
  es: agentsEs,
  fr: agentsFr,
  de: agentsDe,
};

/** Lifting styles with a planner of their own (decisions 019 and 039); the other lifting styles use planWorkout. */
export const OWN_LIFTING_STYLES = ['olympic', 'kettlebell', 'powerlifting'] as const;
export type OwnLiftingStyle = (typeof OWN_LIFTING_STYLES)[number];
export const hasOwnLiftingPlanner = (s: string): s is OwnLiftingStyle =>
  (OWN_LIFTING_STYLES as readonly string[]).includes(s);

type Level = CoachProfile['level'];
type ByLevel<T> = Record<Level, T>;

/** Sessions a week unless asked: the lifts are practised 2-4 times a week (decision 019). */
const DEFAULT_DAYS: ByLevel<number> = { beginner: 3, intermediate: 3, advanced: 4 };

/** One line of a session: the first of its candidates the person can do, with its dose. */
type Slot = {
  ids: readonly string[];
  sets: number;
  reps: string;
  rest: number;
  /** RIR target when the person trains by RIR (raised to 3 before PAR-Q clearance). */
  rir: number;
  perSide?: boolean;
  note?: string;
  /** Technique work before the lifts: no RIR, not counted as hard sets. */
  drill?: boolean;
  /** The note is the whole cue (a get-up is one slow rep a side, not reps short of failure). */
  cueOnly?: boolean;
};

type Ctx = { profile: CoachProfile; lng: Language; allowed: Map<string, Exercise>; style: OwnLiftingStyle };

function pick(ids: readonly string[], ctx: Ctx): Exercise | undefined {
  for (const id of ids) {
    const e = ctx.allowed.get(id);
    if (e) return e;
  }
  return undefined;
}

/** Holds a fallback may land on: timed, like the lifting planner's (30-45 s). */
const TIMED = new Set(['plank', 'side_plank', 'wall_sit']);

function item(ex: Exercise, slot: Slot, day: number, ctx: Ctx): TPlanExercise {
  const { profile, lng } = ctx;
  const timed = TIMED.has(ex.id);
  const t = PLAN_TEXTS[lng];
  const rir =
    profile.method === 'rir' && !slot.drill
      ? profile.parqRequiresClearance
        ? Math.max(3, slot.rir)
        : slot.rir
      : undefined;
  const cue =
    slot.cueOnly && slot.note ? '' : rir !== undefined ? t.rirNote(rir) : !slot.note && !slot.drill ? t.fixedNote : '';
  return {
    name: ex.name[lng],
    sets: slot.sets,
    reps: timed ? '30-45 s' : slot.perSide ? `${slot.reps} ${STYLE_TEXTS[lng].eachSide}` : slot.reps,
    day,
    primaryMuscle: slot.drill ? 'mobility' : ex.primary,
    equipment: (equipmentFor(ex, styleEquipment(profile, ctx.style)) ?? ex.equipment).join(' + ') || 'bodyweight',
    ...(rir !== undefined ? { rir } : {}),
    restSeconds: slot.rest,
    notes: [slot.note, cue].filter(Boolean).join(' '),
  };
}

function session(slots: Slot[], day: number, ctx: Ctx): TPlanExercise[] {
  const out: TPlanExercise[] = [];
  const used = new Set<string>();
  for (const slot of slots) {
    const ex = pick(
      slot.ids.filter((id) => !used.has(id)),
      ctx,
    );
    if (!ex) continue;
    used.add(ex.id);
    out.push(item(ex, slot, day, ctx));
  }
  return out;
}

/** The weekly limits of the plan rules: direct sets up to min(20, MRV), effective up to MRV + 4. */
function overLimit(list: TPlanExercise[]): Muscle | null {
  for (const [m, s] of weeklySets(list)) {
    const { mrv } = LANDMARKS[m];
    if (s.direct > Math.min(20, mrv) || s.effective > mrv + 4) return m;
  }
  return null;
}

/**
 * Fits the week to the plan rules whatever the injuries left out: sets come off the muscle over
 * its limit (never below 2 a line), then the big four muscles of a full-body plan get sets up
 * to 10 effective a week (at most 5 a line) while nothing goes over.
 */
function balance(list: TPlanExercise[], minimum: boolean): TPlanExercise[] {
  let out = [...list];
  const lines = (m: Muscle) =>
    out
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => e.primaryMuscle === m && (MUSCLES as readonly string[]).includes(m));
  for (let guard = 0; guard < 60; guard++) {
    const m = overLimit(out);
    if (!m) break;
    const biggest = lines(m)
      .filter(({ e }) => e.sets > 2)
      .sort((a, b) => b.e.sets - a.e.sets || b.i - a.i)[0];
    if (!biggest) break;
    out[biggest.i] = { ...biggest.e, sets: biggest.e.sets - 1 };
  }
  if (!minimum) return out;
  for (const m of ['chest', 'back', 'quads', 'hamstrings'] as const)
    for (let guard = 0; guard < 20 && (weeklySets(out).get(m)?.effective ?? 0) < 10; guard++) {
      const smallest = lines(m)
        .filter(({ e }) => e.sets < 5)
        .sort((a, b) => a.e.sets - b.e.sets || a.i - b.i)[0];
      if (!smallest) break;
      const next = [...out];
      next[smallest.i] = { ...smallest.e, sets: smallest.e.sets + 1 };
      if (overLimit(next)) break;
      out = next;
    }
  return out;
}

function named(style: OwnLiftingStyle, lng: Language, days: number): string {
  return PLAN_TEXTS[lng].planName(STYLE_NAMES[lng].styles[style]?.name ?? style, days);
}

// ------------------------------------------------------------------ Olympic lifting

const LIFT_REPS: ByLevel<string> = { beginner: '3', intermediate: '2-3', advanced: '1-3' };
const STRENGTH_REPS: ByLevel<string> = { beginner: '5', intermediate: '3-5', advanced: '3-5' };
const LIFT_REST: ByLevel<number> = { beginner: 120, intermediate: 150, advanced: 180 };
const STRENGTH_REST: ByLevel<number> = { beginner: 180, intermediate: 180, advanced: 240 };
const STRENGTH_RIR: ByLevel<number> = { beginner: 3, intermediate: 2, advanced: 2 };
const SQUAT_SHARE: ByLevel<string> = { beginner: '65-75', intermediate: '70-80', advanced: '75-85' };
const PULL_SHARE: ByLevel<string> = { beginner: '80-90', intermediate: '90-100', advanced: '95-110' };
/** Sets of each line of the four sessions, by level: [lift, second, third, fourth]. */
const OLYMPIC_SETS: ByLevel<number[][]> = {
  beginner: [
    [4, 3, 3],
    [4, 3, 4],
    [3, 3, 3, 3],
    [3, 3, 3],
  ],
  intermediate: [
    [5, 3, 3],
    [5, 4, 4],
    [4, 4, 4, 3],
    [3, 3, 3],
  ],
  advanced: [
    [5, 4, 3],
    [5, 4, 4],
    [4, 4, 4, 3],
    [3, 3, 3],
  ],
};

function olympicSessions(profile: CoachProfile, lng: Language): Slot[][] {
  const level = profile.level;
  const t = LIFTING_STYLE_TEXTS[lng].olympic;
  const beginner = level === 'beginner';
  const sets = OLYMPIC_SETS[level];
  const s = (day: number, line: number) => sets[day]?.[line] ?? 3;
  const drill: Slot = { ids: ['olympic_technique_drill'], sets: 2, reps: '5', rest: 60, rir: 3, drill: true };
  drill.note = t.drillNote;
  const lift = (ids: string[], day: number, line: number): Slot => ({
    ids,
    sets: s(day, line),
    reps: LIFT_REPS[level],
    rest: LIFT_REST[level],
    rir: 3,
    note: t.liftNote,
  });
  const strength = (ids: string[], day: number, line: number, note: string): Slot => ({
    ids,
    sets: s(day, line),
    reps: STRENGTH_REPS[level],
    rest: STRENGTH_REST[level],
    rir: STRENGTH_RIR[level],
    note,
  });
  const squat = t.squatLoad(SQUAT_SHARE[level]);
  const pull = (of: PullOf) => t.pullLoad(PULL_SHARE[level], of);
  // Without a barbell the nearest real variations: dumbbell and kettlebell snatches, cleans and jerks.
  const snatch = [
    ...(beginner ? ['hang_power_snatch'] : ['power_snatch', 'hang_power_snatch']),
    'db_snatch',
    'kb_snatch',
  ];
  const clean = [
    ...(beginner ? ['hang_power_clean'] : ['power_clean', 'hang_power_clean']),
    'db_hang_clean',
    'kb_clean',
  ];
  // Beginners drive the bar overhead with the push press; the jerk comes later.
  const jerk = [...(beginner ? ['push_press'] : ['push_jerk', 'push_press']), 'db_push_jerk'];
  const jerkSlot = (day: number, line: number) =>
    beginner ? strength(jerk, day, line, t.liftNote) : lift(jerk, day, line);
  return [
    // Day A: the snatch, its pull and its squat.
    [
      drill,
      lift(snatch, 0, 0),
      strength(['snatch_pull', 'clean_pull', 'kb_swing', 'db_swing', 'db_romanian_deadlift'], 0, 1, pull('snatch')),
      strength(['overhead_squat', 'front_squat', 'back_squat', 'kb_front_squat', 'goblet_squat'], 0, 2, squat),
    ],
    // Day B: the clean, the jerk and the front squat.
    [
      drill,
      lift(clean, 1, 0),
      jerkSlot(1, 1),
      strength(['front_squat', 'back_squat', 'goblet_squat', 'kb_front_squat'], 1, 2, squat),
    ],
    // Day C: the other hang lift, the clean pull, a squat and the push press.
    [
      drill,
      lift(
        [...(beginner ? ['hang_power_clean'] : ['hang_power_snatch', 'hang_power_clean']), 'kb_clean', 'db_hang_clean'],
        2,
        0,
      ),
      strength(['clean_pull', 'snatch_pull', 'db_romanian_deadlift', 'kb_swing', 'db_swing'], 2, 1, pull('clean')),
      strength(
        [
          ...(level === 'advanced' ? ['back_squat', 'front_squat'] : ['front_squat', 'back_squat']),
          'goblet_squat',
          'kb_front_squat',
        ],
        2,
        2,
        squat,
      ),
      strength(['push_press', 'db_shoulder_press'], 2, 3, t.liftNote),
    ],
    // Day D: the lifts only, up to a few crisp singles or doubles.
    [drill, lift(snatch, 3, 0), lift(clean, 3, 1), jerkSlot(3, 2)],
  ];
}

/** Why the Olympic lifts must wait for this person, if they must. */
function olympicHold(profile: CoachProfile, allowed: Map<string, Exercise>): OlympicHold | null {
  const { injured } = athleteOf(profile);
  if (profile.parqRequiresClearance) return 'clearance';
  if (injured.has('shoulder') || injured.has('wrist')) return 'injury';
  const tools = styleEquipment(profile, 'olympic');
  if (!tools.has('barbell') && !tools.has('dumbbell') && !tools.has('kettlebell')) return 'barbell';
  const lifts = [...OLYMPIC_LIFTS].filter((id) => id !== 'push_jerk' && allowed.has(id));
  return lifts.length === 0 ? (injured.has('lower_back') ? 'lowerBack' : 'injury') : null;
}

/**
 * An Olympic lifting plan (decision 019): technique first, the lifts at 1-3 reps, their pulls
 * and squats at 3-5 with loads as a share of the estimated 1RM, 2-5 min rest; beginners from the
 * hang with the push press. With a shoulder or wrist injury, without a barbell or before PAR-Q
 * clearance, the lifts wait and a general strength plan says why.
 */
function olympicPlan(profile: CoachProfile, requested: number | undefined, lng: Language): TWorkoutPlanInput {
  const allowed = new Map(allowedExercises(profile, 'olympic').map((e) => [e.id, e]));
  const hold = olympicHold(profile, allowed);
  const t = LIFTING_STYLE_TEXTS[lng].olympic;
  if (hold) {
    const base = planWorkout(profile, { style: 'hypertrophy', days: requested }, lng);
    return { ...base, description: [t.hold[hold], base.description].join('\n\n').slice(0, 2000) };
  }
  const level = profile.level;
  const days = Math.min(Math.max(requested ?? DEFAULT_DAYS[level], 2), 4);
  const ctx: Ctx = { profile, lng, allowed, style: 'olympic' };
  const sessions = olympicSessions(profile, lng).slice(0, days);
  const exercises = balance(
    sessions.flatMap((slots, i) => session(slots, i + 1, ctx)),
    false,
  );
  const barbell = styleEquipment(profile, 'olympic').has('barbell');
  const durationWeeks = level === 'beginner' ? 6 : 5;
  const p = PLAN_TEXTS[lng];
  return {
    name: named('olympic', lng, days),
    muscleGroup: 'full_body',
    difficulty: level,
    description: [
      barbell ? '' : EQUIPMENT_TEXTS[lng].olympicNoBarbell(styleEquipment(profile, 'olympic').has('kettlebell')),
      t.intro(days, durationWeeks),
      t.lifts,
      barbell ? t.strength(SQUAT_SHARE[level], PULL_SHARE[level]) : '',
      level === 'beginner' ? t.beginner : '',
      days >= 4 ? t.heavyDay : '',
      profile.method === 'fixed_reps' ? t.fixed : '',
      p.deload(durationWeeks),
      sparesInjuries(exercises, profile) ? p.injuryNote : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    durationWeeks,
    exercises,
  };
}

// ------------------------------------------------------------------ kettlebell

const SWING_REPS: ByLevel<string> = { beginner: '10', intermediate: '10-15', advanced: '15-20' };
const PRESS_REPS: ByLevel<string> = { beginner: '6-10', intermediate: '6-10', advanced: '5-8' };
const GRIND_RIR: ByLevel<number> = { beginner: 3, intermediate: 2, advanced: 2 };
/** Reps of each movement in a round of the complex. */
const COMPLEX_REPS: ByLevel<number> = { beginner: 3, intermediate: 5, advanced: 5 };
/** Sets by level for each line of the sessions below. */
const KB_SETS: ByLevel<Record<string, number[]>> = {
  // Day:        1  2  3  4
  beginner: {
    swing: [4, 0, 3],
    squat: [3, 4, 3, 0],
    press: [3, 0, 3, 3],
    row: [3, 3, 3, 3],
    push: [4, 3, 3, 3],
    getUp: [3, 0, 3],
    clean: [0, 3],
    hinge: [0, 3, 3, 3],
    complex: [0, 3],
  },
  intermediate: {
    swing: [5, 0, 3],
    squat: [4, 4, 3, 0],
    press: [3, 0, 3, 3],
    row: [4, 3, 3, 3],
    push: [3, 4, 3, 3],
    getUp: [3, 0, 3],
    clean: [0, 3],
    hinge: [0, 3, 3, 3],
    complex: [0, 3],
  },
  advanced: {
    swing: [5, 0, 0],
    snatch: [0, 0, 3],
    squat: [4, 4, 3, 0],
    press: [3, 0, 3, 3],
    row: [4, 3, 3, 3],
    push: [3, 4, 3, 3],
    getUp: [4, 0, 3],
    clean: [0, 3],
    hinge: [0, 3, 3, 3],
    complex: [0, 4],
  },
};

/**
 * A kettlebell plan (decision 019): swings, cleans and (advanced) snatches for power, goblet and
 * front squats, presses, rows and push-ups for strength, the Turkish get-up and a complex. A knee
 * injury moves the squats to a high box and leaves out the get-up; PAR-Q clearance leaves out the
 * sets of 5 reps or fewer (get-up, snatch, complex). Without a kettlebell: the bodyweight plan,
 * saying so.
 */
function kettlebellPlan(profile: CoachProfile, requested: number | undefined, lng: Language): TWorkoutPlanInput {
  const t = LIFTING_STYLE_TEXTS[lng].kettlebell;
  const bell = styleEquipment(profile, 'kettlebell');
  if (!bell.has('kettlebell') && !bell.has('dumbbell')) {
    const base = planWorkout(profile, { style: 'kettlebell', days: requested }, lng);
    return { ...base, description: [t.noBell, base.description].join('\n\n').slice(0, 2000) };
  }
  const level = profile.level;
  const allowed = new Map(allowedExercises(profile, 'kettlebell').map((e) => [e.id, e]));
  // Before clearance no sets of 5 reps or fewer: the get-up (1 a side), the snatch and the complex wait.
  if (profile.parqRequiresClearance)
    for (const id of ['turkish_get_up', 'kb_snatch', 'db_snatch', 'kb_complex']) allowed.delete(id);
  const ctx: Ctx = { profile, lng, allowed, style: 'kettlebell' };
  const days = Math.min(Math.max(requested ?? DEFAULT_DAYS[level], 2), 4);
  const sets = KB_SETS[level];
  const grind = GRIND_RIR[level];
  // Two sessions a week carry each muscle's weekly sets in half the days: half as many again each.
  const scale = days === 2 ? 1.5 : 1;
  // … and the first session hinges too.
  const twoDayHinge = days === 2 ? 2 : 0;
  const line = (key: string, day: number, slot: Omit<Slot, 'sets'>): Slot => ({
    ...slot,
    sets: Math.min(6, Math.ceil((sets[key]?.[day - 1] || (key === 'hinge' && day === 1 ? twoDayHinge : 0)) * scale)),
  });
  const swing = (day: number): Slot =>
    line('swing', day, {
      ids: ['kb_swing', 'db_swing', 'kb_deadlift', 'glute_bridge'],
      reps: SWING_REPS[level],
      rest: 75,
      rir: 3,
      note: t.swingNote,
    });
  const snatch = (day: number): Slot =>
    line('snatch', day, {
      ids: ['kb_snatch', 'db_snatch', 'kb_swing', 'db_swing'],
      reps: '5-8',
      perSide: true,
      rest: 90,
      rir: 3,
      note: t.snatchNote,
    });
  const squat = (day: number, ids: string[]): Slot =>
    line('squat', day, { ids: [...ids, 'box_squat_high', 'wall_sit'], reps: '8-12', rest: 120, rir: grind });
  const press = (day: number): Slot =>
    line('press', day, {
      ids: ['kb_press', 'db_shoulder_press'],
      reps: PRESS_REPS[level],
      perSide: true,
      rest: 120,
      rir: grind,
    });
  const row = (day: number): Slot =>
    line('row', day, {
      ids: ['kb_row', 'db_row', 'band_row', 'doorframe_row'],
      reps: '8-12',
      perSide: true,
      rest: 90,
      rir: grind,
    });
  const push = (day: number): Slot =>
    line('push', day, {
      ids: ['push_up', 'fist_push_up', 'incline_push_up', 'band_chest_press', 'palm_press'],
      reps: '8-15',
      rest: 90,
      rir: grind,
    });
  const getUp = (day: number): Slot => {
    const slot = line('getUp', day, {
      ids: ['turkish_get_up', 'side_plank', 'dead_bug'],
      reps: '1',
      perSide: true,
      rest: 60,
      rir: 3,
      note: t.getUpNote,
      cueOnly: true,
    });
    // The fallbacks are core holds and reps, not one get-up a side.
    return allowed.has('turkish_get_up') ? slot : { ...slot, reps: '8-12', perSide: false, note: undefined };
  };
  const clean = (day: number): Slot =>
    line('clean', day, {
      ids: ['kb_clean', 'db_hang_clean'],
      reps: '6-8',
      perSide: true,
      rest: 90,
      rir: 3,
      note: t.cleanNote,
    });
  const hinge = (day: number): Slot =>
    line('hinge', day, {
      ids: ['kb_deadlift', 'db_romanian_deadlift', 'single_leg_rdl', 'sliding_leg_curl'],
      reps: '8-12',
      rest: 90,
      rir: grind,
    });
  // Swing, clean, front squat and press without setting the bell down: a whole-body round.
  const complex = (day: number): Slot =>
    line('complex', day, {
      ids: ['kb_complex'],
      reps: t.complexReps(COMPLEX_REPS[level]),
      rest: 120,
      rir: 3,
      note: t.complexNote,
    });
  const templates: Slot[][] = [
    [swing(1), squat(1, ['goblet_squat', 'kb_front_squat']), press(1), row(1), push(1), getUp(1), hinge(1)],
    [clean(2), squat(2, ['kb_front_squat', 'goblet_squat']), row(2), push(2), hinge(2), complex(2)],
    [
      level === 'advanced' ? snatch(3) : swing(3),
      squat(3, ['goblet_squat', 'kb_front_squat']),
      press(3),
      row(3),
      push(3),
      getUp(3),
      hinge(3),
    ],
    [press(4), row(4), push(4), hinge(4)],
  ];
  const exercises: TPlanExercise[] = [];
  templates.slice(0, days).forEach((slots, i) => {
    const day = i + 1;
    exercises.push(
      ...session(
        slots.filter((s) => s.sets > 0),
        day,
        ctx,
      ),
    );
  });
  const { injured } = athleteOf(profile);
  const durationWeeks = level === 'beginner' ? 6 : 5;
  const p = PLAN_TEXTS[lng];
  return {
    name: named('kettlebell', lng, days),
    muscleGroup: 'full_body',
    difficulty: level,
    description: [
      bell.has('kettlebell') ? '' : EQUIPMENT_TEXTS[lng].kettlebellDumbbell,
      t.intro(days, durationWeeks),
      t.ballistics,
      t.grinds,
      profile.method === 'rir' ? '' : p.fixedBlock,
      profile.parqRequiresClearance ? t.clearance : '',
      injured.has('knee') ? t.knee : sparesInjuries(exercises, profile) ? p.injuryNote : '',
      p.deload(durationWeeks),
    ]
      .filter(Boolean)
      .join('\n\n'),
    durationWeeks,
    exercises: balance(exercises, true),
  };
}

// ------------------------------------------------------------------ powerlifting

const PL_DAYS: ByLevel<number> = { beginner: 3, intermediate: 3, advanced: 4 };
/** The competition lifts: heavy days at 3-5 reps (beginners 5), volume days at 4-6. */
const HEAVY_REPS: ByLevel<string> = { beginner: '5', intermediate: '3-5', advanced: '2-5' };
const VOLUME_REPS: ByLevel<string> = { beginner: '5', intermediate: '4-6', advanced: '4-6' };
const PL_RIR: ByLevel<number> = { beginner: 3, intermediate: 2, advanced: 1 };

/** Each pattern by the nearest variation the person can do: the barbell lift first. */
const SQUAT = [
  'back_squat',
  'goblet_squat',
  'split_squat',
  'leg_press',
  'box_squat_high',
  'bodyweight_squat',
  'wall_sit',
];
const BENCH = [
  'bench_press',
  'db_bench_press',
  'db_floor_press',
  'machine_chest_press',
  'push_up',
  'band_chest_press',
  'palm_press',
];
const DEADLIFT = ['deadlift', 'romanian_deadlift', 'db_romanian_deadlift', 'single_leg_rdl', 'sliding_leg_curl'];
const HINGE = ['romanian_deadlift', 'db_romanian_deadlift', 'single_leg_rdl', 'leg_curl', 'sliding_leg_curl'];
const ROW = ['barbell_row', 'db_row', 'cable_row', 'band_row', 'doorframe_row'];
const PULL = ['pull_up', 'lat_pulldown', 'db_row', 'band_row', 'doorframe_row'];
const PRESS = ['overhead_press', 'db_shoulder_press', 'band_pull_apart', 'face_pull', 'rear_delt_fly'];
const TRICEPS = ['close_push_up', 'triceps_pushdown', 'db_kickback', 'band_pushdown', 'isometric_triceps_press'];
const CORE = ['plank', 'dead_bug', 'side_plank'];

/**
 * A powerlifting plan (decision 042): the squat, the bench press and the deadlift each trained
 * heavy once and for volume once a week at 2-6 reps, 3-5 min rest, then rows, presses and core.
 * Without a barbell each lift is its nearest real pattern (goblet squat, dumbbell bench press,
 * dumbbell Romanian deadlift) at 5-8 reps, and the plan says so. Before PAR-Q clearance there is
 * no heavy work: a general strength plan at 8-12 reps.
 */
function powerliftingPlan(profile: CoachProfile, requested: number | undefined, lng: Language): TWorkoutPlanInput {
  if (profile.parqRequiresClearance) return planWorkout(profile, { style: 'powerlifting', days: requested }, lng);
  const level = profile.level;
  const allowed = new Map(allowedExercises(profile, 'powerlifting').map((e) => [e.id, e]));
  const ctx: Ctx = { profile, lng, allowed, style: 'powerlifting' };
  const barbell = styleEquipment(profile, 'powerlifting').has('barbell');
  const days = Math.min(Math.max(requested ?? PL_DAYS[level], 2), 4);
  const t = EQUIPMENT_TEXTS[lng].powerlifting;
  const rir = PL_RIR[level];
  // Dumbbells cap the load: the same patterns a little higher, the lowering slowed.
  const heavyReps = barbell ? HEAVY_REPS[level] : '5-8';
  const volumeReps = barbell ? VOLUME_REPS[level] : '6-8';
  const heavy = (ids: string[], sets: number): Slot => ({ ids, sets, reps: heavyReps, rest: 240, rir, note: t.heavy });
  const volume = (ids: string[], sets: number): Slot => ({ ids, sets, reps: volumeReps, rest: 180, rir: rir + 1 });
  const accessory = (ids: string[], sets: number, reps = '6-10'): Slot => ({ ids, sets, reps, rest: 120, rir: 2 });
  const templates: Slot[][] =
    days === 2
      ? [
          [
            heavy(SQUAT, 5),
            volume(BENCH, 4),
            accessory(ROW, 4),
            accessory(HINGE, 4, '6-8'),
            accessory(CORE, 3, '30-45 s'),
          ],
          [heavy(DEADLIFT, 4), heavy(BENCH, 5), volume(SQUAT, 5), accessory(PULL, 4), accessory(TRICEPS, 3, '8-12')],
        ]
      : days >= 4
        ? [
            [heavy(SQUAT, 5), volume(BENCH, 4), accessory(ROW, 4), accessory(CORE, 3, '30-45 s')],
            [heavy(BENCH, 5), accessory(PULL, 4), accessory(PRESS, 3, '8-10'), accessory(TRICEPS, 3, '8-12')],
            [heavy(DEADLIFT, 4), volume(SQUAT, 3), accessory(HINGE, 3, '6-8'), accessory(CORE, 3, '30-45 s')],
            [volume(BENCH, 4), accessory(ROW, 4), accessory(PRESS, 3, '8-10'), accessory(TRICEPS, 3, '8-12')],
          ]
        : [
            [
              heavy(SQUAT, 5),
              volume(BENCH, 4),
              accessory(ROW, 4),
              accessory(HINGE, 3, '6-8'),
              accessory(CORE, 3, '30-45 s'),
            ],
            [heavy(DEADLIFT, 4), heavy(BENCH, 5), accessory(PULL, 4), accessory(TRICEPS, 3, '8-12')],
            [
              volume(SQUAT, 4),
              volume(BENCH, 4),
              accessory(HINGE, 3, '6-8'),
              accessory(ROW, 3),
              accessory(CORE, 3, '30-45 s'),
            ],
          ];
  const exercises = templates.slice(0, days).flatMap((slots, i) => session(slots, i + 1, ctx));
  const durationWeeks = level === 'beginner' ? 6 : 5;
  const p = PLAN_TEXTS[lng];
  const kept = balance(exercises, true);
  return {
    name: named('powerlifting', lng, days),
    muscleGroup: 'full_body',
    difficulty: level,
    description: [
      barbell ? '' : t.noBarbell,
      t.intro(days, durationWeeks),
      profile.method === 'rir' ? p.rirBlock : p.fixedBlock,
      p.progression,
      p.deload(durationWeeks),
      sparesInjuries(kept, profile) ? p.injuryNote : '',
    ]
      .filter(Boolean)
      .join('\n\n')
      .slice(0, 2000),
    durationWeeks,
    exercises: kept,
  };
}

/** The plan of a lifting style with a planner of its own. */
export function planLiftingStyle(
  profile: CoachProfile,
  style: OwnLiftingStyle,
  request: { days?: number },
  lng: Language,
): TWorkoutPlanInput {
  if (style === 'powerlifting') return powerliftingPlan(profile, request.days, lng);
  return style === 'olympic' ? olympicPlan(profile, request.days, lng) : kettlebellPlan(profile, request.days, lng);
}
