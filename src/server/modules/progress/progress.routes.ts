import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZExerciseMuscleInput,
  ZExerciseMuscleResult,
  ZHealthScoreEntry,
  ZLeaderboard,
  ZMuscleRecovery,
  ZOneRmPoint,
  ZPersonalRecord,
  ZUnknownExercise,
} from '#shared/contracts/progress.ts';
import { profiles, users, workoutPlans, workoutSets } from '../../db/schema/index.ts';
import { healthScores, muscleRecovery, oneRmHistory, personalRecords } from './compute.ts';
import { rememberExerciseMuscle, unknownExercises } from './exercise-identity.ts';
import { loadSets } from './load-sets.ts';

const DAY = 86_400_000;

/** docs/PRODUCT.md progress calls; every figure comes from the sets the user logged. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { preHandler: app.requireUser };

  app.get(
    '/api/progress/personal-records',
    { ...opts, schema: { response: { 200: z.array(ZPersonalRecord) } } },
    async (req) => personalRecords(await loadSets(app.deps, req.user.id, 3650), req.user.timeZone),
  );

  app.get(
    '/api/progress/muscle-recovery',
    { ...opts, schema: { response: { 200: z.array(ZMuscleRecovery) } } },
    async (req) => muscleRecovery(await loadSets(app.deps, req.user.id, 30)),
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
      return healthScores(await loadSets(app.deps, req.user.id, 60), target, new Date(), 8, req.user.timeZone);
    },
  );

  app.get('/api/progress/one-rm', { ...opts, schema: { response: { 200: z.array(ZOneRmPoint) } } }, async (req) =>
    oneRmHistory(await loadSets(app.deps, req.user.id, 365), req.user.timeZone),
  );

  app.get(
    '/api/progress/unknown-exercises',
    { ...opts, schema: { response: { 200: z.array(ZUnknownExercise) } } },
    (req) => unknownExercises(app.deps, req.user.id),
  );

  app.post(
    '/api/progress/exercise-muscle',
    { ...opts, schema: { body: ZExerciseMuscleInput, response: { 200: ZExerciseMuscleResult } } },
    (req) => rememberExerciseMuscle(app.deps, req.user.id, req.body),
  );

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
