import type { FastifyBaseLogger } from 'fastify';
import { jobsFinished } from '../metrics.ts';

/**
 * Background work (docs/ARCHITECTURE.md, "Jobs"; decision 031). A job is defined once, by name, with
 * its retries and handler; the runner is pg-boss on PostgreSQL (jobs kept in the database, taken by
 * whichever instance polls first, retried after a failure or after the instance working on it died)
 * or, on PGlite, the same handlers run in this process.
 */
export type JobInfo = {
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  final: boolean;
};

export type JobSpec = {
  /** Letters, digits and underscores (pg-boss's rule for queue names). */
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with backoff. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one attempt may run. On PostgreSQL an attempt still active after this (its instance
   * died or hung) is failed and retried by any instance.
   */
  expireInSeconds: number;
  /** How long a job may wait to start before it is dropped (default: 14 days). */
  retentionMinutes?: number;
  /** Runs by itself: cron (UTC) on PostgreSQL, one instance per tick; every `ms` after `firstAfterMs` in process. */
  every?: { cron: string; ms: number; firstAfterMs: number };
  /** Workers per instance (default 1). */
  concurrency?: number;
  handler(data: unknown, info: JobInfo): Promise<void>;
};

export type SendOptions = {
  /**
   * The caller has just made the first attempt itself (a webhook applying its event at once): the
   * job starts after the queue's first retry delay, as the retry of that attempt.
   */
  asRetry?: boolean;
};

/** What decides when a job's attempts happen. */
export type RetryPolicy = Pick<JobSpec, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff' | 'expireInSeconds'>;

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Before start(). */
  define(spec: JobSpec): void;
  /** Opens the queue; `work: false` only lets this instance queue jobs, never run them (tests). */
  start(options?: { work?: boolean }): Promise<void>;
  /** Keeps the job (in the database on PostgreSQL) and wakes a local worker; resolves with its id. */
  send(name: string, data: object, options?: SendOptions): Promise<string>;
  /** Resolves once the job is done, or failed for good. */
  settled(name: string, id: string): Promise<void>;
  /** Jobs not yet done (waiting, waiting for a retry, or running), per queue. */
  counts(): Promise<Record<string, number>>;
  /** Stops taking jobs; running ones get `graceMs` to finish (then, on PostgreSQL, another instance retries them). */
  stop(graceMs: number): Promise<void>;
}

/** Tuning that tests shorten (a dead instance's job is retried after expiry + one maintenance tick). */
export type JobTuning = {
  /** Overrides every queue's expireInSeconds. */
  expireInSeconds?: number;
  /** Overrides every queue's retryDelaySeconds (the first retry's delay). */
  retryDelaySeconds?: number;
  /** pg-boss's maintenance (expiry of jobs whose instance died): default 30 s. */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker looks for jobs: default 2 s (a send in the same instance wakes it at once). */
  pollingIntervalSeconds?: number;
};

/** The spec with the tuning's overrides. */
export function tuned(spec: JobSpec, tuning: JobTuning): JobSpec {
  return {
    ...spec,
    expireInSeconds: tuning.expireInSeconds ?? spec.expireInSeconds,
    retryDelaySeconds: tuning.retryDelaySeconds ?? spec.retryDelaySeconds,
  };
}

/** Runs one attempt of a job with its outcome counted and a final failure logged. */
export async function runAttempt(spec: JobSpec, data: unknown, info: JobInfo, log: FastifyBaseLogger): Promise<void> {
  try {
    await spec.handler(data, info);
    jobsFinished.inc({ queue: spec.name, outcome: 'done' });
  } catch (err) {
    jobsFinished.inc({ queue: spec.name, outcome: info.final ? 'failed' : 'retry' });
    if (info.final) log.warn({ job: spec.name, attempts: info.attempt, err: (err as Error).message }, 'job failed');
    throw err;
  }
}

/** Milliseconds to wait before attempt `attempt + 1` (pg-boss's rule, without its jitter). */
export function retryDelayMs(spec: RetryPolicy, attempt: number): number {
  const base = spec.retryDelaySeconds * 1000;
  return spec.retryBackoff ? base * 2 ** (attempt - 1) : base;
}

/**
 * The latest a job's last attempt can end, in seconds after it was sent: every attempt's expiry and
 * every retry delay, counted twice (pg-boss spreads a backoff delay up to twice its base).
 */
export function retryWindowSeconds(spec: RetryPolicy): number {
  let seconds = (spec.retryLimit + 1) * spec.expireInSeconds;
  for (let attempt = 1; attempt <= spec.retryLimit; attempt++) seconds += (2 * retryDelayMs(spec, attempt)) / 1000;
  return seconds;
}
