import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { errorsPlugin } from './errors.ts';
import { rateLimitPlugin } from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function appWith(env: Record<string, string>, namespace: string) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, {
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    redisNamespace: namespace,
  });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get('/free', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const namespaces: string[] = [];
afterAll(async () => {
  if (!REDIS) return;
  const redis = new Redis(REDIS_URL);
  for (const ns of namespaces) {
    const keys = await redis.keys(`${ns}*`);
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
});

const REDIS = process.env.FORJA_TEST_REDIS !== '0';
const stores: [string, Record<string, string>][] = [['memory', {}]];
if (REDIS) stores.push(['redis', { REDIS_URL }]);

describe.each(stores)('rate limits with the %s store', (store, env) => {
  it('answers 429 with Retry-After and { code, message } past the limit, only on opted-in routes', async () => {
    const ns = `forja-test-rl-${randomBytes(4).toString('hex')}:`;
    namespaces.push(ns);
    const app = await appWith(env, ns);
    try {
      expect(app.rateLimitStore).toBe(store);
      for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/limited' })).statusCode).toBe(200);
      const res = await app.inject({ url: '/limited' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Try again in \d+ seconds/),
      });
      for (let i = 0; i < 10; i++) expect((await app.inject({ url: '/free' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

it.runIf(REDIS)('shares counters between app instances through Redis', async () => {
  const ns = `forja-test-rl-${randomBytes(4).toString('hex')}:`;
  namespaces.push(ns);
  const a = await appWith({ REDIS_URL }, ns);
  const b = await appWith({ REDIS_URL }, ns);
  try {
    for (let i = 0; i < 3; i++) await (i % 2 ? a : b).inject({ url: '/limited' });
    expect((await a.inject({ url: '/limited' })).statusCode).toBe(429);
    expect((await b.inject({ url: '/limited' })).statusCode).toBe(429);
  } finally {
    await a.close();
    await b.close();
  }
});
