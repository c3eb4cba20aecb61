import { findExercise } from '#server/modules/library/exercises.ts';
import type { TLogWorkoutInput, TPlanExercise } from '#shared/contracts/plans.ts';

type TLoggedSet = TLogWorkoutInput['sets'][number];

const DAY = 86_400_000;

/** One lifting item of a training day: what the member does each time that day comes round. */
export type Lift = { name: string; sets: number; repsLow: number; repsHigh: number; rir: number };

/** A back-dated session: the sets of one day, as the workout logger sends them. */
export type Session = { date: Date; sets: TLoggedSet[] };

/**
 * Working loads (kg) twelve weeks ago of a trained man of about 78 kg, by library id; dumbbell
 * loads are per hand. Anything else starts from its equipment (`FALLBACK_LOAD`).
 */
const START_LOAD: Record<string, number> = {
  bench_press: 70,
  db_bench_press: 26,
  db_floor_press: 24,
  machine_chest_press: 60,
  cable_fly: 15,
  lat_pulldown: 55,
  barbell_row: 65,
  db_row: 28,
  cable_row: 55,
  deadlift: 120,
  overhead_press: 42.5,
  db_shoulder_press: 18,
  lateral_raise: 8,
  face_pull: 20,
  db_curl: 12,
  hammer_curl: 14,
  cable_curl: 20,
  triceps_pushdown: 25,
  overhead_extension: 16,
  back_squat: 90,
  front_squat: 70,
  leg_press: 150,
  goblet_squat: 28,
  split_squat: 16,
  leg_extension: 45,
  romanian_deadlift: 80,
  db_romanian_deadlift: 28,
  leg_curl: 40,
  hip_thrust: 90,
  kb_swing: 24,
};
const FALLBACK_LOAD: Record<string, number> = { barbell: 40, machine: 45, cable: 20, dumbbell: 12, kettlebell: 16 };
const LOWER_BODY = new Set(['quads', 'hamstrings', 'glutes', 'calves']);

/** The loads a member adds when every set reached the top of the range ("the smallest step"). */
function stepOf(id: string | undefined, equipment: readonly string[], lower: boolean): number {
  if (id === 'leg_press') return 10;
  if (equipment.includes('barbell') || equipment.includes('machine')) return lower ? 5 : 2.5;
  if (equipment.includes('cable')) return 2.5;
  return 2;
}

/** The lifting items of a saved plan, by day (timed work such as a plank hold is left out). */
export function liftsOfPlan(exercises: readonly TPlanExercise[]): Lift[][] {
  const byDay = new Map<number, Lift[]>();
  for (const e of exercises) {
    const range = e.reps.match(/^(\d+)\s*(?:-\s*(\d+))?$/);
    if ((e.kind && e.kind !== 'sets') || !range) continue;
    const low = Number(range[1]);
    const lift = { name: e.name, sets: e.sets, repsLow: low, repsHigh: Number(range[2] ?? low), rir: e.rir ?? 2 };
    byDay.set(e.day, [...(byDay.get(e.day) ?? []), lift]);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([, lifts]) => lifts);
}

/** A small deterministic generator (mulberry32): the same member gets the same history on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type HistoryOptions = {
  /** The plan's days, done in turn. */
  days: Lift[][];
  /** Days back from yesterday (0) within each week that are training days, e.g. [0, 2, 4, 5]. */
  weekPattern: number[];
  /** The chance that a planned session is missed. */
  skip: number;
  /** Loads relative to START_LOAD. */
  strength: number;
  /** How much stronger each week (0.008: +0.8 % a week, about 10 % in three months). */
  rate: number;
  weeks: number;
  seed: number;
  now?: Date;
  /** Local hour of the sessions. */
  hour?: number;
};

const epley = (load: number, reps: number) => load * (1 + reps / 30);
/** Reps to failure at a load for an estimated 1RM (Epley backwards). */
const repsToFailure = (oneRm: number, load: number) => 30 * (oneRm / load - 1);

/** The training days of the period, oldest first, ending yesterday. */
function sessionDates(options: HistoryOptions, rnd: () => number, now: Date): Date[] {
  const dates: Date[] = [];
  for (let back = options.weeks * 7 - 1; back >= 0; back--) {
    if (!options.weekPattern.includes(back % 7)) continue;
    // The newest session is always kept: yesterday's work is what the recovery map shows.
    if (back > 0 && rnd() < options.skip) continue;
    const date = new Date(now.getTime() - (back + 1) * DAY);
    date.setHours(options.hour ?? 18, Math.floor(rnd() * 50), 0, 0);
    dates.push(date);
  }
  return dates;
}

type LiftState = { oneRm: number; load: number; step: number; bodyweight: boolean; reps: number };

function initialState(lift: Lift, strength: number): LiftState {
  const exercise = findExercise(lift.name);
  const equipment = exercise?.equipment ?? [];
  const bodyweight = equipment.every((q) => q === 'bench' || q === 'pullup_bar' || q === 'band');
  const start = exercise ? (START_LOAD[exercise.id] ?? FALLBACK_LOAD[equipment[0] ?? ''] ?? 0) : 0;
  const step = stepOf(exercise?.id, equipment, LOWER_BODY.has(exercise?.primary ?? ''));
  // A load the member can put on the bar: a whole number of steps.
  const load = bodyweight ? 0 : Math.max(step, Math.round((start * strength) / step) * step);
  return {
    // At the start the working load is done for one rep more than the bottom of the range, at the plan's RIR.
    oneRm: epley(load, lift.repsLow + 1 + lift.rir),
    load,
    step,
    bodyweight,
    reps: lift.repsLow + 1,
  };
}

/**
 * Sessions of the last `weeks` weeks, oldest first, ending yesterday (so recovery has fresh
 * fatigue to show). The member gets steadily stronger (`rate`, with day-to-day noise); each set's
 * reps and RIR follow from that strength at the load, so the estimated 1RM of the records and the
 * chart rises with it. Loads follow the built-in coach's double progression: the same load until
 * the top of the range, then the smallest step. The block's weeks move one rep closer to failure;
 * every fifth week is a deload (half the sets, the bottom of the range). Sets lose reps as fatigue builds.
 */
export function workoutHistory(options: HistoryOptions): Session[] {
  const rnd = random(options.seed);
  const now = options.now ?? new Date();
  const dates = sessionDates(options, rnd, now);
  const first = dates[0]?.getTime() ?? now.getTime();
  const state = new Map<string, LiftState>();
  return dates.map((date, index) => {
    const weeks = (date.getTime() - first) / (7 * DAY);
    const deload = Math.floor(weeks) % 5 === 4;
    const sets: TLoggedSet[] = [];
    for (const lift of options.days[index % options.days.length] ?? []) {
      let s = state.get(lift.name);
      if (!s) {
        s = initialState(lift, options.strength);
        state.set(lift.name, s);
      }
      const count = deload ? Math.ceil(lift.sets / 2) : lift.sets;
      const rir = Math.max(0, lift.rir - (Math.floor(weeks) % 5 >= 2 ? 1 : 0));
      if (s.bodyweight) {
        // No load to estimate from: reps creep up towards the top of the range.
        for (let i = 0; i < count; i++) {
          const reps = deload ? lift.repsLow : Math.max(1, s.reps - Math.floor(i / 2));
          sets.push({ exercise: lift.name, weightKg: 0, reps, rir: deload ? rir + 2 : rir });
        }
        if (!deload && rnd() < 0.3) s.reps = Math.min(lift.repsHigh, s.reps + 1);
        continue;
      }
      const today = s.oneRm * (1 + options.rate * weeks) * (0.98 + rnd() * 0.04);
      let topSet = 0;
      for (let i = 0; i < count; i++) {
        // Each set leaves a little less in the tank than the one before.
        const capacity = repsToFailure(today, s.load) - i * (0.5 + rnd() * 0.5);
        const reps = Math.max(1, Math.min(deload ? lift.repsLow : lift.repsHigh, Math.round(capacity - rir)));
        sets.push({
          exercise: lift.name,
          weightKg: s.load,
          reps,
          rir: Math.max(0, Math.min(5, Math.round(capacity - reps))),
        });
        if (i === 0) topSet = reps;
      }
      if (deload) continue;
      // The next step only when it still allows the bottom of the range (a 2 kg jump is a lot on a 12 kg curl);
      // a load that fell well below the range comes down a step.
      if (topSet >= lift.repsHigh && repsToFailure(today, s.load + s.step) - rir >= lift.repsLow - 1) s.load += s.step;
      else if (topSet < lift.repsLow - 2) s.load = Math.max(s.step, s.load - s.step);
    }
    return { date, sets };
  });
}
