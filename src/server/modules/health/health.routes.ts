import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type TReadyResponse, ZHealthResponse, ZReadyResponse } from '#shared/contracts/health.ts';

/** A readiness check answers within this, or counts as failing (a load balancer polls often). */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, for a load balancer or an orchestrator:
 * - `/api/health`: the process answers (nothing else is asked, so an outage of the database does
 *   not get every instance restarted);
 * - `/api/ready`: this instance can serve: the database answers, Redis answers when REDIS_URL is
 *   set, and every committed migration is applied. 503 with what is missing otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: ZHealthResponse } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get(
    '/api/ready',
    { schema: { response: { 200: ZReadyResponse, 503: ZReadyResponse } } },
    async (req, reply): Promise<TReadyResponse> => {
      reply.header('Cache-Control', 'no-store');
      const checks: TReadyResponse['checks'] = { database: 'ok', redis: 'not_configured', migrations: 'ok' };
      const missing: string[] = [];

      try {
        await within(app.deps.db.execute(sql`select 1`));
        try {
          const pending = await within(app.deps.database.pendingMigrations());
          if (pending.length > 0) {
            checks.migrations = 'failing';
            missing.push(`migrations not applied: ${pending.join(', ')}`);
          }
        } catch (err) {
          checks.migrations = 'failing';
          missing.push('migrations could not be read');
          req.log.warn({ err }, 'readiness: migrations check failed');
        }
      } catch (err) {
        checks.database = 'failing';
        checks.migrations = 'failing';
        missing.push('database unreachable');
        req.log.warn({ err }, 'readiness: database check failed');
      }

      if (app.redis) {
        try {
          await within(app.redis.ping());
          checks.redis = 'ok';
        } catch (err) {
          checks.redis = 'failing';
          missing.push('redis unreachable');
          req.log.warn({ err }, 'readiness: redis check failed');
        }
      }

      if (missing.length > 0) reply.code(503);
      return { status: missing.length > 0 ? 'not_ready' : 'ready', checks, missing };
    },
  );
};
