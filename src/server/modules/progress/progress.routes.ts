import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZHealthScoreEntry,
  ZLeaderboard,
  ZMuscleRecovery,
  ZOneRmPoint,
  ZPersonalRecord,
} from '#shared/contracts/progress.ts';
import type { Deps } from '../../app.ts';
import { profiles, users, workoutPlans, workoutSets } from '../../db/schema/index.ts';
import { estimate, healthScores, type LoggedSet, muscleRecovery, personalRecords } from './compute.ts';

const DAY = 86_400_000;

async function setsOf(deps: Deps, userId: string, sinceDays = 120): Promise<LoggedSet[]> {
  const rows = await deps.db
    .select()
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), gt(workoutSets.performedAt, new Date(Date.now() - sinceDays * DAY))));
  return rows.map((r) => ({
    exercise: r.exercise,
    muscle: r.muscle,
    weightKg: Number(r.weightKg),
    reps: r.reps,
    rir: r.rir,
    seconds: r.seconds,
    performedAt: r.performedAt,
  }));
}

/** SPEC.md progress calls; every figure comes from the sets the user logged. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { preHandler: app.requireUser };

  app.get(
    '/api/progress/personal-records',
    { ...opts, schema: { response: { 200: z.array(ZPersonalRecord) } } },
    async (req) => personalRecords(await setsOf(app.deps, req.user.id, 3650), req.user.timeZone),
  );

  app.get(
    '/api/progress/muscle-recovery',
    { ...opts, schema: { response: { 200: z.array(ZMuscleRecovery) } } },
    async (req) => muscleRecovery(await setsOf(app.deps, req.user.id, 30)),
  );

  app.get(
    '/api/progress/health-score',
    { ...opts, schema: { response: { 200: z.array(ZHealthScoreEntry) } } },
    async (req) => {
      const [plan] = await app.deps.db
        .select()
        .from(workoutPlans)
        .where(eq(workoutPlans.userId, req.user.id))
        .orderBy(desc(workoutPlans.createdAt))
        .limit(1);
      const target = plan ? new Set(plan.exercises.map((e) => e.day)).size : 3;
      return healthScores(await setsOf(app.deps, req.user.id, 60), target, new Date(), 8, req.user.timeZone);
    },
  );

  app.get('/api/progress/one-rm', { ...opts, schema: { response: { 200: z.array(ZOneRmPoint) } } }, async (req) => {
    const best = new Map<string, { exerciseName: string; date: string; estimated1RM: number }>();
    for (const s of await setsOf(app.deps, req.user.id, 365)) {
      const e = estimate(s);
      if (e === null) continue;
      const key = `${s.exercise.toLowerCase()}|${s.performedAt.toISOString().slice(0, 10)}`;
      const cur = best.get(key);
      if (!cur || e > cur.estimated1RM)
        best.set(key, { exerciseName: s.exercise, date: s.performedAt.toISOString().slice(0, 10), estimated1RM: e });
    }
    return [...best.values()].sort((a, b) => a.date.localeCompare(b.date));
  });

  app.get('/api/leaderboard', { ...opts, schema: { response: { 200: ZLeaderboard } } }, async (req) => {
    const since = new Date(Date.now() - 7 * DAY);
    const rows = await app.deps.db
      .select({
        userId: users.id,
        name: users.fullName,
        sessions: sql<number>`count(distinct date(${workoutSets.performedAt}))::int`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(workoutSets, and(eq(workoutSets.userId, users.id), gt(workoutSets.performedAt, since)))
      .where(eq(profiles.leaderboardOptIn, true))
      .groupBy(users.id, users.fullName)
      .orderBy(desc(sql`count(distinct date(${workoutSets.performedAt}))`))
      .limit(50);
    const [me] = await app.deps.db
      .select({ optIn: profiles.leaderboardOptIn })
      .from(profiles)
      .where(eq(profiles.userId, req.user.id));
    return {
      optedIn: me?.optIn ?? false,
      entries: rows.map((r, i) => ({
        rank: i + 1,
        displayName: (r.name ?? '').split(' ')[0] || '—',
        sessions: r.sessions,
        isYou: r.userId === req.user.id,
      })),
    };
  });

  app.post(
    '/api/leaderboard/opt-in',
    {
      ...opts,
      schema: { body: z.object({ optIn: z.boolean() }), response: { 200: z.object({ optedIn: z.boolean() }) } },
    },
    async (req) => {
      await app.deps.db
        .update(profiles)
        .set({ leaderboardOptIn: req.body.optIn })
        .where(eq(profiles.userId, req.user.id));
      app.deps.userCache.forget(req.user.id);
      return { optedIn: req.body.optIn };
    },
  );
};
