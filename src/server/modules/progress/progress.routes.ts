import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZExerciseMuscleInput,
  ZExerciseMuscleResult,
  ZHealthScoreEntry,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZMuscleRecovery,
  ZOneRmPoint,
  ZPersonalRecord,
  ZUnknownExercise,
} from '#shared/contracts/progress.ts';
import { IMPORT_MAX_BYTES, ZImportPreview, ZImportRequest, ZImportResult } from '#shared/contracts/workout-import.ts';
import { localDay } from '#shared/time.ts';
import { profiles, users, workoutPlans, workoutSets } from '../../db/schema/index.ts';
import { healthScores, muscleRecovery, oneRmHistory } from './compute.ts';
import { rememberExerciseMuscle, unknownExercises } from './exercise-identity.ts';
import { exportSetsCsv } from './import/export-sets.ts';
import { importSets, previewImport } from './import/import-sets.ts';
import { loadSets } from './load-sets.ts';
import { personalRecordsOf } from './records-cache.ts';

const DAY = 86_400_000;
const PERIOD_DAYS = { week: 7, month: 30, all: null } as const;

/** docs/PRODUCT.md progress calls; every figure comes from the sets the user logged. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { preHandler: app.requireUser };

  app.get(
    '/api/progress/personal-records',
    { ...opts, schema: { response: { 200: z.array(ZPersonalRecord) } } },
    (req) => personalRecordsOf(app.deps, req.user.id, req.user.timeZone),
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

  // Another app's history (decision 033): the preview reads the file and says what an import adds;
  // the import adds it in one transaction. The body may hold a file of IMPORT_MAX_BYTES, escaped as JSON.
  const importRoute = {
    ...opts,
    bodyLimit: 2 * IMPORT_MAX_BYTES,
    config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
  };
  app.post(
    '/api/progress/import/preview',
    { ...importRoute, schema: { body: ZImportRequest, response: { 200: ZImportPreview } } },
    (req) => previewImport(app.deps, req.user, req.body),
  );
  app.post(
    '/api/progress/import',
    { ...importRoute, schema: { body: ZImportRequest, response: { 200: ZImportResult } } },
    (req) => importSets(app.deps, req.user, req.body),
  );

  /** Every logged set as CSV (Strong's layout), a download. */
  app.get('/api/progress/export.csv', opts, async (req, reply) => {
    const csv = await exportSetsCsv(app.deps, req.user);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="forja-sets-${localDay(req.user.timeZone)}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(
    '/api/leaderboard',
    { ...opts, schema: { querystring: ZLeaderboardQuery, response: { 200: ZLeaderboard } } },
    async (req) => {
      const { period } = req.query;
      const days = PERIOD_DAYS[period];
      // Training days are each member's own calendar days, in their time zone.
      const sessions = sql<number>`count(distinct (${workoutSets.performedAt} at time zone ${users.timeZone})::date)`;
      const board = app.deps.db.$with('board').as(
        app.deps.db
          .select({
            userId: sql<string>`${users.id}`.as('board_user_id'),
            name: sql<string | null>`${users.fullName}`.as('board_name'),
            sessions: sql<number>`${sessions}::int`.as('sessions'),
            rank: sql<number>`(rank() over (order by ${sessions} desc))::int`.as('rank'),
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.userId))
          .leftJoin(
            workoutSets,
            days === null
              ? eq(workoutSets.userId, users.id)
              : and(eq(workoutSets.userId, users.id), gt(workoutSets.performedAt, new Date(Date.now() - days * DAY))),
          )
          .where(eq(profiles.leaderboardOptIn, true))
          .groupBy(users.id, users.fullName),
      );
      // The asking member's row first (when opted in), then the top 50; members without a training day
      // in the period are left out, but for the asking one.
      const me = sql`${board.userId} = ${req.user.id}`;
      const rows = await app.deps.db
        .with(board)
        .select()
        .from(board)
        .where(sql`${board.sessions} > 0 or ${me}`)
        .orderBy(desc(me), asc(board.rank), asc(board.name), asc(board.userId))
        .limit(51);
      const mine = rows[0]?.userId === req.user.id ? rows[0] : undefined;
      const byRank = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        a.rank - b.rank || (a.name ?? '').localeCompare(b.name ?? '') || a.userId.localeCompare(b.userId);
      const top = rows.sort(byRank).slice(0, 50);
      if (mine && !top.includes(mine)) top.push(mine);
      return {
        optedIn: mine !== undefined,
        period,
        entries: top.map((r) => ({
          rank: r.rank,
          displayName: (r.name ?? '').split(' ')[0] || '—',
          sessions: r.sessions,
          isYou: r.userId === req.user.id,
        })),
      };
    },
  );

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
