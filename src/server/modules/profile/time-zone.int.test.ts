import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workoutSets } from '../../db/schema/index.ts';
import { normaliseStoredTimeZones } from '../../db/time-zones.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';
import { closeLeaderboardWeek, weekStartOf } from '../progress/leaderboard-weeks.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });
const zoneOf = async (userId: string) =>
  (await ctx.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)))[0]?.tz;
const basicStep = (timeZone: string) => ({
  fullName: 'Zoe Zone',
  email: 'ignored@example.com',
  birthDate: '1990-01-01',
  gender: 'female',
  weight: 60,
  height: 165,
  primaryGoal: 'build_muscle',
  termsAccepted: true,
  privacyAccepted: true,
  timeZone,
});

describe('finding 7: one member’s time zone cannot break anything for everyone', () => {
  it('finding 7: onboarding stores only zones of Intl.supportedValuesOf, under their canonical name', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'zone-step@example.com');
    // Node's Intl takes US/Pacific-New; PostgreSQL does not. It is stored as the zone it names.
    expect((await post(cookie, '/api/onboarding/basic', basicStep('US/Pacific-New'))).statusCode).toBe(200);
    expect(await zoneOf(userId)).toBe('America/Los_Angeles');
    expect((await post(cookie, '/api/onboarding/basic', basicStep('europe/madrid'))).statusCode).toBe(200);
    expect(await zoneOf(userId)).toBe('Europe/Madrid');
    expect((await post(cookie, '/api/onboarding/basic', basicStep('UTC'))).statusCode).toBe(200);
    expect(await zoneOf(userId)).toBe('UTC');
    // Names no list holds change nothing.
    for (const bad of ['Mars/Olympus_Mons', 'Etc/Unknown', '+05:00']) {
      expect((await post(cookie, '/api/onboarding/basic', basicStep(bad))).statusCode).toBe(200);
      expect(await zoneOf(userId), bad).toBe('UTC');
    }
  });

  it('finding 7: a bad stored zone neither fails the leaderboard for everyone nor the weekly close', async () => {
    const bad = await onboardedUser(ctx, 'zone-bad@example.com');
    const other = await onboardedUser(ctx, 'zone-other@example.com');
    for (const u of [bad, other]) {
      expect((await post(u.cookie, '/api/leaderboard/opt-in', { optIn: true })).statusCode).toBe(200);
    }
    // Stored before this fix (or left by an older PostgreSQL time-zone database).
    await ctx.db.update(users).set({ timeZone: 'US/Pacific-New' }).where(eq(users.id, bad.userId));
    const lastWeek = new Date(weekStartOf(new Date()).getTime() - 7 * 86_400_000);
    await ctx.db.insert(workoutSets).values(
      [bad.userId, other.userId].map((userId) => ({
        userId,
        exercise: 'Squat',
        weightKg: '80',
        reps: 5,
        performedAt: new Date(lastWeek.getTime() + 86_400_000 + 12 * 3_600_000),
      })),
    );
    await ctx.db.insert(workoutSets).values({ userId: bad.userId, exercise: 'Squat', weightKg: '80', reps: 5 });
    for (const u of [other, bad]) {
      for (const period of ['week', 'month', 'all']) {
        const res = await ctx.app.inject({ url: `/api/leaderboard?period=${period}`, headers: { cookie: u.cookie } });
        expect(res.statusCode, period).toBe(200);
      }
    }
    const board = await ctx.app.inject({ url: '/api/leaderboard?period=all', headers: { cookie: other.cookie } });
    expect(
      board
        .json()
        .entries.map((e: { sessions: number }) => e.sessions)
        .sort(),
    ).toEqual(expect.arrayContaining([1, 2]));
    expect(await closeLeaderboardWeek(ctx.db, lastWeek)).toBeGreaterThanOrEqual(2);
  });

  it('finding 7: stored zones are rewritten to their canonical name, and an unreadable one to UTC', async () => {
    const a = await onboardedUser(ctx, 'zone-legacy-a@example.com');
    const b = await onboardedUser(ctx, 'zone-legacy-b@example.com');
    const c = await onboardedUser(ctx, 'zone-legacy-c@example.com');
    await ctx.db.update(users).set({ timeZone: 'US/Pacific-New' }).where(eq(users.id, a.userId));
    await ctx.db.update(users).set({ timeZone: 'Not/A_Zone' }).where(eq(users.id, b.userId));
    await ctx.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, c.userId));
    await normaliseStoredTimeZones(ctx.db, ctx.app.log);
    expect(await zoneOf(a.userId)).toBe('America/Los_Angeles');
    expect(await zoneOf(b.userId)).toBe('UTC');
    expect(await zoneOf(c.userId)).toBe('Europe/Berlin');
  });
});
