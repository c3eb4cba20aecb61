import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { TestMailbox } from './mailbox.ts';

export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestContext = {
  app: FastifyInstance;
  db: Database['db'];
  database: Database;
  config: Config;
  mailbox: TestMailbox;
  close(): Promise<void>;
};

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped at close. */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = (process.env.TEST_DB as 'pglite' | 'postgres') ?? 'pglite',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `forja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 20 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A new, empty PostgreSQL database (nothing migrated): its URL, and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `forja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The configuration tests run with: quiet, same-origin on localhost:3000, embedded stand-ins allowed. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    CLIENT_DIST: '/nonexistent',
    // Tests bring their own mailbox and fake Stripe, also on an https APP_URL.
    DEMO_MODE: 'true',
    ...env,
  });
}

/** The app on a fresh database, as one test file shares it. */
export async function createTestContext(
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'logStream' | 'jobTuning' | 'importBudgetMs'> = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const { database, drop } = await createTestDatabase();
  const mailbox = new TestMailbox();
  const app = await buildApp(config, {
    database,
    mailer: mailbox,
    skipMigrations: true,
    redisNamespace: `forja-test-${randomBytes(4).toString('hex')}:`,
    ...build,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mailbox,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Headers a same-origin browser request carries. */
export const SAME_ORIGIN = { origin: 'http://localhost:3000' } as const;

/** Cookies from a response's Set-Cookie headers, as a Cookie request header value. */
export function cookieHeader(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const [k, v] = part.trim().split('=');
    if (k && v !== undefined) jar.set(k, v);
  }
  for (const c of [setCookie ?? []].flat()) {
    const [pair] = c.split(';');
    const [k, ...rest] = (pair ?? '').split('=');
    if (!k) continue;
    const v = rest.join('=');
    if (v === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(k);
    else jar.set(k, v);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A form posted to a local checkout or billing page (`action=…`), as the browser sends it. */
export function postLocalForm(ctx: TestContext, cookie: string, url: string, action: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: `action=${action}`,
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
}
