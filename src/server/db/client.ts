import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations in drizzle/. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = options.dataDir ? await PGlite.create(path.join(options.dataDir, 'pglite')) : await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS }),
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
