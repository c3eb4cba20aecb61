import { describe, expect, it } from 'vitest';
import { type LoggedSet, personalRecords } from './compute.ts';

const set = (exercise: string, weightKg: number, reps: number, rir: number | null, at: string): LoggedSet => ({
  exercise,
  muscle: null,
  weightKg,
  reps,
  rir,
  performedAt: new Date(at),
});
const find = (records: ReturnType<typeof personalRecords>, type: string, exercise?: string) =>
  records.find((r) => r.recordType === type && (!exercise || r.exerciseName === exercise));

describe('personal records', () => {
  it('shows the issue’s two sets as a lifter reads them: one estimate where one can be made', () => {
    const records = personalRecords([
      set('Goblet squat', 20, 12, 2, '2026-11-20T18:00:00Z'),
      set('Dumbbell bench press', 22, 9, 1, '2026-11-20T18:10:00Z'),
    ]);
    // 12 + 2 = 14 effective reps: past the limit, no 1RM for the squat.
    expect(find(records, '1rm', 'Goblet squat')).toBeUndefined();
    expect(find(records, '1rm', 'Dumbbell bench press')).toMatchObject({
      weight: 22,
      reps: 9,
      rir: 1,
      estimated1RM: 29.3,
      improvement: null,
    });
    // One set's volume is that set: 22 × 9 = 198 kg in 1 set.
    expect(find(records, 'volume', 'Dumbbell bench press')).toMatchObject({ weight: 198, reps: 1 });
    expect(find(records, 'reps', 'Goblet squat')).toMatchObject({ weight: 20, reps: 12, rir: 2 });
  });

  it('takes a single rep at RIR 0 as the 1RM and a set at RIR 5 with its five reps in reserve', () => {
    const records = personalRecords([
      set('Deadlift', 180, 1, 0, '2026-11-01T10:00:00Z'),
      set('Deadlift', 140, 5, 5, '2026-11-08T10:00:00Z'),
    ]);
    // 140 × (1 + 10/30) = 186.7 beats the single of 180: a new best, 3.7 % above.
    expect(find(records, '1rm')).toMatchObject({ weight: 140, reps: 5, rir: 5, estimated1RM: 186.7, improvement: 3.7 });
  });

  it('keeps the first of two equal estimates: a tie is no new record', () => {
    const records = personalRecords([
      set('Bench press', 80, 8, 2, '2026-11-01T10:00:00Z'),
      set('Bench press', 80, 9, 1, '2026-11-08T10:00:00Z'),
    ]);
    const oneRm = find(records, '1rm');
    expect(oneRm?.estimated1RM).toBe(106.7);
    expect(oneRm?.achievedAt).toBe('2026-11-01T10:00:00.000Z');
    expect(oneRm?.improvement).toBeNull();
  });

  it('groups one exercise under its identity, whatever name it was logged with', () => {
    const records = personalRecords([
      { ...set('Bench', 80, 5, 2, '2026-11-01T10:00:00Z'), key: 'bench_press' },
      { ...set('Press de banca', 80, 8, 2, '2026-11-08T10:00:00Z'), key: 'bench_press' },
    ]);
    expect(records.filter((r) => r.recordType === '1rm')).toHaveLength(1);
    expect(find(records, '1rm')).toMatchObject({ exerciseName: 'Press de banca', estimated1RM: 106.7 });
  });

  it('counts a session by the user’s own calendar day', () => {
    // 18:30 and 19:30 in New York are one evening session there, and two days in UTC.
    const sets = [set('Squat', 100, 5, 2, '2026-11-20T23:30:00Z'), set('Squat', 100, 5, 2, '2026-11-21T00:30:00Z')];
    expect(find(personalRecords(sets, 'America/New_York'), 'volume')).toMatchObject({ weight: 1000, reps: 2 });
    expect(find(personalRecords(sets, 'UTC'), 'volume')).toMatchObject({ weight: 500, reps: 1 });
  });
});
