import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZExerciseMuscleInput,
  ZExerciseMuscleResult,
  ZHealthScoreEntry,
  ZLeaderboard,
  ZLeaderboardOptInRequest,
  ZLeaderboardOptInResponse,
  ZLeaderboardQuery,
  ZMuscleRecovery,
  ZOneRmPoint,
  ZPersonalRecord,
  ZUnknownExercise,
} from '#shared/contracts/progress.ts';
import { IMPORT_MAX_BYTES, ZImportPreview, ZImportResult } from '#shared/contracts/workout-import.ts';
import { localDay } from '#shared/time.ts';
import { setLeaderboardOptIn } from '../profile/profile.ts';
import { rememberExerciseMuscle, unknownExercises } from './exercise-identity.ts';
import { exportSetsCsv } from './import/export-sets.ts';
import { importSets, previewImport } from './import/import-sets.ts';
import { readLeaderboard } from './leaderboard.ts';
import { readHealthScores, readMuscleRecovery, readOneRmHistory } from './progress-figures.ts';
import { personalRecordsOf } from './records-cache.ts';

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
    (req) => readMuscleRecovery(app.deps, req.user),
  );

  app.get('/api/progress/health-score', { ...opts, schema: { response: { 200: z.array(ZHealthScoreEntry) } } }, (req) =>
    readHealthScores(app.deps, req.user),
  );

  app.get('/api/progress/one-rm', { ...opts, schema: { response: { 200: z.array(ZOneRmPoint) } } }, (req) =>
    readOneRmHistory(app.deps, req.user),
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
  // the import adds it in one transaction. The body may hold a file of IMPORT_MAX_BYTES, escaped as
  // JSON: it is kept as bytes here and parsed and checked (ZImportRequest) with the file in the import
  // reader's worker thread, so that this thread never spends the time (issue 25).
  await app.register(async (files) => {
    files.removeContentTypeParser('application/json');
    files.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    const importRoute = {
      ...opts,
      bodyLimit: 2 * IMPORT_MAX_BYTES,
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    };
    files.post(
      '/api/progress/import/preview',
      { ...importRoute, schema: { response: { 200: ZImportPreview } } },
      (req) => previewImport(app.deps, req.user, req.body as Buffer),
    );
    files.post('/api/progress/import', { ...importRoute, schema: { response: { 200: ZImportResult } } }, (req) =>
      importSets(app.deps, req.user, req.body as Buffer),
    );
  });

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
    (req) => readLeaderboard(app.deps, req.user, req.query.period),
  );

  app.post(
    '/api/leaderboard/opt-in',
    {
      ...opts,
      schema: { body: ZLeaderboardOptInRequest, response: { 200: ZLeaderboardOptInResponse } },
    },
    (req) => setLeaderboardOptIn(app.deps, req.user.id, req.body.optIn),
  );
};
