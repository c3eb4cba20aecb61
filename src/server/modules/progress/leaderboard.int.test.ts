import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workoutSets } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;
const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });

describe('leaderboard periods', () => {
  it('ranks opted-in members by training days this week, this month and ever, ties sharing a rank', async () => {
    const now = Date.now();
    const make = async (email: string, name: string, daysAgo: number[], optIn = true, timeZone = 'Europe/Madrid') => {
      const u = await onboardedUser(ctx, email);
      await ctx.db.update(users).set({ fullName: name, timeZone }).where(eq(users.id, u.userId));
      if (daysAgo.length)
        await ctx.db.insert(workoutSets).values(
          daysAgo.flatMap((d) =>
            [0, 1].map(() => ({
              userId: u.userId,
              exercise: 'Squat',
              muscle: 'quads',
              weightKg: '100',
              reps: 5,
              performedAt: new Date(now - d * DAY),
            })),
          ),
        );
      if (optIn) await post(u.cookie, '/api/leaderboard/opt-in', { optIn: true });
      return u;
    };
    const ana = await make('lb-ana@example.com', 'Ana García', [1, 2, 3, 20, 100, 200, 300]);
    await make('lb-ben@example.com', 'Ben Stone', [1, 2, 3, 10, 12, 14, 16, 18]);
    await make('lb-cy@example.com', 'Cy Young', [1, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
    await make('lb-dee@example.com', 'Dee Private', [1, 2, 3, 4, 5, 6], false);
    // Two sets at 23:30 and 00:30 Tokyo time are two of her days; in UTC they are one.
    const eri = await make('lb-eri@example.com', 'Eri Tanaka', [], true, 'Asia/Tokyo');
    const tokyoMidnight = new Date(`${new Date(now - 3 * DAY).toISOString().slice(0, 10)}T15:00:00Z`);
    await ctx.db.insert(workoutSets).values(
      [-30, 30].map((m) => ({
        userId: eri.userId,
        exercise: 'Squat',
        weightKg: '60',
        reps: 5,
        performedAt: new Date(tokyoMidnight.getTime() + m * 60_000),
      })),
    );

    const board = async (period?: string) =>
      (await get(ana.cookie, `/api/leaderboard${period ? `?period=${period}` : ''}`)).json();
    const ranks = (b: { entries: { rank: number; displayName: string; sessions: number }[] }) =>
      b.entries.filter((e) => e.displayName !== 'Test').map((e) => [e.rank, e.displayName, e.sessions]);

    const week = await board('week');
    expect(week).toMatchObject({ optedIn: true, period: 'week' });
    expect(ranks(week)).toEqual([
      [1, 'Ana', 3],
      [1, 'Ben', 3],
      [3, 'Eri', 2],
      [4, 'Cy', 1],
    ]);
    expect((await board()).period).toBe('week');
    expect(ranks(await board('month'))).toEqual([
      [1, 'Ben', 8],
      [2, 'Ana', 4],
      [3, 'Eri', 2],
      [4, 'Cy', 1],
    ]);
    expect(ranks(await board('all'))).toEqual([
      [1, 'Cy', 10],
      [2, 'Ben', 8],
      [3, 'Ana', 7],
      [4, 'Eri', 2],
    ]);
    expect((await board('all')).entries.find((e: { isYou: boolean }) => e.isYou)).toMatchObject({ displayName: 'Ana' });
    expect((await get(ana.cookie, '/api/leaderboard?period=year')).statusCode).toBe(400);
  });
});
