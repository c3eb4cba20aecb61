import type { TLogWorkoutInput, TPlanExercise } from '#shared/contracts/plans.ts';

/**
 * The clock of a guided session (decision 018), as pure functions of a stored state and `now`.
 * Time is never counted in ticks: the state holds the wall-clock instant the current step ends,
 * so a reload, a locked screen or a throttled background tab all land on the true position.
 */

/** The get-ready moment before each pose, side, interval block and duration. */
export const READY_SECONDS = 5;

/**
 * `ready`: the get-ready moment; `work`: a hold, a work bout or a duration; `rest`: the easy part
 * between two rounds; `reps`: an item counted in reps (a mobility drill), done when the person says.
 */
export type Phase = 'ready' | 'work' | 'rest' | 'reps';

export type Step = {
  /** Index of the plan item among the day's items. */
  item: number;
  phase: Phase;
  /** Length in seconds (0 for `reps`). */
  seconds: number;
  /** 1 or 2 on a hold done on each side. */
  side?: 1 | 2;
  /** Round of an interval block, from 1. */
  round?: number;
};

export type SessionState = {
  v: 1;
  planId: string;
  day: number;
  /** Index of the current step; `steps.length` once the session is over. */
  step: number;
  /** Item and phase of that step, checked against the plan on resume (a changed plan is not resumed). */
  item: number;
  phase: Phase | 'over';
  /** Wall-clock milliseconds at which the current step ends; null while paused, on a `reps` step or over. */
  endsAt: number | null;
  /** Milliseconds left of the current step while paused. */
  pausedMs: number | null;
  /** Seconds done per step (`work` steps), 1 for a `reps` step done. */
  done: number[];
  startedAt: number;
  /** The person ended the session before its last step. */
  stopped?: boolean;
  /** Set when the session is over and there is work to log: what is sent, and its Idempotency-Key. */
  log?: { key: string; body: TLogWorkoutInput } | null;
};

/** The day's items of a plan, in order. */
export const dayItems = (items: TPlanExercise[], day: number) => items.filter((e) => e.day === day);

/** The steps of a day: get ready, then each side, round (work and rest) or duration. */
export function sessionSteps(items: TPlanExercise[], ready = READY_SECONDS): Step[] {
  const steps: Step[] = [];
  items.forEach((e, item) => {
    if (e.kind === 'hold' && e.holdSeconds) {
      const sides: (1 | 2 | undefined)[] = e.perSide ? [1, 2] : [undefined];
      for (const side of sides) {
        steps.push({ item, phase: 'ready', seconds: ready, ...(side ? { side } : {}) });
        steps.push({ item, phase: 'work', seconds: e.holdSeconds, ...(side ? { side } : {}) });
      }
    } else if (e.kind === 'interval' && e.workSeconds && e.rounds) {
      steps.push({ item, phase: 'ready', seconds: ready, round: 1 });
      for (let round = 1; round <= e.rounds; round++) {
        steps.push({ item, phase: 'work', seconds: e.workSeconds, round });
        if (round < e.rounds && e.restSeconds > 0) steps.push({ item, phase: 'rest', seconds: e.restSeconds, round });
      }
    } else if (e.kind === 'duration' && e.durationMinutes) {
      steps.push({ item, phase: 'ready', seconds: ready });
      steps.push({ item, phase: 'work', seconds: e.durationMinutes * 60 });
    } else {
      steps.push({ item, phase: 'reps', seconds: 0 });
    }
  });
  return steps;
}

/** Total planned seconds of a day's steps. */
export const totalSeconds = (steps: Step[]) => steps.reduce((s, x) => s + x.seconds, 0);

/** The state with `step` current from `at` (ms): a timed step ends at `at` + its length. */
function enter(state: SessionState, steps: Step[], step: number, at: number): SessionState {
  const next = steps[step];
  if (!next) return { ...state, step: steps.length, item: -1, phase: 'over', endsAt: null, pausedMs: null };
  return {
    ...state,
    step,
    item: next.item,
    phase: next.phase,
    endsAt: next.phase === 'reps' ? null : at + next.seconds * 1000,
    pausedMs: null,
  };
}

export function startSession(planId: string, day: number, steps: Step[], now: number): SessionState {
  const base: SessionState = {
    v: 1,
    planId,
    day,
    step: 0,
    item: 0,
    phase: 'ready',
    endsAt: null,
    pausedMs: null,
    done: steps.map(() => 0),
    startedAt: now,
  };
  return enter(base, steps, 0, now);
}

export const isOver = (state: SessionState, steps: Step[]) => state.step >= steps.length;
export const isPaused = (state: SessionState) => state.pausedMs !== null;

/**
 * Catches the state up with `now`: every step whose end has passed is done, the next one starting
 * exactly when the previous ended (not when this runs). Stops at a `reps` step or the end.
 * Returns the same object when nothing changed.
 */
export function advance(state: SessionState, steps: Step[], now: number): SessionState {
  let s = state;
  while (s.endsAt !== null && now >= s.endsAt && !isOver(s, steps)) {
    const cur = steps[s.step] as Step;
    const done = cur.phase === 'work' ? s.done.map((d, i) => (i === s.step ? cur.seconds : d)) : s.done;
    s = enter({ ...s, done }, steps, s.step + 1, s.endsAt);
  }
  return s;
}

/** Seconds left of the current step (rounded up, as a countdown shows them); null on a `reps` step. */
export function remainingSeconds(state: SessionState, steps: Step[], now: number): number | null {
  if (isOver(state, steps)) return 0;
  if (state.pausedMs !== null) return Math.ceil(state.pausedMs / 1000);
  if (state.endsAt === null) return null;
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
}

export function pause(state: SessionState, steps: Step[], now: number): SessionState {
  const s = advance(state, steps, now);
  if (s.endsAt === null) return s;
  return { ...s, endsAt: null, pausedMs: Math.max(0, s.endsAt - now) };
}

export function resume(state: SessionState, now: number): SessionState {
  if (state.pausedMs === null) return state;
  return { ...state, endsAt: now + state.pausedMs, pausedMs: null };
}

/** Credits what was done of the current step: the elapsed part of a work step, a `reps` step whole. */
function credit(s: SessionState, steps: Step[], now: number): SessionState {
  const cur = steps[s.step];
  if (!cur) return s;
  let done = 0;
  if (cur.phase === 'reps') done = 1;
  else if (cur.phase === 'work') {
    const leftMs = s.pausedMs ?? (s.endsAt === null ? 0 : Math.max(0, s.endsAt - now));
    done = Math.max(0, Math.floor((cur.seconds * 1000 - leftMs) / 1000));
  }
  return { ...s, done: s.done.map((d, i) => (i === s.step ? Math.max(d, done) : d)) };
}

/**
 * Skip (or Done on a `reps` step): the next step starts now, keeping what was done of this one.
 * While paused, the next step waits paused too.
 */
export function skip(state: SessionState, steps: Step[], now: number): SessionState {
  const s = advance(state, steps, now);
  if (isOver(s, steps)) return s;
  const next = enter(credit(s, steps, now), steps, s.step + 1, now);
  if (s.pausedMs === null || next.endsAt === null) return next;
  return { ...next, endsAt: null, pausedMs: next.endsAt - now };
}

/** Stop: the session is over, with what was done of the current step. */
export function stop(state: SessionState, steps: Step[], now: number): SessionState {
  const s = advance(state, steps, now);
  if (isOver(s, steps)) return s;
  return { ...enter(credit(s, steps, now), steps, steps.length, now), stopped: true };
}

/** What the person has done, per item: holds or rounds at least begun, and their seconds. */
export type ItemDone = { item: number; count: number; seconds: number };

export function doneByItem(steps: Step[], done: number[]): ItemDone[] {
  const out = new Map<number, ItemDone>();
  steps.forEach((step, i) => {
    const d = done[i] ?? 0;
    if (d <= 0 || (step.phase !== 'work' && step.phase !== 'reps')) return;
    const cur = out.get(step.item) ?? { item: step.item, count: 0, seconds: 0 };
    out.set(step.item, {
      item: step.item,
      count: cur.count + 1,
      seconds: cur.seconds + (step.phase === 'work' ? d : 0),
    });
  });
  return [...out.values()].sort((a, b) => a.item - b.item);
}

/**
 * The log of a session for `POST /api/workouts/log` (decision 018): one entry per timed item with
 * weight 0, `reps` the holds (sides) or rounds done and `seconds` their time in all; a drill counted
 * in reps is logged as its sets of those reps. Null when nothing was done.
 */
export function sessionLog(
  items: TPlanExercise[],
  steps: Step[],
  done: number[],
  date: string,
): TLogWorkoutInput | null {
  const sets: TLogWorkoutInput['sets'] = [];
  for (const d of doneByItem(steps, done)) {
    const e = items[d.item];
    if (!e) continue;
    if (d.seconds > 0)
      sets.push({ exercise: e.name, weightKg: 0, reps: d.count, seconds: Math.min(36_000, d.seconds) });
    else if (steps.some((s) => s.item === d.item && s.phase === 'reps')) {
      const reps = Math.min(100, Math.max(1, Number(e.reps.match(/\d+/)?.[0] ?? 1)));
      for (let i = 0; i < e.sets; i++) sets.push({ exercise: e.name, weightKg: 0, reps });
    }
  }
  return sets.length ? { sets: sets.slice(0, 60), date } : null;
}

/** Whether a stored state still fits the plan's steps (same step, item and phase). */
export function fits(state: SessionState, steps: Step[]): boolean {
  if (state.done.length !== steps.length || state.step > steps.length || state.step < 0) return false;
  if (state.step === steps.length) return state.phase === 'over';
  const cur = steps[state.step];
  return cur?.item === state.item && cur.phase === state.phase;
}
