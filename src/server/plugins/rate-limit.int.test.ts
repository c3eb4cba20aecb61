import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, SAME_ORIGIN, testConfig } from '../test/harness.ts';
import { TestMailbox } from '../test/mailbox.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS = process.env.FORJA_TEST_REDIS !== '0';

/** The support chat's limit per client address (support.routes.ts; docs/PRODUCT.md, per-IP limits per hour). */
const SUPPORT_PER_HOUR = 60;
/** Each test builds its own app processes and sends some sixty requests. */
const SLOW = { timeout: 60_000 };

const namespaces: string[] = [];
const apps: FastifyInstance[] = [];
let database: Database;
let drop: () => Promise<void>;
// One database for the file: opening one is most of a test's time; the counters live elsewhere.
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await drop?.();
  if (!REDIS) return;
  const redis = new Redis(REDIS_URL);
  for (const ns of namespaces) {
    const keys = await redis.keys(`${ns}*`);
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
});

/** `count` app processes, sharing a Redis namespace when the environment sets REDIS_URL. */
async function processes(count: number, env: Record<string, string>): Promise<FastifyInstance[]> {
  const redisNamespace = `forja-test-rl-${randomBytes(4).toString('hex')}:`;
  namespaces.push(redisNamespace);
  const config = testConfig(env);
  const opened = await Promise.all(
    Array.from({ length: count }, () =>
      buildApp(config, { database, mailer: new TestMailbox(), skipMigrations: true, redisNamespace }),
    ),
  );
  apps.push(...opened);
  await Promise.all(opened.map((app) => app.ready()));
  return opened;
}

/** A question to the support chat from one client address. */
const ask = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/support-chat',
    payload: { messages: [{ role: 'user', content: 'How much is Pro?' }], language: 'en' },
    headers: SAME_ORIGIN,
    remoteAddress,
  });

/** Uses up one address's allowance on the support chat, spread over the given processes. */
async function useAllowance(apps: FastifyInstance[], remoteAddress: string) {
  for (let i = 0; i < SUPPORT_PER_HOUR; i++) {
    const app = apps[i % apps.length] as FastifyInstance;
    expect((await ask(app, remoteAddress)).statusCode, `request ${i + 1}`).toBe(200);
  }
}

const stores: [string, Record<string, string>][] = [['memory', {}]];
if (REDIS) stores.push(['Redis', { REDIS_URL }]);

describe.each(stores)('rate limits with the %s store', (_store, env) => {
  it(
    'answers 429 RATE_LIMITED with Retry-After past a route’s limit, per address, only on that route',
    SLOW,
    async () => {
      const [app] = (await processes(1, env)) as [FastifyInstance];
      await useAllowance([app], '203.0.113.7');

      const res = await ask(app, '203.0.113.7');
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // The plugin's error goes out in the app's wire shape, with the code the pages translate.
      expect(res.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
      });

      // Another address has its own allowance, and routes without a limit stay open.
      expect((await ask(app, '203.0.113.8')).statusCode).toBe(200);
      for (let i = 0; i < SUPPORT_PER_HOUR + 5; i++) {
        expect((await app.inject({ url: '/api/config', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
      }
    },
  );
});

it('keeps each process’s counters in memory without REDIS_URL', SLOW, async () => {
  const [a, b] = (await processes(2, {})) as [FastifyInstance, FastifyInstance];
  await useAllowance([a], '203.0.113.9');
  expect((await ask(a, '203.0.113.9')).statusCode).toBe(429);
  expect((await ask(b, '203.0.113.9')).statusCode).toBe(200);
});

it.runIf(REDIS)('shares counters between app processes through Redis', SLOW, async () => {
  const [a, b] = (await processes(2, { REDIS_URL })) as [FastifyInstance, FastifyInstance];
  await useAllowance([a, b], '203.0.113.10');
  expect((await ask(a, '203.0.113.10')).statusCode).toBe(429);
  expect((await ask(b, '203.0.113.10')).statusCode).toBe(429);
});
