import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutSets } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Recovery = { muscleGroup: string; recoveryPercentage: number; currentWeeklySets: number };
type Record_ = { recordType: string; exerciseName: string; estimated1RM: number | null };

function client(cookie: string) {
  return {
    get: (url: string) => ctx.app.inject({ url, headers: { cookie } }).then((r) => r.json()),
    post: (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } }),
  };
}

describe('exercise identity', () => {
  it('a set logged as "Bench" feeds the chest and shares its records with the bench press', async () => {
    const me = await onboardedUser(ctx, 'identity-bench@example.com');
    const api = client(me.cookie);
    const logged = await api.post('/api/workouts/log', {
      sets: [
        { exercise: 'Bench', weightKg: 80, reps: 6, rir: 2 },
        { exercise: 'Press de banca', weightKg: 80, reps: 8, rir: 2 },
      ],
    });
    expect(logged.statusCode).toBe(200);
    const rows = await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, me.userId));
    expect(rows.map((r) => r.muscle)).toEqual(['chest', 'chest']);

    // A row stored without a muscle (logged before its name was known) is read by its name too.
    await ctx.db.insert(workoutSets).values({
      userId: me.userId,
      exercise: 'bench',
      muscle: null,
      weightKg: '70',
      reps: 5,
      rir: 2,
      performedAt: new Date(Date.now() - 3_600_000),
    });
    const recovery: Recovery[] = await api.get('/api/progress/muscle-recovery');
    expect(recovery).toEqual([expect.objectContaining({ muscleGroup: 'chest', currentWeeklySets: 3 })]);

    const records: Record_[] = await api.get('/api/progress/personal-records');
    const oneRms = records.filter((r) => r.recordType === '1rm');
    // One exercise, three names: one record, 80 × (8 + 2) by Epley.
    expect(oneRms).toEqual([expect.objectContaining({ estimated1RM: 106.7 })]);
    expect(await api.get('/api/progress/unknown-exercises')).toEqual([]);
    expect((await api.post('/api/progress/exercise-muscle', { name: 'Bench', muscle: 'back' })).statusCode).toBe(400);
  });

  it('asks once which muscle an unknown exercise trains, and remembers the answer', async () => {
    const me = await onboardedUser(ctx, 'identity-custom@example.com');
    const other = await onboardedUser(ctx, 'identity-other@example.com');
    const api = client(me.cookie);
    await api.post('/api/workouts/log', {
      sets: [
        { exercise: 'Zottman curl', weightKg: 12, reps: 10, rir: 1 },
        { exercise: 'Zottman curl', weightKg: 12, reps: 9, rir: 1 },
        { exercise: 'Sled push', weightKg: 100, reps: 1, rir: 2 },
      ],
    });
    // Kept as logged, feeding no muscle until the person says which.
    expect(await api.get('/api/progress/muscle-recovery')).toEqual([]);
    expect(await api.get('/api/progress/unknown-exercises')).toEqual([
      { name: 'Zottman curl', sets: 2 },
      { name: 'Sled push', sets: 1 },
    ]);
    expect(await client(other.cookie).get('/api/progress/unknown-exercises')).toEqual([]);

    const answered = await api.post('/api/progress/exercise-muscle', { name: 'zottman curl', muscle: 'biceps' });
    expect(answered.json()).toEqual({ name: 'zottman curl', muscle: 'biceps', sets: 2 });
    expect((await api.post('/api/progress/exercise-muscle', { name: 'Sled push', muscle: null })).json()).toEqual({
      name: 'Sled push',
      muscle: null,
      sets: 1,
    });
    expect(await api.get('/api/progress/unknown-exercises')).toEqual([]);
    const recovery: Recovery[] = await api.get('/api/progress/muscle-recovery');
    expect(recovery.map((m) => [m.muscleGroup, m.currentWeeklySets])).toEqual([['biceps', 2]]);

    // Logged again, in another spelling: the answer applies at once, and nothing is asked.
    await api.post('/api/workouts/log', { sets: [{ exercise: 'ZOTTMAN  Curl', weightKg: 12, reps: 8, rir: 0 }] });
    const [row] = await ctx.db
      .select()
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, me.userId), eq(workoutSets.exercise, 'ZOTTMAN  Curl')));
    expect(row?.muscle).toBe('biceps');
    expect(await api.get('/api/progress/unknown-exercises')).toEqual([]);
    // The other person's answer is theirs: nothing of it reaches this account.
    await client(other.cookie).post('/api/workouts/log', {
      sets: [{ exercise: 'Zottman curl', weightKg: 8, reps: 10 }],
    });
    expect(await client(other.cookie).get('/api/progress/unknown-exercises')).toEqual([
      { name: 'Zottman curl', sets: 1 },
    ]);
  });
});
