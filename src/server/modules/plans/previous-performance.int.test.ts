import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutPlans } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const item = (name: string, day: number, equipment: string) => ({
  name,
  sets: 3,
  reps: '8-10',
  day,
  primaryMuscle: 'chest' as const,
  equipment,
  rir: 2,
  restSeconds: 120,
  notes: '',
});

describe('the logger’s last time', () => {
  it('shows the sets of the last day each exercise was done, under any of its names', async () => {
    const me = await onboardedUser(ctx, 'previous@example.com');
    const other = await onboardedUser(ctx, 'previous-other@example.com');
    const [plan] = await ctx.db
      .insert(workoutPlans)
      .values({
        userId: me.userId,
        name: 'Upper',
        muscleGroup: 'chest',
        difficulty: 'beginner',
        description: '',
        durationWeeks: 4,
        exercises: [
          item('Barbell bench press', 1, 'barbell'),
          item('Cable fly', 1, 'cable'),
          item('Row', 2, 'barbell'),
        ],
        createdBy: 'test',
      })
      .returning();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/workouts/log',
        payload,
        headers: { ...SAME_ORIGIN, cookie: me.cookie },
      });
    await post({ sets: [{ exercise: 'Bench', weightKg: 20, reps: 10, rir: 3 }], date: '2026-11-01T10:00:00Z' });
    await post({
      sets: [
        { exercise: 'Bench', weightKg: 22, reps: 9, rir: 1 },
        { exercise: 'Bench', weightKg: 22, reps: 8, rir: 0 },
      ],
    });
    const get = (cookie: string) =>
      ctx.app.inject({ url: `/api/workouts/previous?planId=${plan?.id}&day=1`, headers: { cookie } });
    const res = await get(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        exercise: 'Barbell bench press',
        compound: true,
        performedAt: expect.any(String),
        sets: [
          { weightKg: 22, reps: 9, rir: 1 },
          { weightKg: 22, reps: 8, rir: 0 },
        ],
      },
      { exercise: 'Cable fly', compound: false, performedAt: null, sets: [] },
    ]);
    expect((await get(other.cookie)).statusCode).toBe(404);
  });
});
