import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSupportChatRequest,
  ZSupportChatResponse,
  ZSupportRequest,
  ZSupportRequestResponse,
} from '#shared/contracts/preview.ts';
import { requestLanguage } from '../../request-language.ts';
import { answerSupport } from './answer-support.ts';
import { fileSupportRequest } from './file-support-request.ts';

/** The support assistant: the model when one is configured, else the built-in knowledge base, with a link to the right page. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support-chat',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: { body: ZSupportChatRequest, response: { 200: ZSupportChatResponse } },
    },
    async (req) =>
      answerSupport(
        {
          model: app.deps.supportModel,
          email: app.deps.config.supportEmail,
          timeoutMs: app.deps.config.ai.timeoutMs,
          log: req.log,
        },
        req.body.messages,
        requestLanguage(req, req.body.language),
      ),
  );

  app.post(
    '/api/support/requests',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: { body: ZSupportRequest, response: { 200: ZSupportRequestResponse } },
    },
    async (req) =>
      fileSupportRequest(app.deps, req.user, {
        message: req.body.message,
        language: requestLanguage(req, req.body.language),
      }),
  );
};
