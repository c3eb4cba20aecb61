import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkResponse } from '#shared/contracts/auth.ts';
import { visitorOf } from '../onboarding/draft-cookie.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Everything stored about the signed-in user, as a JSON download (GDPR access and portability). */
  app.get('/api/account/export', { preHandler: app.requireUser }, async (req, reply) => {
    const body = await exportAccount(app.deps, req.user, (await visitorOf(req)).draftToken);
    const date = body.exportedAt.slice(0, 10);
    reply
      .header('Content-Disposition', `attachment; filename="forja-data-${date}.json"`)
      .header('Cache-Control', 'no-store')
      .type('application/json');
    return JSON.stringify(body, null, 2);
  });

  /**
   * Deletes the account at once: billing stops, the session dies with it and
   * personal data is erased now (well within the 30 days the privacy policy
   * promises); payment records are kept without it (delete-account.ts).
   */
  app.delete(
    '/api/account',
    { preHandler: app.requireUser, schema: { response: { 200: ZOkResponse } } },
    async (req, reply) => {
      const user = req.user;
      await deleteAccount(app.deps, user);
      app.deps.userCache.forget(user.id);
      await app.endSession(req, reply);
      req.log.info({ userId: user.id }, 'account deleted');
      return { ok: true as const };
    },
  );
};
