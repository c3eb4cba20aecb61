import { and, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { leaderboardWeeks, profiles, users, workoutSets } from '../../db/schema/index.ts';
import { sqlTimeZone } from '../../db/time-zones.ts';
import type { JobSpec } from '../../jobs/jobs.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** A week missed because no instance ran on its Monday is closed later, up to this many weeks back. */
const CATCH_UP_WEEKS = 4;
/** Closed weeks are kept this long, then the retention sweep deletes them. */
const KEEP_DAYS = 365;

export const LEADERBOARD_WEEK_CLOSE_JOB = 'leaderboard_week_close';

/** The Monday 00:00 UTC that starts the calendar week holding `at`. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The opted-in members, each with the zone their training days are counted in: their stored zone
 * when PostgreSQL knows it, else UTC (`forja_time_zone`, once per member), so that one bad stored
 * value cannot fail the board for everyone (issue 25, finding 7).
 */
export function optedInMembers(db: Pick<Db, 'select'>) {
  return db
    .select({
      userId: sql<string>`${users.id}`.as('member_id'),
      name: sql<string | null>`${users.fullName}`.as('member_name'),
      zone: sqlTimeZone(users.timeZone).as('member_zone'),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.leaderboardOptIn, true))
    .as('members');
}

/** Distinct calendar days of the joined sets in the member's own zone. */
export const trainingDays = (members: ReturnType<typeof optedInMembers>) =>
  sql<number>`count(distinct (${workoutSets.performedAt} at time zone ${members.zone})::date)`;

/**
 * Closes one week: ranks the opted-in members with at least one training day in it (distinct dates in
 * their own time zone, as `readLeaderboard` counts them) and stores rank and days. A week that already
 * has rows is left as it is; the advisory lock makes two runs at once close it once.
 */
export async function closeLeaderboardWeek(db: Db, weekStart: Date): Promise<number> {
  const week = isoDay(weekStart);
  const end = new Date(weekStart.getTime() + WEEK);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forja-leaderboard-week:${week}`}))`);
    const [closed] = await tx
      .select({ userId: leaderboardWeeks.userId })
      .from(leaderboardWeeks)
      .where(eq(leaderboardWeeks.weekStart, week))
      .limit(1);
    if (closed) return 0;
    const members = optedInMembers(tx);
    const days = trainingDays(members);
    const rows = await tx
      .insert(leaderboardWeeks)
      .select(
        tx
          .select({
            weekStart: sql`${week}::date`.as('week_start'),
            userId: members.userId,
            rank: sql`(rank() over (order by ${days} desc))::int`.as('rank'),
            sessions: sql`${days}::int`.as('sessions'),
          })
          .from(members)
          .innerJoin(
            workoutSets,
            and(
              eq(workoutSets.userId, members.userId),
              gte(workoutSets.performedAt, weekStart),
              lt(workoutSets.performedAt, end),
            ),
          )
          .groupBy(members.userId),
      )
      .onConflictDoNothing()
      .returning({ userId: leaderboardWeeks.userId });
    return rows.length;
  });
}

/**
 * Closes every ended week after the newest one with rows, oldest first, at most the last 4: the
 * previous week on a normal Monday, and the weeks nobody closed while no instance ran.
 */
export async function closeLeaderboardWeeks(db: Db, now = new Date()): Promise<Record<string, number>> {
  const current = weekStartOf(now);
  const [newest] = await db.select({ week: max(leaderboardWeeks.weekStart) }).from(leaderboardWeeks);
  const closed: Record<string, number> = {};
  for (let back = CATCH_UP_WEEKS; back >= 1; back--) {
    const weekStart = new Date(current.getTime() - back * WEEK);
    if (newest?.week && isoDay(weekStart) <= newest.week) continue;
    closed[isoDay(weekStart)] = await closeLeaderboardWeek(db, weekStart);
  }
  return closed;
}

/** Closed weeks older than a year go (docs/ARCHITECTURE.md, "Retention"); returns how many rows. */
export async function purgeOldLeaderboardWeeks(db: Db, now = new Date()): Promise<number> {
  const before = isoDay(new Date(now.getTime() - KEEP_DAYS * DAY));
  const gone = await db
    .delete(leaderboardWeeks)
    .where(lt(leaderboardWeeks.weekStart, before))
    .returning({ userId: leaderboardWeeks.userId });
  return gone.length;
}

/**
 * `leaderboard_week_close`: hourly at :10 (on PostgreSQL one instance per tick; in process from 2 minutes
 * after start). Once the previous week is closed a run does nothing; hourly rather than Mondays only, so
 * that a Monday on which no instance ran is made up within the hour (pg-boss never sends a missed tick).
 */
export function leaderboardWeekCloseJob(db: Db, log: FastifyBaseLogger): JobSpec {
  return {
    name: LEADERBOARD_WEEK_CLOSE_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 600,
    every: { cron: '10 * * * *', ms: 3_600_000, firstAfterMs: 120_000 },
    handler: async () => {
      const closed = await closeLeaderboardWeeks(db);
      if (Object.keys(closed).length) log.info({ closed }, 'leaderboard weeks closed');
    },
  };
}
