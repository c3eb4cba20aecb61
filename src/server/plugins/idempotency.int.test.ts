import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutSets } from '../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/harness.ts';
import { onboardedUser } from '../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const body = { sets: [{ exercise: 'Push-up', weightKg: 0, reps: 15 }] };

describe('Idempotency-Key', () => {
  it('applies a key once, replays the stored answer, refuses another body and a duplicate in flight', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'idem@example.com');
    const send = (key: string, payload: object = body) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/workouts/log',
        payload,
        headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': key },
      });
    const first = await send('queue-item-0001');
    expect(first.statusCode).toBe(200);
    const replay = await send('queue-item-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, userId))).toHaveLength(1);

    const other = await send('queue-item-0001', { sets: [{ exercise: 'Squat', weightKg: 50, reps: 5 }] });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');

    const racing = await Promise.all(Array.from({ length: 5 }, () => send('queue-item-0002')));
    const statuses = racing.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, userId))).toHaveLength(2);
    expect((await send('bad key!')).statusCode).toBe(400);
  });
});
