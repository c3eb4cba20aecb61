import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUsageToday } from '#shared/contracts/usage.ts';
import { keptUsageToday } from './minutes.ts';

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/usage/today',
    { preHandler: app.requireUser, schema: { response: { 200: ZUsageToday } } },
    // Cache-Control: the default of listed offline reads (app.ts).
    async (req) => {
      return keptUsageToday(app.deps, req.user.id, req.user.timeZone);
    },
  );
};
