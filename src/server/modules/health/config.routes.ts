import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfig } from '#shared/contracts/public-config.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: ZPublicConfig } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    const { config } = app.deps;
    return {
      supportEmail: config.supportEmail,
      payments: config.stripe.secretKey ? ('stripe' as const) : ('local' as const),
    };
  });
};
