import { describe, expect, it } from 'vitest';
import type { TPlanExercise } from '#shared/contracts/plans.ts';
import {
  advance,
  fits,
  pause,
  READY_SECONDS,
  remainingSeconds,
  resume,
  type SessionState,
  type Step,
  sessionLog,
  sessionSteps,
  skip,
  startSession,
  stop,
} from './session-timing.ts';

const base = { sets: 1, day: 1, equipment: 'mat', restSeconds: 20, notes: '' } as const;
const pigeon: TPlanExercise = {
  ...base,
  name: 'Pigeon pose',
  reps: '3 min each side',
  primaryMuscle: 'mobility',
  kind: 'hold',
  holdSeconds: 180,
  perSide: true,
};
const butterfly: TPlanExercise = {
  ...base,
  name: 'Butterfly',
  reps: '3 min',
  primaryMuscle: 'mobility',
  kind: 'hold',
  holdSeconds: 180,
};
const intervals: TPlanExercise = {
  ...base,
  name: 'Intervals (bike)',
  sets: 3,
  reps: '30 s / 30 s',
  primaryMuscle: 'cardio',
  equipment: 'bike',
  restSeconds: 30,
  kind: 'interval',
  workSeconds: 30,
  rounds: 3,
  effort: 'hard',
};
const coolDown: TPlanExercise = {
  ...base,
  name: 'Cool-down',
  reps: '5 min',
  primaryMuscle: 'cardio',
  restSeconds: 0,
  kind: 'duration',
  durationMinutes: 5,
};
const catCow: TPlanExercise = { ...base, name: 'Cat-cow', reps: '10', primaryMuscle: 'mobility', kind: 'sets' };

const T0 = Date.UTC(2026, 0, 5, 7, 0, 0);
const s = (n: number) => T0 + n * 1000;
/** What the player shows at `now`: the step and the seconds left. */
const at = (state: SessionState, steps: Step[], now: number) => {
  const cur = advance(state, steps, now);
  return { state: cur, step: steps[cur.step], left: remainingSeconds(cur, steps, now) };
};
/** A reload: the state goes through storage (JSON) and comes back. */
const reload = (state: SessionState) => JSON.parse(JSON.stringify(state)) as SessionState;

describe('session steps', () => {
  it('gets ready before each side, each interval block and each duration; rests between rounds only', () => {
    const steps = sessionSteps([pigeon, intervals, coolDown, catCow]);
    expect(
      steps.map(
        (x) => `${x.item}:${x.phase}:${x.seconds}${x.side ? `:s${x.side}` : ''}${x.round ? `:r${x.round}` : ''}`,
      ),
    ).toEqual([
      '0:ready:5:s1',
      '0:work:180:s1',
      '0:ready:5:s2',
      '0:work:180:s2',
      '1:ready:5:r1',
      '1:work:30:r1',
      '1:rest:30:r1',
      '1:work:30:r2',
      '1:rest:30:r2',
      '1:work:30:r3',
      '2:ready:5',
      '2:work:300',
      '3:reps:0',
    ]);
  });
});

describe('session clock', () => {
  const steps = sessionSteps([pigeon, butterfly]);
  const start = startSession('plan-1', 1, steps, T0);

  it('starts with the get-ready moment, then counts the hold down from the wall clock', () => {
    expect(at(start, steps, T0)).toMatchObject({ step: { phase: 'ready', item: 0 }, left: READY_SECONDS });
    expect(at(start, steps, T0 + 1200)).toMatchObject({ step: { phase: 'ready' }, left: 4 });
    expect(at(start, steps, s(5))).toMatchObject({ step: { phase: 'work', item: 0, side: 1 }, left: 180 });
    expect(at(start, steps, s(65))).toMatchObject({ step: { phase: 'work', side: 1 }, left: 120 });
    // Side 2 gets its own get-ready moment; then the second pose.
    expect(at(start, steps, s(185))).toMatchObject({ step: { phase: 'ready', side: 2 }, left: 5 });
    expect(at(start, steps, s(190 + 179))).toMatchObject({ step: { phase: 'work', side: 2 }, left: 1 });
    expect(at(start, steps, s(370 + 5))).toMatchObject({ step: { phase: 'work', item: 1 }, left: 180 });
  });

  it('catches up however long the screen was off, each step starting when the last one ended', () => {
    // Nothing ran between T0 and 7 minutes later (a locked phone): one call lands on the true step.
    const later = at(start, steps, s(420));
    expect(later.step).toMatchObject({ item: 1, phase: 'work' });
    expect(later.left).toBe(180 - (420 - 375));
    expect(later.state.done.filter((d) => d > 0)).toEqual([180, 180]);
    // Past the end: over, with every hold done.
    const end = at(start, steps, s(3600));
    expect(end.state.phase).toBe('over');
    expect(end.left).toBe(0);
    expect(end.state.done.filter((d) => d > 0)).toEqual([180, 180, 180]);
  });

  it('resumes after a reload where the session is, from the stored end instant', () => {
    const before = at(start, steps, s(100)).state;
    const again = reload(before);
    expect(fits(again, steps)).toBe(true);
    // The page came back 30 s later: 30 s more have passed in the hold.
    expect(at(again, steps, s(130))).toMatchObject({ step: { phase: 'work', side: 1 }, left: 180 - 125 });
    // A plan changed meanwhile (other steps) is not resumed.
    expect(fits(again, sessionSteps([butterfly]))).toBe(false);
  });

  it('pauses: the time left stays the same however long the pause, also through a reload', () => {
    const paused = pause(start, steps, s(65));
    expect(paused).toMatchObject({ endsAt: null, pausedMs: 120_000 });
    expect(at(paused, steps, s(5000))).toMatchObject({ step: { phase: 'work', side: 1 }, left: 120 });
    const resumed = resume(reload(paused), s(5000));
    expect(at(resumed, steps, s(5000 + 20))).toMatchObject({ step: { phase: 'work', side: 1 }, left: 100 });
    expect(at(resumed, steps, s(5000 + 120))).toMatchObject({ step: { phase: 'ready', side: 2 }, left: 5 });
  });

  it('skips: the get-ready moment straight into the hold; a hold midway, keeping the time held', () => {
    const holding = skip(start, steps, s(2));
    expect(at(holding, steps, s(2))).toMatchObject({ step: { phase: 'work', side: 1 }, left: 180 });
    const skipped = skip(holding, steps, s(2 + 40));
    expect(skipped.done[1]).toBe(40);
    expect(at(skipped, steps, s(42))).toMatchObject({ step: { phase: 'ready', side: 2 }, left: 5 });
    // Skipped while paused: the next step waits, paused, for Resume.
    const waiting = skip(pause(skipped, steps, s(43)), steps, s(44));
    expect(at(waiting, steps, s(500))).toMatchObject({ step: { phase: 'work', side: 2 }, left: 180 });
  });

  it('stops: over, with the part of the current hold done', () => {
    const stopped = stop(start, steps, s(5 + 180 + 5 + 60));
    expect(stopped).toMatchObject({ phase: 'over', stopped: true, endsAt: null });
    expect(stopped.done.filter((d) => d > 0)).toEqual([180, 60]);
    expect(sessionLog([pigeon, butterfly], steps, stopped.done, '2026-01-05')).toEqual({
      sets: [{ exercise: 'Pigeon pose', weightKg: 0, reps: 2, seconds: 240 }],
      date: '2026-01-05',
    });
  });
});

describe('intervals, durations and drills', () => {
  const items = [intervals, catCow, coolDown];
  const steps = sessionSteps(items);
  const start = startSession('plan-2', 1, steps, T0);

  it('alternates work and rest with the round, then waits for a drill to be done', () => {
    expect(at(start, steps, s(5))).toMatchObject({ step: { phase: 'work', round: 1 }, left: 30 });
    expect(at(start, steps, s(35))).toMatchObject({ step: { phase: 'rest', round: 1 }, left: 30 });
    expect(at(start, steps, s(65))).toMatchObject({ step: { phase: 'work', round: 2 }, left: 30 });
    // After the last round (no rest after it), the drill waits for Done, however long it takes.
    const drill = at(start, steps, s(5 + 150 + 600));
    expect(drill).toMatchObject({ step: { phase: 'reps', item: 1 }, left: null });
    const done = skip(drill.state, steps, s(800));
    expect(at(done, steps, s(800))).toMatchObject({ step: { phase: 'ready', item: 2 }, left: 5 });
    expect(at(done, steps, s(805 + 60))).toMatchObject({ step: { phase: 'work', item: 2 }, left: 240 });
    const end = at(done, steps, s(805 + 300));
    expect(end.state.phase).toBe('over');
    expect(sessionLog(items, steps, end.state.done, '2026-01-05')?.sets).toEqual([
      { exercise: 'Intervals (bike)', weightKg: 0, reps: 3, seconds: 90 },
      { exercise: 'Cat-cow', weightKg: 0, reps: 10 },
      { exercise: 'Cool-down', weightKg: 0, reps: 1, seconds: 300 },
    ]);
  });

  it('logs nothing when nothing was done', () => {
    const stopped = stop(start, steps, s(3));
    expect(sessionLog(items, steps, stopped.done, '2026-01-05')).toBeNull();
  });
});
