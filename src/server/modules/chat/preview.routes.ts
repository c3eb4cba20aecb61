import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStyleOf } from '#shared/catalog/agents.ts';
import { PREVIEW_MAX_USER_MESSAGES, ZPreviewChatRequest, ZPreviewChatResponse } from '#shared/contracts/preview.ts';
import { previewVisitors } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib-crypto.ts';
import { providerErrorForLog } from '../../provider-error.ts';
import { requestLanguage } from '../../request-language.ts';
import { VISITOR_COOKIE } from '../../visitor.ts';
import { DEFAULT_PROFILE } from '../coach/profile.ts';
import { runCoach } from '../coach/run-coach.ts';

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
      const idHash = sha256(token);
      // Reserve the message atomically; a visitor past 4 is refused before any coach call.
      const [row] = await app.deps.db
        .insert(previewVisitors)
        .values({ idHash, count: 1 })
        .onConflictDoUpdate({
          target: previewVisitors.idHash,
          set: { count: sql`${previewVisitors.count} + 1` },
          setWhere: sql`${previewVisitors.count} < ${PREVIEW_MAX_USER_MESSAGES}`,
        })
        .returning({ count: previewVisitors.count });
      // A returning visitor (the cookie lasts 30 days) is told why, with the count, so that the page
      // shows its paywall instead of an error (issue 17).
      if (!row)
        throw new AppError(
          'PREVIEW_LIMIT',
          'The free preview is limited to 4 messages. Start your free trial to keep chatting.',
          { used: PREVIEW_MAX_USER_MESSAGES, limit: PREVIEW_MAX_USER_MESSAGES, remaining: 0 },
        );

      const agent =
        req.body.selectedAgent && isStyleOf(req.body.selectedAgent.category, req.body.selectedAgent.style)
          ? req.body.selectedAgent
          : { category: 'strength' as const, style: 'hypertrophy' };
      let text = '';
      try {
        for await (const e of runCoach(
          app.deps.coach,
          {
            mode: 'preview',
            category: agent.category,
            style: agent.style,
            language: requestLanguage(req, req.body.language),
            profile: DEFAULT_PROFILE,
            messages: req.body.messages.map((m) => ({ role: m.role, content: m.content })),
          },
          null,
        )) {
          if (e.type === 'text') text += e.delta;
        }
      } catch (err) {
        req.log.error({ error: providerErrorForLog(err) }, 'preview coach failed');
        await app.deps.db
          .update(previewVisitors)
          .set({ count: sql`${previewVisitors.count} - 1` })
          .where(eq(previewVisitors.idHash, idHash));
        throw new AppError('AI_UNAVAILABLE', 'The coach could not answer right now');
      }
      return { message: text.trim() || '…', remaining: PREVIEW_MAX_USER_MESSAGES - row.count };
    },
  );
};
