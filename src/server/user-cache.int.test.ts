import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { applySubscriptionState } from './modules/billing/subscription-state.ts';
import { debitSeconds } from './modules/usage/minutes.ts';
import { createTestDatabase, type TestContext } from './test/harness.ts';
import { TestMailbox } from './test/mailbox.ts';
import { onboardedUser } from './test/users.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS = process.env.FORJA_TEST_REDIS !== '0';

/**
 * Two app processes on one database, sharing Redis (decision 012): a change written through one
 * reaches the hot reads the other keeps, without waiting for them to expire.
 */
describe.runIf(REDIS)('kept hot reads across app processes', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let drop: () => Promise<void>;
  let ctx: TestContext;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      CLIENT_DIST: '/nonexistent',
      REDIS_URL,
    });
    const mailbox = new TestMailbox();
    const redisNamespace = `forja-test-${randomBytes(4).toString('hex')}:`;
    const open = () =>
      buildApp(config, { database: db.database, mailer: mailbox, skipMigrations: true, redisNamespace });
    [first, second] = await Promise.all([open(), open()]);
    await Promise.all([first.ready(), second.ready(), first.deps.userCache.ready(), second.deps.userCache.ready()]);
    ctx = { app: first, db: db.database.db, database: db.database, config, mailbox, close: async () => {} };
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await drop?.();
  });

  it('a new plan and a debit written by one process show at once in the other', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'two-processes@example.com');
    const usage = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/usage/today', headers: { cookie } })).json();

    const before = await usage(second);
    expect(before).toMatchObject({ usedSeconds: 0, dailyLimit: 0 });
    // Kept: the same answer again without a change.
    expect(await usage(second)).toEqual(before);

    const now = new Date();
    await applySubscriptionState(first.deps, userId, {
      plan: 'PRO',
      status: 'active',
      provider: 'local',
      trialEndsAt: null,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
      hasPaymentMethod: true,
      version: now,
    });
    await vi.waitFor(async () => expect((await usage(second)).dailyLimit).toBe(30 * 60), { timeout: 3000 });
    await debitSeconds(first.deps, userId, 90, 'test');
    await vi.waitFor(async () => expect((await usage(second)).usedSeconds).toBe(90), { timeout: 3000 });
  });

  it('a profile change written by one process shows at once in the other', async () => {
    const { cookie } = await onboardedUser(ctx, 'profile-two@example.com');
    const clearance = async () =>
      (await second.inject({ url: '/api/profile', headers: { cookie } })).json().profile.parqRequiresClearance;
    expect(await clearance()).toBe(false);
    const res = await first.inject({
      method: 'POST',
      url: '/api/onboarding/parq',
      payload: { answers: [true, false, false, false, false, false, false] },
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await clearance()).toBe(true), { timeout: 3000 });
  });

  it('a logout in one process ends the session in the other at once', async () => {
    const { cookie } = await onboardedUser(ctx, 'logout-two@example.com');
    const profile = async () => (await second.inject({ url: '/api/profile', headers: { cookie } })).statusCode;
    expect(await profile()).toBe(200);
    const res = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await profile()).toBe(401), { timeout: 1000 });
  });
});
