import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { purgeOldPaymentRecords } from '../modules/billing/payment-records.ts';
import { purgeOldTrialClaims } from '../modules/billing/trial-claims.ts';
import { leaderboardWeekCloseJob, purgeOldLeaderboardWeeks } from '../modules/progress/leaderboard-weeks.ts';
import { sweepExpired } from '../plugins/retention.ts';
import type { JobSpec } from './jobs.ts';

const HOUR_MS = 3_600_000;

/**
 * The periodic jobs: on PostgreSQL one instance runs each tick for the whole cluster (pg-boss's cron),
 * retried if it fails; in process a minute or two after start, then every hour. The clean-ups, and the
 * weekly leaderboard's close (decision 037).
 */
export function sweepJobs(db: Db, log: FastifyBaseLogger): JobSpec[] {
  return [
    {
      // docs/ARCHITECTURE.md, "Retention": expired sessions, drafts, links, preview counters, keys,
      // closed leaderboard weeks after a year.
      name: 'retention_sweep',
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 600,
      every: { cron: '7 * * * *', ms: HOUR_MS, firstAfterMs: 60_000 },
      handler: async () => {
        const gone = { ...(await sweepExpired(db)), leaderboardWeeks: await purgeOldLeaderboardWeeks(db) };
        log.info({ gone }, 'retention sweep');
      },
    },
    {
      // Deleted accounts' payment records and trial claims go when their keeping period ends (7 years).
      name: 'billing_records_sweep',
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 600,
      every: { cron: '23 * * * *', ms: HOUR_MS, firstAfterMs: 90_000 },
      handler: async () => {
        await purgeOldPaymentRecords(db);
        await purgeOldTrialClaims(db);
      },
    },
    leaderboardWeekCloseJob(db, log),
  ];
}
