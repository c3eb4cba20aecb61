import { and, eq, gt, sql } from 'drizzle-orm';
import type { TPersonalRecord } from '#shared/contracts/progress.ts';
import { workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { personalRecords } from './compute.ts';
import { loadSets } from './load-sets.ts';

/**
 * Personal records are all-time: two years of logs are some 30,000 sets, over 100 ms to read and
 * compute, for a card polled every minute (decision 033). Each read asks the database whether the
 * person's sets changed, and computes again only then. The question is one scan of their rows' system
 * columns, a few milliseconds: how many there are, and the sum and the largest of `xmin`, the id of
 * the transaction that wrote each row. Any insert, update or delete, by any path or instance (the
 * logger, a coach, an import, an answer about a muscle), changes one of the three.
 */
const HISTORY_DAYS = 3650;
const MAX_USERS = 2000;
const DAY = 86_400_000;
const kept = new Map<string, { fingerprint: string; records: TPersonalRecord[] }>();

async function fingerprint(deps: Deps, userId: string, since: Date): Promise<string> {
  const xmin = sql`(${workoutSets}.xmin::text::bigint)`;
  const [row] = await deps.db
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${xmin}), 0)::text`,
      max: sql<string>`coalesce(max(${xmin}), 0)::text`,
    })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), gt(workoutSets.performedAt, since)));
  return `${row?.n}:${row?.sum}:${row?.max}`;
}

export async function personalRecordsOf(deps: Deps, userId: string, timeZone: string): Promise<TPersonalRecord[]> {
  // The window moves by the day, so that a set leaving it changes the count.
  const since = new Date(Math.floor(Date.now() / DAY) * DAY - HISTORY_DAYS * DAY);
  const print = `${await fingerprint(deps, userId, since)}:${timeZone}`;
  const hit = kept.get(userId);
  if (hit?.fingerprint === print) {
    kept.delete(userId);
    kept.set(userId, hit);
    return hit.records;
  }
  const records = personalRecords(await loadSets(deps, userId, since), timeZone);
  kept.delete(userId);
  if (kept.size >= MAX_USERS) kept.delete(kept.keys().next().value as string);
  kept.set(userId, { fingerprint: print, records });
  return records;
}
