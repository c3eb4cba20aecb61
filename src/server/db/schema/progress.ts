import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The weekly leaderboard as it stood when its calendar week (Monday 00:00 to Monday 00:00 UTC) closed:
 * one row per opted-in member who trained that week (decision 037). Written once per week by the
 * `leaderboard_week_close` job, deleted after a year by the retention sweep.
 */
export const leaderboardWeeks = pgTable(
  'leaderboard_weeks',
  {
    /** The Monday the week starts on (UTC). */
    weekStart: date('week_start').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Equal counts share a rank (1, 1, 3). */
    rank: integer('rank').notNull(),
    /** Training days: distinct dates in the member's time zone. */
    sessions: integer('sessions').notNull(),
  },
  // The member's own rows: the export, and the cascade when an account is deleted.
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] }), index('leaderboard_weeks_user_idx').on(t.userId)],
);
