import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, MIGRATIONS, openDatabase } from '../db/client.ts';
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

const ROOT = path.resolve(MIGRATIONS, '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'forja');
/** Session advisory lock around making the PostgreSQL template (any constant the app uses nowhere else). */
const TEMPLATE_LOCK_KEY = 0x466f726a63;

const version = (pkg: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version as string;

/** A hash of the committed migrations and of the package that makes the database: a template's name. */
function templateKey(pkg: string): string {
  const hash = createHash('sha256').update(`${pkg}@${version(pkg)}\n`);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(MIGRATIONS, file)}\n`).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 12);
}

let pgliteTemplate: Promise<Blob> | undefined;
/**
 * A migrated PGlite data directory, dumped once (node_modules/.cache/forja, one file per set of
 * migrations): each test database starts from it instead of running initdb and the migrations
 * again (about 1 s instead of 6-7 s).
 */
export function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(CACHE, `pglite-template-${templateKey('@electric-sql/pglite')}.tar`);
    if (!fs.existsSync(file)) {
      const client = await PGlite.create();
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
      const dump = await client.dumpDataDir('none');
      await client.close();
      fs.mkdirSync(CACHE, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(tmp, file);
      for (const f of fs.readdirSync(CACHE))
        if (f.startsWith('pglite-template-') && f.endsWith('.tar') && path.join(CACHE, f) !== file)
          fs.rmSync(path.join(CACHE, f), { force: true });
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteTemplate;
}

/**
 * PGlite databases whose test file is done, emptied for the next file of the same worker (the
 * integration projects share a worker's modules between files): emptying takes milliseconds where
 * a new instance takes a second or more.
 */
const idlePglite: Database[] = [];
const MIGRATIONS_APPLIED = sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`;
let migrationsOfTemplate: string | undefined;

/**
 * Brings a PGlite test database back to the template's state: every table of the app emptied and
 * its sequences restarted (the migrations write no rows), session state (advisory locks, settings,
 * temporary tables) discarded. False when the test changed more than rows (the recorded migrations),
 * or anything failed: then it is closed, not reused.
 */
async function resetPglite(database: Database): Promise<boolean> {
  try {
    const rows = async <T>(query: SQL) => {
      const result = await database.db.execute(query);
      return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
    };
    const applied = JSON.stringify(await rows(MIGRATIONS_APPLIED));
    migrationsOfTemplate ??= applied;
    if (applied !== migrationsOfTemplate) return false;
    const tables = await rows<{ name: string }>(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    );
    await database.db.execute(sql.raw('discard all'));
    await database.db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
    return true;
  } catch {
    return false;
  }
}

const adminUrl = (database: string) => {
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

let postgresTemplate: Promise<string> | undefined;
/**
 * A migrated PostgreSQL database with pg-boss's schema installed, made once per set of migrations
 * (`forja_template_<hash>`): each test database is `CREATE DATABASE … TEMPLATE` of it. It is built
 * under another name and renamed when complete, under an advisory lock, so that test processes
 * starting together make it once and never copy a half-made one.
 */
export function postgresTemplateName(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `forja_template_${templateKey('pg-boss')}`;
    const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const wip = `${name}_wip`;
        await admin.query(`DROP DATABASE IF EXISTS ${wip} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${wip}`);
        const database = await openDatabase({ kind: 'postgres', url: adminUrl(wip), max: 1 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        const client = new pg.Client({ connectionString: adminUrl(wip) });
        await client.connect();
        try {
          await client.query(PgBoss.getConstructionPlans('pgboss'));
        } finally {
          await client.end();
        }
        await admin.query(`ALTER DATABASE ${wip} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped at close. */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = (process.env.TEST_DB as 'pglite' | 'postgres') ?? 'pglite',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database =
      idlePglite.pop() ?? (await openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplateDump() }));
    return {
      database,
      drop: async () => {
        if (await resetPglite(database)) idlePglite.push(database);
        else await database.close();
      },
    };
  }
  const template = await postgresTemplateName();
  const name = `forja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(name), max: 20 });
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
  build: Pick<BuildOptions, 'logStream' | 'jobTuning' | 'importBudgetMs' | 'coach'> = {},
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
