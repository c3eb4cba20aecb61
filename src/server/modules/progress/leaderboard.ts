import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { LeaderboardPeriod, TLeaderboard } from '#shared/contracts/progress.ts';
import { profiles, users, workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../plugins/session.ts';

const DAY = 86_400_000;
const PERIOD_DAYS = { week: 7, month: 30, all: null } as const;

/**
 * Opted-in members ranked by training days in the period (docs/PRODUCT.md): the top 50, and the asking
 * member's own row after them when lower. Members without a training day in the period are left out,
 * but for the asking one.
 */
export async function readLeaderboard(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  period: LeaderboardPeriod,
): Promise<TLeaderboard> {
  const days = PERIOD_DAYS[period];
  // Training days are each member's own calendar days, in their time zone.
  const sessions = sql<number>`count(distinct (${workoutSets.performedAt} at time zone ${users.timeZone})::date)`;
  const board = deps.db.$with('board').as(
    deps.db
      .select({
        userId: sql<string>`${users.id}`.as('board_user_id'),
        name: sql<string | null>`${users.fullName}`.as('board_name'),
        sessions: sql<number>`${sessions}::int`.as('sessions'),
        rank: sql<number>`(rank() over (order by ${sessions} desc))::int`.as('rank'),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(
        workoutSets,
        days === null
          ? eq(workoutSets.userId, users.id)
          : and(eq(workoutSets.userId, users.id), gt(workoutSets.performedAt, new Date(Date.now() - days * DAY))),
      )
      .where(eq(profiles.leaderboardOptIn, true))
      .groupBy(users.id, users.fullName),
  );
  // The asking member's row first (when opted in), then the top 50.
  const me = sql`${board.userId} = ${user.id}`;
  const rows = await deps.db
    .with(board)
    .select()
    .from(board)
    .where(sql`${board.sessions} > 0 or ${me}`)
    .orderBy(desc(me), asc(board.rank), asc(board.name), asc(board.userId))
    .limit(51);
  const mine = rows[0]?.userId === user.id ? rows[0] : undefined;
  const byRank = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.rank - b.rank || (a.name ?? '').localeCompare(b.name ?? '') || a.userId.localeCompare(b.userId);
  const top = rows.sort(byRank).slice(0, 50);
  if (mine && !top.includes(mine)) top.push(mine);
  return {
    optedIn: mine !== undefined,
    period,
    entries: top.map((r) => ({
      rank: r.rank,
      displayName: (r.name ?? '').split(' ')[0] || '—',
      sessions: r.sessions,
      isYou: r.userId === user.id,
    })),
  };
}
