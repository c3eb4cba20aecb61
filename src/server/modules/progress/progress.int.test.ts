import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutSets } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;

describe('progress from logged sets', () => {
  it('finds records, recovery and a health score from the user’s own sets only', async () => {
    const me = await onboardedUser(ctx, 'progress@example.com');
    const other = await onboardedUser(ctx, 'progress-other@example.com');
    const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } }).then((r) => r.json());
    expect(await get(me.cookie, '/api/progress/personal-records')).toEqual([]);
    expect(await get(me.cookie, '/api/progress/health-score')).toEqual([]);

    const now = Date.now();
    await ctx.db.insert(workoutSets).values([
      {
        userId: me.userId,
        exercise: 'Barbell bench press',
        muscle: 'chest',
        weightKg: '80',
        reps: 5,
        rir: 2,
        performedAt: new Date(now - 10 * DAY),
      },
      {
        userId: me.userId,
        exercise: 'Barbell bench press',
        muscle: 'chest',
        weightKg: '80',
        reps: 8,
        rir: 1,
        performedAt: new Date(now - 1 * DAY),
      },
      {
        userId: me.userId,
        exercise: 'Barbell bench press',
        muscle: 'chest',
        weightKg: '80',
        reps: 7,
        rir: 1,
        performedAt: new Date(now - 1 * DAY),
      },
      {
        userId: other.userId,
        exercise: 'Barbell bench press',
        muscle: 'chest',
        weightKg: '200',
        reps: 5,
        performedAt: new Date(now - DAY),
      },
    ]);
    // Through the workout logger too.
    const logged = await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts/log',
      payload: { sets: [{ exercise: 'Goblet squat', weightKg: 24, reps: 12, rir: 2 }] },
      headers: { ...SAME_ORIGIN, cookie: me.cookie },
    });
    expect(logged.json()).toMatchObject({ sets: 1 });

    const records = await get(me.cookie, '/api/progress/personal-records');
    const oneRm = records.find(
      (r: { recordType: string; exerciseName: string }) =>
        r.recordType === '1rm' && r.exerciseName === 'Barbell bench press',
    );
    // 80 kg × (8 + 1 RIR): Epley 80 × (1 + 9/30) = 104; the older best was 80 × (1 + 7/30) = 98.7.
    expect(oneRm).toMatchObject({ weight: 80, reps: 8, estimated1RM: 104, improvement: 5.4 });
    expect(records.every((r: { weight: number }) => r.weight !== 200)).toBe(true);
    // 12 reps + 2 RIR is past the estimate limit: no 1RM for the squat, but a reps record.
    expect(
      records.some(
        (r: { recordType: string; exerciseName: string }) =>
          r.exerciseName === 'Goblet squat' && r.recordType === '1rm',
      ),
    ).toBe(false);
    expect(
      records.some(
        (r: { recordType: string; exerciseName: string }) =>
          r.exerciseName === 'Goblet squat' && r.recordType === 'reps',
      ),
    ).toBe(true);

    const recovery = await get(me.cookie, '/api/progress/muscle-recovery');
    const chest = recovery.find((m: { muscleGroup: string }) => m.muscleGroup === 'chest');
    expect(chest).toMatchObject({ currentWeeklySets: 2, weeklyTargetSets: 10 });
    // Two sets at RIR 1 a day ago (decision 022): dose 1.8, fatigue 40.2 %, half cleared over 48 h.
    expect(chest.recoveryPercentage).toBe(80);
    // The goblet squat just logged, 24 kg × 12 @ RIR 2: one set leaves the quads at 80 %, not empty.
    expect(recovery.find((m: { muscleGroup: string }) => m.muscleGroup === 'quads')?.recoveryPercentage).toBe(80);

    const scores = await get(me.cookie, '/api/progress/health-score');
    expect(scores[0]).toMatchObject({
      sleepQuality: null,
      nutritionAdherence: null,
      metadata: { sessions: 2, targetSessions: 3 },
    });
    expect(scores[0].trainingConsistency).toBe(67);
    // The recovery component is the mean of the card's muscles trained this week: (80 + 80) / 2.
    expect(scores[0].recoveryScore).toBe(80);
    expect(scores).toHaveLength(2);
  });

  it('counts a guided session’s timed work as a session, never as a record or a muscle’s sets', async () => {
    const me = await onboardedUser(ctx, 'progress-timed@example.com');
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie: me.cookie } }).then((r) => r.json());
    const logged = await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts/log',
      payload: {
        sets: [
          { exercise: 'Pigeon pose', weightKg: 0, reps: 2, seconds: 360 },
          { exercise: 'Goblet squat', weightKg: 0, reps: 10, seconds: 300 },
        ],
      },
      headers: { ...SAME_ORIGIN, cookie: me.cookie },
    });
    expect(logged.json()).toEqual({ summary: '1 × Pigeon pose 360 s, 1 × Goblet squat 300 s', sets: 2 });
    const [row] = await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, me.userId)).limit(1);
    expect(row).toMatchObject({ seconds: expect.any(Number), muscle: null });

    expect(await get('/api/progress/personal-records')).toEqual([]);
    expect(await get('/api/progress/muscle-recovery')).toEqual([]);
    const [week] = await get('/api/progress/health-score');
    expect(week.metadata).toMatchObject({ sessions: 1, sets: 2 });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts/log',
      payload: { sets: [{ exercise: 'Pigeon pose', weightKg: 0, reps: 1, seconds: 0 }] },
      headers: { ...SAME_ORIGIN, cookie: me.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the leaderboard only to those who opt in, by first name', async () => {
    const a = await onboardedUser(ctx, 'lb-a@example.com');
    const board = await ctx.app.inject({ url: '/api/leaderboard', headers: { cookie: a.cookie } });
    expect(board.json()).toMatchObject({ optedIn: false });
    expect(board.json().entries.some((e: { isYou: boolean }) => e.isYou)).toBe(false);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/leaderboard/opt-in',
      payload: { optIn: true },
      headers: { ...SAME_ORIGIN, cookie: a.cookie },
    });
    const after = (await ctx.app.inject({ url: '/api/leaderboard', headers: { cookie: a.cookie } })).json();
    expect(after.optedIn).toBe(true);
    expect(after.entries.find((e: { isYou: boolean }) => e.isYou)).toMatchObject({ displayName: 'Test', sessions: 0 });
    expect((await ctx.app.inject({ url: '/api/leaderboard' })).statusCode).toBe(401);
  });
});
