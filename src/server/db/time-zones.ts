import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalTimeZone } from '#shared/time.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/**
 * The zone the SQL uses for a member's stored time zone: the migration `0012` defines
 * `forja_time_zone(text)`, which answers the name when PostgreSQL knows it and `UTC` otherwise, so that
 * one bad stored value cannot fail a query over every member (issue 25, finding 7). It catches the
 * error in a subtransaction of its own, a few microseconds: call it once per member, never per row.
 */
export const sqlTimeZone = (column: typeof users.timeZone) => sql<string>`forja_time_zone(${column})`;

/**
 * Rewrites every stored time zone to its canonical name (`canonicalTimeZone`), and one that no list
 * knows to UTC. Run at start after the migrations: zones stored before onboarding checked them
 * against `Intl.supportedValuesOf` (`US/Pacific-New`, accepted by Node, refused by PostgreSQL) become
 * the zone they name. One query when nothing needs it; every instance may run it, the result is the same.
 */
export async function normaliseStoredTimeZones(db: Db, log: FastifyBaseLogger): Promise<number> {
  const stored = await db.selectDistinct({ tz: users.timeZone }).from(users);
  let changed = 0;
  for (const { tz } of stored) {
    const canonical = canonicalTimeZone(tz) ?? 'UTC';
    if (canonical === tz) continue;
    const rows = await db
      .update(users)
      .set({ timeZone: canonical })
      .where(eq(users.timeZone, tz))
      .returning({ id: users.id });
    changed += rows.length;
    log.warn({ from: tz, to: canonical, members: rows.length }, 'stored time zone rewritten to its canonical name');
  }
  return changed;
}
