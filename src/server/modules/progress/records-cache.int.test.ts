import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalRecord } from '#shared/contracts/progress.ts';
import { workoutSets } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('kept personal records', () => {
  it('are computed again after any write to the sets, whatever wrote it', async () => {
    const me = await onboardedUser(ctx, 'records-kept@example.com');
    const oneRm = async () => {
      const records = (
        await ctx.app.inject({ url: '/api/progress/personal-records', headers: { cookie: me.cookie } })
      ).json() as TPersonalRecord[];
      return records.find((r) => r.recordType === '1rm')?.estimated1RM ?? null;
    };
    expect(await oneRm()).toBeNull();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts/log',
      payload: { sets: [{ exercise: 'Back squat', weightKg: 100, reps: 5, rir: 2 }] },
      headers: { ...SAME_ORIGIN, cookie: me.cookie },
    });
    // 100 × (1 + 7/30).
    expect(await oneRm()).toBe(123.3);
    expect(await oneRm()).toBe(123.3);

    // Another instance (or any other path) writes straight to the table: an insert, an update, a delete.
    const [row] = await ctx.db
      .insert(workoutSets)
      .values({ userId: me.userId, exercise: 'Back squat', weightKg: '110', reps: 5, rir: 2 })
      .returning();
    expect(await oneRm()).toBe(135.7);
    await ctx.db
      .update(workoutSets)
      .set({ weightKg: '120' })
      .where(eq(workoutSets.id, row?.id ?? ''));
    expect(await oneRm()).toBe(148);
    await ctx.db.delete(workoutSets).where(eq(workoutSets.id, row?.id ?? ''));
    expect(await oneRm()).toBe(123.3);
  });
});
