import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { sha256 } from '../lib-crypto.ts';
import { VISITOR_COOKIE } from '../visitor.ts';

/** Keys are kept this long (swept by `retention.ts`). */
export const IDEMPOTENCY_KEEP_MS = 7 * 86_400_000;
/**
 * How long a key stays "in progress" without news from the request holding it. The holder renews
 * it while it works (a streamed reply may run longer), so only a request that died (the process
 * stopped, the connection to the database was lost) lets its key lapse; a retry then takes it over
 * instead of getting 409 for 7 days.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;
const RENEW_EVERY_MS = IDEMPOTENCY_LEASE_MS / 3;

type Db = FastifyInstance['deps']['db'];

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
  interface FastifyContextConfig {
    /**
     * The route answers with an NDJSON stream: it stores its final line itself
     * (`storeIdempotentAnswer`) or frees the key (`freeIdempotencyKey`), and a replay gets that
     * line as a one-line stream.
     */
    idempotentStream?: boolean;
  }
}

const renewals = new WeakMap<FastifyRequest, NodeJS.Timeout>();

function stopRenewing(req: FastifyRequest) {
  clearInterval(renewals.get(req));
  renewals.delete(req);
}

/** The request's answer, for replays; the key is no longer in progress. */
export async function storeIdempotentAnswer(db: Db, req: FastifyRequest, status: number, body: unknown) {
  const key = req.idempotencyKey;
  if (!key) return;
  req.idempotencyKey = undefined;
  stopRenewing(req);
  await db
    .update(idempotencyKeys)
    .set({ status, response: body ?? null })
    .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}

/**
 * The answer written inside the transaction that makes the request's effects: an instance that
 * dies after the commit leaves a key that replays the answer, never one that a retry takes over
 * and applies again. The request still holds its key (a rollback frees it as a failure);
 * `storeIdempotentAnswer` after the commit finds it answered and only lets it go.
 */
export async function storeIdempotentAnswerIn(tx: Db, req: FastifyRequest, status: number, body: unknown) {
  const key = req.idempotencyKey;
  if (!key) return;
  await tx
    .update(idempotencyKeys)
    .set({ status, response: body ?? null })
    .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}

/** A failure is not an answer: the key is freed so that the client can retry. */
export async function freeIdempotencyKey(db: Db, req: FastifyRequest) {
  const key = req.idempotencyKey;
  if (!key) return;
  req.idempotencyKey = undefined;
  stopRenewing(req);
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}

const leaseExpired = sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_LEASE_MS / 1000} seconds'`)}`;

/**
 * Idempotency-Key on state-changing requests (the IETF draft): the same key applies once; a
 * duplicate still in flight gets 409, a later one the stored answer, the same key with a different
 * body 422. Keys belong to the signed-in user, else to the visitor (the preview cookie, else the
 * address), so that two visitors never share one. Offline replays use the queue item's id as the key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  // A body kept as bytes (an import file, read in a worker thread) is hashed as it came.
  const hashOf = (req: FastifyRequest) =>
    Buffer.isBuffer(req.body)
      ? createHash('sha256')
          .update(`${req.method} ${req.url.split('?')[0]} `)
          .update(req.body)
          .digest('hex')
      : createHash('sha256')
          .update(`${req.method} ${req.url.split('?')[0]} ${JSON.stringify(req.body ?? null)}`)
          .digest('hex');

  const scopeOf = async (req: FastifyRequest): Promise<{ scope: string; userId: string | null }> => {
    const user = await req.currentUser();
    if (user) return { scope: user.id, userId: user.id };
    const visitor = req.cookies[VISITOR_COOKIE];
    if (visitor && visitor.length <= 100) return { scope: `visitor:${sha256(visitor)}`, userId: null };
    return { scope: `ip:${req.ip}`, userId: null };
  };

  const hold = (req: FastifyRequest, key: string) => {
    req.idempotencyKey = key;
    const timer = setInterval(() => {
      app.deps.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)))
        .catch((err: unknown) => app.log.warn({ err }, 'could not renew an idempotency lease'));
    }, RENEW_EVERY_MS);
    timer.unref();
    renewals.set(req, timer);
  };

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
    const { scope, userId } = await scopeOf(req);
    const scoped = `${scope}:${key}`;
    const requestHash = hashOf(req);
    const { db } = app.deps;
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ key: scoped, userId, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return hold(req, scoped);

    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scoped)).limit(1);
    if (!row) throw new AppError('CONFLICT', 'Try again');
    if (row.requestHash !== requestHash)
      throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used with a different request');
    if (row.status === null) {
      // One statement: of several retries, only one takes a lapsed lease over.
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(eq(idempotencyKeys.key, scoped), isNull(idempotencyKeys.status), leaseExpired))
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return hold(req, scoped);
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The same request is already being processed');
    }
    reply.status(row.status).header('Idempotent-Replayed', 'true');
    if (req.routeOptions.config.idempotentStream)
      return reply.type('application/x-ndjson; charset=utf-8').send(`${JSON.stringify(row.response)}\n`);
    return reply.send(row.response);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idempotencyKey) return payload;
    const { db } = app.deps;
    if (reply.statusCode >= 500) {
      await freeIdempotencyKey(db, req);
      return payload;
    }
    if (payload != null && typeof payload !== 'string') {
      // A stream: a route that streams stores its final line itself; any other stream cannot be replayed.
      if (!req.routeOptions.config.idempotentStream) await freeIdempotencyKey(db, req);
      return payload;
    }
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = null;
    }
    await storeIdempotentAnswer(db, req, reply.statusCode, body);
    return payload;
  });

  // Whatever happened, a finished request no longer renews its lease.
  app.addHook('onResponse', async (req) => stopRenewing(req));
});
