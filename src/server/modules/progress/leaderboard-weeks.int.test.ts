import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardWeeks, users, workoutSets } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';
import {
  closeLeaderboardWeek,
  closeLeaderboardWeeks,
  LEADERBOARD_WEEK_CLOSE_JOB,
  purgeOldLeaderboardWeeks,
  weekStartOf,
} from './leaderboard-weeks.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday (UTC) of the calendar week `back` weeks before this one. */
const monday = (back: number) => new Date(weekStartOf(new Date()).getTime() - back * WEEK);

/** A member with a name and, on each of `days` (0 = Monday) of the week `back` weeks ago, two sets at noon UTC. */
async function member(email: string, name: string, days: number[], { optIn = true, back = 1 } = {}) {
  const u = await onboardedUser(ctx, email);
  await ctx.db.update(users).set({ fullName: name }).where(eq(users.id, u.userId));
  await logDays(u.userId, days, back);
  if (optIn) expect((await post(u.cookie, '/api/leaderboard/opt-in', { optIn: true })).statusCode).toBe(200);
  return u;
}

async function logDays(userId: string, days: number[], back: number) {
  if (!days.length) return;
  await ctx.db.insert(workoutSets).values(
    days.flatMap((d) =>
      [0, 1].map((s) => ({
        userId,
        exercise: 'Squat',
        weightKg: '80',
        reps: 5,
        performedAt: new Date(monday(back).getTime() + d * DAY + 12 * 3_600_000 + s * 60_000),
      })),
    ),
  );
}

const stored = () =>
  ctx.db
    .select()
    .from(leaderboardWeeks)
    .orderBy(asc(leaderboardWeeks.weekStart), asc(leaderboardWeeks.rank), asc(leaderboardWeeks.userId));

type LastWeek = {
  weekStart: string;
  entries: { rank: number; displayName: string; sessions: number; isYou: boolean }[];
};
const lastWeek = async (cookie: string) => (await get(cookie, '/api/leaderboard')).json().lastWeek as LastWeek | null;
const podium = (w: LastWeek | null) => w?.entries.map((e) => [e.rank, e.displayName, e.sessions, e.isYou]);

describe('the weekly leaderboard close', () => {
  it('closes last week once, shows its podium and the member’s own row, and forgets who leaves', async () => {
    const ana = await member('lw-ana@example.com', 'Ana García', [0, 1, 2, 3, 4]);
    const ben = await member('lw-ben@example.com', 'Ben Stone', [0, 2, 4]);
    const cy = await member('lw-cy@example.com', 'Cy Young', [1, 3, 5]);
    const dee = await member('lw-dee@example.com', 'Dee Private', [0, 1, 2, 3, 4, 5, 6], { optIn: false });
    const eva = await member('lw-eva@example.com', 'Eva Low', [6]);
    // Sets of this week and of the week before count for neither.
    await logDays(eva.userId, [0, 1, 2, 3, 4], 2);
    await logDays(eva.userId, [0], 0);
    // Nothing closed yet: no last week.
    expect(await lastWeek(ana.cookie)).toBeNull();

    // Through the queue, as the schedule runs it.
    const id = await ctx.app.deps.jobs.send(LEADERBOARD_WEEK_CLOSE_JOB, {});
    await ctx.app.deps.jobs.settled(LEADERBOARD_WEEK_CLOSE_JOB, id);
    const rows = await stored();
    const week = isoDay(monday(1));
    // Equal counts share a rank; Dee is not opted in.
    expect(Object.fromEntries(rows.map((r) => [r.userId, [r.weekStart, r.rank, r.sessions]]))).toEqual({
      [ana.userId]: [week, 1, 5],
      [ben.userId]: [week, 2, 3],
      [cy.userId]: [week, 2, 3],
      [eva.userId]: [week, 4, 1],
    });
    expect(rows.some((r) => r.userId === dee.userId)).toBe(false);

    // Closing again, even after more sets in that week, changes nothing.
    await logDays(ben.userId, [1, 3, 5, 6], 1);
    expect(await closeLeaderboardWeeks(ctx.db)).toEqual({});
    expect(await closeLeaderboardWeek(ctx.db, monday(1))).toBe(0);
    expect(await stored()).toEqual(rows);

    const anaView = await lastWeek(ana.cookie);
    expect(anaView?.weekStart).toBe(week);
    expect(podium(anaView)).toEqual([
      [1, 'Ana', 5, true],
      [2, 'Ben', 3, false],
      [2, 'Cy', 3, false],
    ]);
    // A member below the podium sees it and their own row.
    expect(podium(await lastWeek(eva.cookie))).toEqual([
      [1, 'Ana', 5, false],
      [2, 'Ben', 3, false],
      [2, 'Cy', 3, false],
      [4, 'Eva', 1, true],
    ]);
    // A member who was not opted in sees the podium, without a row of their own.
    expect(podium(await lastWeek(dee.cookie))).toEqual(podium(anaView)?.map((e) => [...e.slice(0, 3), false]));

    // Opting out hides the member from last week too; the others keep their ranks.
    expect((await post(ana.cookie, '/api/leaderboard/opt-in', { optIn: false })).statusCode).toBe(200);
    expect(podium(await lastWeek(cy.cookie))).toEqual([
      [2, 'Ben', 3, false],
      [2, 'Cy', 3, true],
    ]);
    expect(podium(await lastWeek(ana.cookie))).toEqual([
      [2, 'Ben', 3, false],
      [2, 'Cy', 3, false],
    ]);

    // Deleting an account erases its weeks.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: { ...SAME_ORIGIN, cookie: ben.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await stored()).some((r) => r.userId === ben.userId)).toBe(false);
    expect(podium(await lastWeek(cy.cookie))).toEqual([[2, 'Cy', 3, true]]);
  });

  it('closes the weeks nobody closed, up to four back, and the sweep deletes them after a year', async () => {
    const fay = await member('lw-fay@example.com', 'Fay Back', [], {});
    for (const back of [1, 2, 3, 4, 5]) await logDays(fay.userId, [0, 2].slice(0, back > 3 ? 1 : 2), back);
    // As if the last close ran five weeks ago: no instance ran on the Mondays since.
    await ctx.db.delete(leaderboardWeeks);
    await ctx.db
      .insert(leaderboardWeeks)
      .values({ weekStart: isoDay(monday(5)), userId: fay.userId, rank: 1, sessions: 9 });

    const closed = await closeLeaderboardWeeks(ctx.db);
    expect(Object.keys(closed)).toEqual([4, 3, 2, 1].map((back) => isoDay(monday(back))));
    const mine = (await stored()).filter((r) => r.userId === fay.userId).map((r) => [r.weekStart, r.sessions]);
    expect(mine).toEqual([
      [isoDay(monday(5)), 9],
      [isoDay(monday(4)), 1],
      [isoDay(monday(3)), 2],
      [isoDay(monday(2)), 2],
      [isoDay(monday(1)), 2],
    ]);
    expect((await lastWeek(fay.cookie))?.weekStart).toBe(isoDay(monday(1)));

    // A year on, the retention sweep deletes what is older than a year.
    const gone = await purgeOldLeaderboardWeeks(ctx.db, new Date(monday(3).getTime() + 365 * DAY));
    expect(gone).toBeGreaterThanOrEqual(2);
    expect((await stored()).map((r) => r.weekStart).every((w) => w >= isoDay(monday(3)))).toBe(true);
  });

  it('counts the days of the week in each member’s time zone', async () => {
    await ctx.db.delete(leaderboardWeeks);
    // Sunday 23:30 and 00:30 UTC+9 fall on two of her dates, both inside the UTC week (Sunday 14:30, 15:30 UTC).
    const gia = await member('lw-gia@example.com', 'Gia Tokyo', []);
    await ctx.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, gia.userId));
    const tokyoMidnight = new Date(monday(1).getTime() + 6 * DAY + 15 * 3_600_000);
    await ctx.db.insert(workoutSets).values(
      [-30, 30].map((m) => ({
        userId: gia.userId,
        exercise: 'Squat',
        weightKg: '60',
        reps: 5,
        performedAt: new Date(tokyoMidnight.getTime() + m * 60_000),
      })),
    );
    await closeLeaderboardWeeks(ctx.db);
    expect((await stored()).find((r) => r.userId === gia.userId)?.sessions).toBe(2);
  });
});
