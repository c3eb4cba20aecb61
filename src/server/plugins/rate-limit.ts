import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with
 * `config.rateLimit`. The counters live in memory, or in Redis when REDIS_URL
 * is set so that several app processes share them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config; redisNamespace?: string }) => {
  let redis: Redis | undefined;
  if (opts.config.redisUrl) {
    redis = new Redis(opts.config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: opts.redisNamespace ?? 'forja-rl:' } : {}),
    // A Redis outage must not take sign-in down with it.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(new Error(`Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`), {
        statusCode: ctx.statusCode,
        retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
  app.decorate('redis', redis);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits; readiness pings it). */
    redis: Redis | undefined;
  }
}
