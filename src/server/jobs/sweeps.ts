import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { purgeOldPaymentRecords } from '../modules/billing/payment-records.ts';
import { purgeOldTrialClaims } from '../modules/billing/trial-claims.ts';
import { sweepExpired } from '../plugins/retention.ts';
import type { JobSpec } from './jobs.ts';

const HOUR_MS = 3_600_000;

/**
 * The periodic clean-ups, as jobs: on PostgreSQL one instance runs each tick for the whole cluster
 * (pg-boss's cron), retried if it fails; in process a minute after start, then every hour.
 */
export function sweepJobs(db: Db, log: FastifyBaseLogger): JobSpec[] {
  return [
    {
      // docs/ARCHITECTURE.md, "Retention": expired sessions, drafts, links, preview counters, keys.
      name: 'retention_sweep',
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 600,
      every: { cron: '7 * * * *', ms: HOUR_MS, firstAfterMs: 60_000 },
      handler: async () => {
        const gone = await sweepExpired(db);
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
  ];
}
