import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '../../../../drizzle/meta/_journal.json' with { type: 'json' };
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createEmptyPostgresDatabase, createTestContext, type TestContext, testConfig } from '../../test/harness.ts';
import { TestMailbox } from '../../test/mailbox.ts';

const REDIS = process.env.FORJA_TEST_REDIS !== '0';
const POSTGRES = process.env.TEST_DB === 'postgres';
const namespace = () => `forja-test-${randomBytes(4).toString('hex')}:`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('liveness and readiness', () => {
  it('answers liveness without asking anything else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not_configured', migrations: 'ok' },
      missing: [],
    });
  });

  it('is not ready while a committed migration is not applied', async () => {
    const last = journal.entries[journal.entries.length - 1];
    if (!last) throw new Error('no migrations');
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'failing' },
        missing: [`migrations not applied: ${last.tag}`],
      });
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last.when})`,
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is not ready, and says so, when the database cannot be reached', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/forja' });
    // Without its URL the app keeps its jobs in process (pg-boss would fail to start first).
    const app = await buildApp(testConfig(), {
      database: { ...database, url: undefined },
      skipMigrations: true,
      mailer: new TestMailbox(),
    });
    try {
      const live = await app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'failing', redis: 'not_configured', migrations: 'failing' },
        missing: ['database unreachable'],
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it.runIf(REDIS)('checks Redis when REDIS_URL is set', async () => {
    const withRedis = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:6379' });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks).toEqual({ database: 'ok', redis: 'ok', migrations: 'ok' });
    } finally {
      await withRedis.close();
    }
  });

  it('is not ready when the configured Redis cannot be reached', async () => {
    const noRedis = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await noRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', redis: 'failing', migrations: 'ok' },
        missing: ['redis unreachable'],
      });
    } finally {
      await noRedis.close();
    }
  });
});

describe.runIf(POSTGRES)('instances started together on an empty PostgreSQL database', () => {
  it('apply the migrations once, under the advisory lock, and are all ready', async () => {
    // Several rounds: without the lock, one of two instances failed now and then (a duplicate
    // pg_type row from two concurrent CREATE TABLE IF NOT EXISTS).
    for (let round = 0; round < 3; round++) {
      const empty = await createEmptyPostgresDatabase();
      const config = testConfig({ DATABASE_URL: empty.url });
      const apps = await Promise.all(
        [1, 2, 3].map(() => buildApp(config, { mailer: new TestMailbox(), redisNamespace: namespace() })),
      );
      try {
        for (const app of apps) {
          const res = await app.inject({ method: 'GET', url: '/api/ready' });
          expect(res.statusCode).toBe(200);
          expect(res.json().status).toBe('ready');
        }
        const client = new pg.Client({ connectionString: empty.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ created_at: string; n: string }>(
            'select created_at::text, count(*)::text as n from drizzle.__drizzle_migrations group by created_at order by created_at',
          );
          // Each committed migration recorded exactly once.
          expect(rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
          expect(rows.every((r) => r.n === '1')).toBe(true);
        } finally {
          await client.end();
        }
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await empty.drop();
      }
    }
  });
});
