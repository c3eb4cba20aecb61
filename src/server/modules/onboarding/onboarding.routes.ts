import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkResponse } from '#shared/contracts/auth.ts';
import {
  ZBasicInfo,
  ZBasicInfoResponse,
  ZCompleteRequest,
  ZCompleteResponse,
  ZHealthProfile,
  ZParqRequest,
  ZParqResponse,
} from '#shared/contracts/onboarding.ts';
import { requestLanguage } from '../../request-language.ts';
import { setDraftCookie, visitorOf } from './draft-cookie.ts';
import { completeOnboarding, saveBasicInfo, saveHealthProfile, saveParq } from './onboarding.ts';

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/onboarding/basic',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: { body: ZBasicInfo, response: { 200: ZBasicInfoResponse } },
    },
    async (req, reply) => {
      // saveBasicInfo announces the change (the cached session row holds the name, language and time zone).
      const visitor = await visitorOf(req);
      const { user, draftToken } = await saveBasicInfo(
        app.deps,
        visitor,
        req.body,
        requestLanguage(req, req.body.language),
      );
      if (draftToken) setDraftCookie(reply, draftToken, app.cookieOptions.secure);
      return { user };
    },
  );

  app.post(
    '/api/onboarding/profile',
    { schema: { body: ZHealthProfile, response: { 200: ZOkResponse } } },
    async (req) => saveHealthProfile(app.deps, await visitorOf(req), req.body),
  );

  app.post('/api/onboarding/parq', { schema: { body: ZParqRequest, response: { 200: ZParqResponse } } }, async (req) =>
    saveParq(app.deps, await visitorOf(req), req.body.answers),
  );

  app.post(
    '/api/onboarding/complete',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { body: ZCompleteRequest, response: { 200: ZCompleteResponse } },
    },
    async (req) =>
      completeOnboarding(
        app.deps,
        await visitorOf(req),
        req.body.selectedAgent as { category: typeof req.body.selectedAgent.category; style: string },
        requestLanguage(req),
        req.body.redirectTo,
      ),
  );
};
