import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

const KEEP_MS = 7 * 86_400_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

/**
 * Idempotency-Key on state-changing requests (QUALITY.md, the IETF draft): the same key applies
 * once; a duplicate still in flight gets 409, a later one the stored answer, the same key with a
 * different body 422. Keys are kept 7 days. Offline replays use the queue item's id as the key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const hashOf = (req: FastifyRequest) =>
    createHash('sha256')
      .update(`${req.method} ${req.url.split('?')[0]} ${JSON.stringify(req.body ?? null)}`)
      .digest('hex');

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.headers['idempotency-key'];
    if (
      typeof key !== 'string' ||
      req.method !== 'POST' ||
      !req.url.startsWith('/api/') ||
      req.url.startsWith('/api/webhooks/')
    )
      return;
    if (!/^[\w-]{8,100}$/.test(key)) throw new AppError('BAD_REQUEST', 'Invalid Idempotency-Key');
    const user = await req.currentUser();
    const scoped = `${user?.id ?? 'anon'}:${key}`;
    const requestHash = hashOf(req);
    const { db } = app.deps;
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ key: scoped, userId: user?.id ?? null, requestHash })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scoped)).limit(1);
      if (!row) throw new AppError('CONFLICT', 'Try again');
      if (row.requestHash !== requestHash)
        throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used with a different request');
      if (row.status === null)
        throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The same request is already being processed');
      return reply.status(row.status).header('Idempotent-Replayed', 'true').send(row.response);
    }
    req.idempotencyKey = scoped;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idempotencyKey) return payload;
    const { db } = app.deps;
    if (reply.statusCode >= 500) {
      // A failure is not an answer: the key is freed so the client can retry.
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, req.idempotencyKey));
      return payload;
    }
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = null;
    }
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, response: body })
      .where(eq(idempotencyKeys.key, req.idempotencyKey));
    return payload;
  });

  // Old keys go away (kept at least 7 days).
  const sweep = setInterval(() => {
    app.deps.db
      .delete(idempotencyKeys)
      .where(and(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS))))
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
