import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '#shared/contracts/health.ts';
import { AppError } from '../../errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: ZHealthResponse } } }, async () => {
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok' as const };
  });
};
