import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthCallbackQuery, ZAuthCallbackResponse, ZMagicLinkRequest, ZOkResponse } from '#shared/contracts/auth.ts';
import { requestLanguage } from '../../request-language.ts';
import { toUserDto } from '../account/dto.ts';
import { redeemMagicLink, sendMagicLink } from './magic-links.ts';

/** Sent by the sign-in page once the person chose to switch accounts. */
const SWITCH_HEADER = 'x-forja-switch-account';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/magic-link',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { body: ZMagicLinkRequest, response: { 200: ZOkResponse } },
    },
    async (req) => {
      // Known and unknown addresses get the same answer: a new address is signed up when it opens the link.
      await sendMagicLink(app.deps, {
        email: req.body.email,
        language: requestLanguage(req, req.body.language),
        kind: 'sign_in',
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/callback',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { querystring: ZAuthCallbackQuery, response: { 200: ZAuthCallbackResponse } },
    },
    async (req, reply) => {
      const current = await req.currentUser();
      const { user, redirectTo } = await redeemMagicLink(
        app.deps,
        req.query.token,
        // The header is only sent by the app's own confirmation: a page elsewhere cannot add it to a
        // link or a form, and a cross-site fetch with it is refused by the browser (no CORS).
        current ? { email: current.email, confirmedSwitch: req.headers[SWITCH_HEADER] === '1' } : undefined,
      );
      await app.startSession(reply, user.id, req);
      reply.header('Cache-Control', 'no-store');
      return { user: toUserDto(user), redirectTo };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: ZOkResponse } } }, async (req, reply) => {
    await app.endSession(req, reply);
    return { ok: true as const };
  });
};
