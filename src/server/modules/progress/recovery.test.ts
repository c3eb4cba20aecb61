import { describe, expect, it } from 'vitest';
import { healthScores, type LoggedSet, muscleRecovery } from './compute.ts';
import { effort, fatigueOf, muscleState, recoveryAt, recoveryHours } from './recovery.ts';

const HOUR = 3_600_000;
const T0 = new Date('2026-11-20T18:00:00Z').getTime();
const at = (hours: number) => new Date(T0 + hours * HOUR);
const set = (muscle: string, rir: number | null, hours = 0, exercise = 'Lift'): LoggedSet => ({
  exercise,
  muscle,
  weightKg: 20,
  reps: 10,
  rir,
  performedAt: at(hours),
});
const recovery = (sets: LoggedSet[], hours: number, muscle: string) =>
  muscleRecovery(sets, at(hours)).find((m) => m.muscleGroup === muscle)?.recoveryPercentage;

describe('recovery model (decision 022)', () => {
  it('weighs a set by its effort', () => {
    expect([0, 1, 2, 3, 4, 5, null].map(effort)).toEqual([1, 0.9, 0.8, 0.65, 0.5, 0.35, 0.8]);
    expect(recoveryHours(1)).toBe(48);
    expect(recoveryHours(6.5)).toBe(60);
    expect(recoveryHours(20)).toBe(72);
  });

  it('the issue’s two sets: one set each leaves quads and chest well above 50 %, fresh within a day', () => {
    const sets = [set('quads', 2, 0, 'Goblet squat'), set('chest', 1, 0.2, 'Dumbbell bench press')];
    // Goblet squat 20 kg × 12 @ RIR 2: dose 0.8, fatigue 1 - e^(-0.8/3.5) = 20.4 %.
    expect(recovery(sets, 0.25, 'quads')).toBe(80);
    // Dumbbell bench press 22 kg × 9 @ RIR 1: dose 0.9, fatigue 22.7 %.
    expect(recovery(sets, 0.25, 'chest')).toBe(77);
    // Cleared linearly over 48 h: fresh (90 %) after 48 × (1 - 10/20.4) = 24.5 h.
    expect(recovery(sets, 24, 'quads')).toBe(90);
    expect(recovery(sets, 48, 'quads')).toBe(100);
    const quads = muscleRecovery(sets, at(1)).find((m) => m.muscleGroup === 'quads');
    expect(new Date(quads?.optimalTrainingWindow ?? '').getTime()).toBeCloseTo(T0 + 24.5 * HOUR, -5);
  });

  it('one set never empties a muscle, even to failure', () => {
    expect(recovery([set('chest', 0)], 0, 'chest')).toBe(75);
    expect(Math.round(100 * fatigueOf(1))).toBe(25);
  });

  it('20 hard sets leave a muscle low, recovered by 72 h', () => {
    // 20 sets at RIR 0-1, two minutes apart: dose 18, fatigue 99.4 %, cleared over 72 h.
    const sets = Array.from({ length: 20 }, (_, i) => set('quads', i % 2, i / 30));
    const last = 19 / 30;
    expect(recovery(sets, last, 'quads')).toBeLessThanOrEqual(1);
    expect(recovery(sets, last + 24, 'quads')).toBe(34);
    expect(recovery(sets, last + 48, 'quads')).toBe(67); // still fatigued two days later
    expect(recovery(sets, last + 60, 'quads')).toBe(83); // ready
    expect(recovery(sets, last + 66, 'quads')).toBe(92); // fresh
    expect(recovery(sets, last + 72, 'quads')).toBe(100);
  });

  it('scales with the dose: a normal session of 5 sets at RIR 1-2 is fatigued, then ready the next day', () => {
    const sets = [1, 1, 2, 2, 2].map((rir, i) => set('chest', rir, i * 0.05));
    const last = 0.2;
    // Dose 4.2: fatigue 69.9 %, cleared over 52.1 h.
    expect(recovery(sets, last, 'chest')).toBe(30);
    expect(recovery(sets, last + 24, 'chest')).toBe(62);
    expect(recovery(sets, last + 36, 'chest')).toBe(78);
    expect(recovery(sets, last + 48, 'chest')).toBe(95);
    expect(muscleState(sets.map((s) => ({ rir: s.rir, performedAt: s.performedAt })))?.hours).toBeCloseTo(52.1, 1);
  });

  it('a muscle trained twice in a day carries the morning’s fatigue into the evening', () => {
    const morning = [0, 0.05, 0.1].map((h) => set('back', 1, h));
    const evening = [10, 10.05, 10.1].map((h) => set('back', 1, h));
    const once = recovery(morning, 10.1, 'back') as number;
    const twice = recovery([...morning, ...evening], 10.1, 'back') as number;
    // Morning: dose 2.7, fatigue 53.6 %, cleared over 48 h; ten hours later 42.4 % is left.
    expect(once).toBe(57);
    expect(twice).toBe(27);
    // The evening alone would read 46 %: the morning still counts.
    expect(recovery(evening, 10.1, 'back')).toBe(46);
    // And takes longer to clear than either session alone.
    const state = muscleState([...morning, ...evening].map((s) => ({ rir: s.rir, performedAt: s.performedAt })));
    expect(state?.hours).toBeGreaterThan(recoveryHours(2.7));
    expect(recoveryAt(state as NonNullable<typeof state>, at(10.1 + 24).getTime())).toBe(59);
  });

  it('ignores sets logged for later and timed work', () => {
    const sets = [set('quads', 0, 5), { ...set('core', null, 0), seconds: 120 }];
    expect(muscleRecovery(sets, at(1))).toEqual([]);
  });
});

describe('health score recovery comes from the same numbers as the recovery card', () => {
  it('is the mean recovery of the week’s trained muscles', () => {
    const sets = [set('quads', 2, 0), set('chest', 1, 0.2)];
    const now = at(0.25);
    const cards = muscleRecovery(sets, now);
    const [week] = healthScores(sets, 3, now);
    expect(cards.map((c) => c.recoveryPercentage)).toEqual([77, 80]);
    expect(week?.recoveryScore).toBe(79); // (77 + 80) / 2 = 78.5
    // One session of three planned: consistency 33, score (33 + 79) / 2.
    expect(week).toMatchObject({ trainingConsistency: 33, score: 56 });
  });

  it('reads low after a crushing week and never 100 beside a fatigued card', () => {
    const sets = Array.from({ length: 20 }, (_, i) => set('quads', 0, i / 30));
    const now = at(1);
    expect(muscleRecovery(sets, now)[0]?.recoveryPercentage).toBe(1);
    expect(healthScores(sets, 3, now)[0]?.recoveryScore).toBe(1);
  });
});
