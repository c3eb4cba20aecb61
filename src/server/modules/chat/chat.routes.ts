import { PassThrough } from 'node:stream';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStyleOf } from '#shared/catalog/agents.ts';
import {
  type TStreamLine,
  ZChatMessage,
  ZChatSession,
  ZChatSessionParams,
  ZCreateSessionRequest,
  ZSendMessageRequest,
  ZSendMessageResponse,
} from '#shared/contracts/chat.ts';
import { chatMessages, chatSessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { freeIdempotencyKey, storeIdempotentAnswer, storeIdempotentAnswerIn } from '../../plugins/idempotency.ts';
import { requestLanguage } from '../../request-language.ts';
import { requireAllowedAgent, rulesOfProfile } from '../agents/validate-agent.ts';
import type { CoachEvent } from '../coach/types.ts';
import { loadProfile } from '../profile/profile.ts';
import { findOwnSession, sendMessage, toMessageDto } from './send-message.ts';

const toSessionDto = (s: typeof chatSessions.$inferSelect) => ({
  id: s.id,
  agentCategory: s.agentCategory,
  agentStyle: s.agentStyle,
  objective: s.objective,
  updatedAt: s.updatedAt.toISOString(),
});

function toLine(e: CoachEvent): TStreamLine {
  return e.type === 'text'
    ? { type: 'delta', text: e.delta }
    : { type: 'tool', toolCall: { function: { name: e.name, arguments: e.args }, result: e.result } };
}

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/sessions',
    { preHandler: app.requireUser, schema: { response: { 200: z.array(ZChatSession) } } },
    async (req) => {
      const rows = await app.deps.db
        .select()
        .from(chatSessions)
        .where(eq(chatSessions.userId, req.user.id))
        .orderBy(desc(chatSessions.updatedAt));
      return rows.map(toSessionDto);
    },
  );

  app.post(
    '/api/chat/sessions',
    { preHandler: app.requireUser, schema: { body: ZCreateSessionRequest, response: { 200: ZChatSession } } },
    async (req) => {
      const { agentCategory, agentStyle, objective } = req.body;
      if (!isStyleOf(agentCategory, agentStyle)) throw new AppError('SESSION_REQUIRED', 'Please select an AI agent');
      const language = requestLanguage(req, req.body.language);
      // The style blocks of onboarding hold here too, with the same code and texts (issue 25, finding 12).
      requireAllowedAgent(
        rulesOfProfile(await loadProfile(app.deps, req.user.id)),
        agentCategory,
        agentStyle,
        language,
      );
      const [row] = await app.deps.db
        .insert(chatSessions)
        .values({
          userId: req.user.id,
          agentCategory,
          agentStyle,
          objective: objective || null,
          language,
        })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'session not created');
      return toSessionDto(row);
    },
  );

  app.get(
    '/api/chat/sessions/:id',
    { preHandler: app.requireUser, schema: { params: ZChatSessionParams, response: { 200: ZChatSession } } },
    async (req) => toSessionDto(await findOwnSession(app.deps, req.user.id, req.params.id)),
  );

  app.get(
    '/api/chat/sessions/:id/messages',
    { preHandler: app.requireUser, schema: { params: ZChatSessionParams, response: { 200: z.array(ZChatMessage) } } },
    async (req) => {
      const session = await findOwnSession(app.deps, req.user.id, req.params.id);
      const rows = await app.deps.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, session.id))
        .orderBy(asc(chatMessages.createdAt));
      return rows.map(toMessageDto);
    },
  );

  app.post(
    '/api/chat/messages',
    { preHandler: app.requireUser, schema: { body: ZSendMessageRequest, response: { 200: ZSendMessageResponse } } },
    async (req) =>
      sendMessage(
        app.deps,
        req.user.id,
        { ...req.body, language: requestLanguage(req, req.body.language) },
        undefined,
        {
          key: req.idempotencyKey,
          commit: (tx, answer) => storeIdempotentAnswerIn(tx, req, 200, answer),
        },
      ),
  );

  /** The same, streamed as NDJSON lines so that words appear as the coach produces them. */
  app.post(
    '/api/chat/messages/stream',
    { preHandler: app.requireUser, schema: { body: ZSendMessageRequest }, config: { idempotentStream: true } },
    async (req, reply) => {
      let stream: PassThrough | null = null;
      const open = () => {
        if (!stream) {
          stream = new PassThrough();
          reply
            .header('Content-Type', 'application/x-ndjson; charset=utf-8')
            .header('Cache-Control', 'no-store')
            .header('X-Accel-Buffering', 'no');
          void reply.send(stream);
        }
        return stream;
      };
      try {
        const result = await sendMessage(
          app.deps,
          req.user.id,
          { ...req.body, language: requestLanguage(req, req.body.language) },
          (e) => open().write(`${JSON.stringify(toLine(e))}\n`),
          {
            key: req.idempotencyKey,
            commit: (tx, answer) =>
              storeIdempotentAnswerIn(tx, req, 200, { type: 'done', ...answer } satisfies TStreamLine),
          },
        );
        const done = { type: 'done', ...result } satisfies TStreamLine;
        // Stored before the client sees it: a retry with the same Idempotency-Key gets this reply.
        await storeIdempotentAnswer(app.deps.db, req, 200, done);
        open().end(`${JSON.stringify(done)}\n`);
      } catch (err) {
        // Before the first word the answer is an ordinary error; after it, an error line ends the stream.
        if (!stream) throw err;
        await freeIdempotencyKey(app.deps.db, req);
        const e = err instanceof AppError ? err : new AppError('INTERNAL', 'Failed to send message');
        (stream as PassThrough).end(
          `${JSON.stringify({ type: 'error', code: e.code, message: e.message } satisfies TStreamLine)}\n`,
        );
      }
      return reply;
    },
  );
};
