import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPreviewChatRequest, ZPreviewChatResponse } from '#shared/contracts/preview.ts';
import { randomToken, sha256 } from '../../lib-crypto.ts';
import { requestLanguage } from '../../request-language.ts';
import { VISITOR_COOKIE } from '../../visitor.ts';
import { answerPreview } from './preview-chat.ts';

const PREVIEW_COOKIE = VISITOR_COOKIE;

/** The landing page's free preview: 4 user messages per visitor, counted on the server too. */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/preview-chat',
    {
      config: { rateLimit: { max: 40, timeWindow: '1 hour' } },
      schema: { body: ZPreviewChatRequest, response: { 200: ZPreviewChatResponse } },
    },
    async (req, reply) => {
      let token = req.cookies[PREVIEW_COOKIE];
      if (!token || token.length > 100) {
        token = randomToken();
        reply.setCookie(PREVIEW_COOKIE, token, {
          path: '/api/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.cookieOptions.secure,
          maxAge: 30 * 86_400,
        });
      }
      return answerPreview(
        { ...app.deps, log: req.log },
        { idHash: sha256(token) },
        { ...req.body, language: requestLanguage(req, req.body.language) },
      );
    },
  );
};
