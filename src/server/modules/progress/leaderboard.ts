import { and, asc, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { LeaderboardPeriod, TLeaderboard } from '#shared/contracts/progress.ts';
import { leaderboardWeeks, profiles, users, workoutSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { optedInMembers, trainingDays } from './leaderboard-weeks.ts';

const DAY = 86_400_000;
const PERIOD_DAYS = { week: 7, month: 30, all: null } as const;

/** Only the first name is shown (docs/PRODUCT.md). */
const firstName = (fullName: string | null) => (fullName ?? '').split(' ')[0] || '—';

/**
 * Opted-in members ranked by training days in the period (docs/PRODUCT.md): the top 50, and the asking
 * member's own row after them when lower. Members without a training day in the period are left out,
 * but for the asking one. With them, the last closed calendar week (decision 037).
 */
export async function readLeaderboard(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  period: LeaderboardPeriod,
): Promise<TLeaderboard> {
  const days = PERIOD_DAYS[period];
  // Training days are each member's own calendar days, in their time zone.
  const members = optedInMembers(deps.db);
  const sessions = trainingDays(members);
  const board = deps.db.$with('board').as(
    deps.db
      .select({
        userId: sql<string>`${members.userId}`.as('board_user_id'),
        name: sql<string | null>`${members.name}`.as('board_name'),
        sessions: sql<number>`${sessions}::int`.as('sessions'),
        rank: sql<number>`(rank() over (order by ${sessions} desc))::int`.as('rank'),
      })
      .from(members)
      .leftJoin(
        workoutSets,
        days === null
          ? eq(workoutSets.userId, members.userId)
          : and(eq(workoutSets.userId, members.userId), gt(workoutSets.performedAt, new Date(Date.now() - days * DAY))),
      )
      .groupBy(members.userId, members.name),
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
  const top = rows.sort(byRank).slice(0, 50);
  if (mine && !top.includes(mine)) top.push(mine);
  return {
    optedIn: mine !== undefined,
    period,
    entries: top.map((r) => entry(r, user.id)),
    lastWeek: await readLastWeek(deps, user.id),
  };
}

type Row = { userId: string; name: string | null; rank: number; sessions: number };

const byRank = (a: Row, b: Row) =>
  a.rank - b.rank || (a.name ?? '').localeCompare(b.name ?? '') || a.userId.localeCompare(b.userId);

const entry = (r: Row, userId: string) => ({
  rank: r.rank,
  displayName: firstName(r.name),
  sessions: r.sessions,
  isYou: r.userId === userId,
});

/**
 * The newest closed week with rows (`leaderboard-weeks.ts`): its podium (ranks 1 to 3, at most three
 * rows) and the asking member's own row when lower. Only members opted in now are shown, under their
 * first name of now; null when that leaves nobody.
 */
async function readLastWeek(deps: Pick<Deps, 'db'>, userId: string): Promise<TLeaderboard['lastWeek']> {
  const [newest] = await deps.db.select({ week: max(leaderboardWeeks.weekStart) }).from(leaderboardWeeks);
  if (!newest?.week) return null;
  // The asking member's row first (when there), then the top three.
  const me = sql`${leaderboardWeeks.userId} = ${userId}`;
  const rows = await deps.db
    .select({
      userId: leaderboardWeeks.userId,
      name: users.fullName,
      rank: leaderboardWeeks.rank,
      sessions: leaderboardWeeks.sessions,
    })
    .from(leaderboardWeeks)
    .innerJoin(users, eq(users.id, leaderboardWeeks.userId))
    .innerJoin(profiles, eq(profiles.userId, leaderboardWeeks.userId))
    .where(and(eq(leaderboardWeeks.weekStart, newest.week), eq(profiles.leaderboardOptIn, true)))
    .orderBy(desc(me), asc(leaderboardWeeks.rank), asc(users.fullName), asc(leaderboardWeeks.userId))
    .limit(4);
  const mine = rows[0]?.userId === userId ? rows[0] : undefined;
  const podium = rows
    .filter((r) => r.rank <= 3)
    .sort(byRank)
    .slice(0, 3);
  if (mine && !podium.includes(mine)) podium.push(mine);
  if (!podium.length) return null;
  return { weekStart: newest.week, entries: podium.map((r) => entry(r, userId)) };
}
