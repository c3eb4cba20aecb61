import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every service takes: the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (what `db.transaction(async (tx) => …)` passes). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, on PostgreSQL (the job queue opens its own pool with it). */
  url?: string;
  /**
   * Runs the committed SQL migrations in drizzle/. On PostgreSQL under an advisory lock, so that
   * instances started together apply them once: the others wait, then find nothing to do.
   */
  migrate(): Promise<void>;
  /** Tags of the committed migrations the database has not applied yet (readiness). */
  pendingMigrations(): Promise<string[]>;
  /** Connections of the PostgreSQL pool (metrics); undefined on PGlite (one connection in the process). */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | undefined;
  close(): Promise<void>;
};

export const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * The session-level advisory lock every instance takes around its migrations (any constant the
 * app uses nowhere else). Without it two instances starting on an empty database both run
 * `CREATE SCHEMA/TABLE IF NOT EXISTS` and one fails on a duplicate key in pg_type.
 */
export const MIGRATION_LOCK_KEY = 0x466f726a61; // 'Forja'

/** Which committed migrations are newer than the newest one recorded (drizzle's own rule). */
async function pending(db: Db): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  let last = -1;
  try {
    const result = await db.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { last: string | null }[] }).rows;
    last = Number(rows[0]?.last ?? -1);
  } catch (err) {
    // No migrations table (42P01) or schema (3F000) yet: nothing applied. Anything else (the
    // database unreachable) is the caller's to report.
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code !== '42P01' && code !== '3F000') throw err;
  }
  return journal.entries.filter((e) => e.when > last).map((e) => e.tag);
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  /** dataDir undefined means in memory (tests); loadDataDir starts it from a dumped data directory (a test template). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: async () => {
        const client = await pool.connect();
        let failed: Error | undefined;
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } catch (err) {
          failed = err as Error;
          throw err;
        } finally {
          // A connection that failed may still hold the lock: destroyed, it releases it.
          client.release(failed);
        }
      },
      pendingMigrations: () => pending(db),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = options.dataDir
      ? await PGlite.create(path.join(options.dataDir, 'pglite'))
      : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS }),
      pendingMigrations: () => pending(db),
      poolStats: () => undefined,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
