import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgentValidation, ZValidateAgentRequest } from '#shared/contracts/agents.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage } from '../../request-language.ts';
import { resolveSubject } from '../onboarding/draft.ts';
import { visitorOf } from '../onboarding/draft-cookie.ts';
import { rulesProfile } from '../onboarding/onboarding.ts';
import { validateAgent } from './validate-agent.ts';

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/agents/validate',
    { schema: { body: ZValidateAgentRequest, response: { 200: ZAgentValidation } } },
    async (req) => {
      const subject = await resolveSubject(app.deps, await visitorOf(req));
      const result = validateAgent(rulesProfile(subject), req.body.categoryId, req.body.styleId, requestLanguage(req));
      if (!result) throw new AppError('NOT_FOUND', `No style ${req.body.styleId} in ${req.body.categoryId}`);
      return result;
    },
  );
};
