import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type JobRunner, type JobSpec, type JobTuning, runAttempt, type SendOptions, tuned } from './jobs.ts';

const DONE_STATES = new Set(['completed', 'failed', 'cancelled']);
/** Session advisory lock around queue creation (any constant the app uses nowhere else). */
const QUEUES_LOCK_KEY = 0x466f726a62;

/**
 * Jobs kept in PostgreSQL by pg-boss (schema `pgboss`, its own pool of 4 connections). A job lives
 * in the database from `send` until it is done: any instance's worker takes it
 * (`SELECT … FOR UPDATE SKIP LOCKED`, so one only); a failed attempt is retried after its delay; an
 * attempt whose instance died stays active until `expireInSeconds`, then the maintenance of any
 * instance fails it and it is retried. Periodic jobs are sent once per cron tick for the whole
 * cluster.
 */
export class PgBossRunner implements JobRunner {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly specs = new Map<string, JobSpec>();
  /** One worker id per queue, woken when this instance sends a job. */
  private readonly workers = new Map<string, string>();
  private started = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
    private readonly tuning: JobTuning = {},
  ) {
    this.boss = new PgBoss({
      connectionString,
      schema: 'pgboss',
      max: 4,
      application_name: 'forja-jobs',
      maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds ?? 30,
      // Done jobs leave the live table after an hour and the archive after 7 days.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err) => this.log.warn({ err }, 'job queue error'));
  }

  define(spec: JobSpec): void {
    if (this.started) throw new Error(`job ${spec.name} defined after start`);
    this.specs.set(spec.name, tuned(spec, this.tuning));
  }

  async start({ work = true }: { work?: boolean } = {}): Promise<void> {
    this.started = true;
    await this.install();
    for (const spec of this.specs.values()) {
      if (!work) continue;
      for (let i = 0; i < (spec.concurrency ?? 1); i++) {
        const id = await this.boss.work<object>(
          spec.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: this.tuning.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => {
            if (!job) return;
            await runAttempt(
              spec,
              job.data,
              { attempt: job.retryCount + 1, final: job.retryCount >= job.retryLimit },
              this.log,
            );
          },
        );
        if (i === 0) this.workers.set(spec.name, id);
      }
      if (spec.every) await this.boss.schedule(spec.name, spec.every.cron, {}, { tz: 'UTC' });
    }
  }

  /**
   * Starts pg-boss (it creates or upgrades the `pgboss` schema), then creates each queue or brings
   * an existing one to today's retries and expiry. pg-boss creates a queue as a partition of its
   * job table (ALTER TABLE … ATTACH PARTITION): two instances creating queues at once deadlocked in
   * a test, so instances take turns under a session advisory lock.
   */
  private async install(): Promise<void> {
    const lock = new pg.Client({ connectionString: this.connectionString, application_name: 'forja-jobs' });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUES_LOCK_KEY]);
      await this.boss.start();
      for (const spec of this.specs.values()) {
        const options = {
          name: spec.name,
          policy: 'standard' as const,
          retryLimit: spec.retryLimit,
          retryDelay: spec.retryDelaySeconds,
          retryBackoff: spec.retryBackoff,
          expireInSeconds: spec.expireInSeconds,
          ...(spec.retentionMinutes ? { retentionMinutes: spec.retentionMinutes } : {}),
        };
        if (await this.boss.getQueue(spec.name)) await this.boss.updateQueue(spec.name, options);
        else await this.boss.createQueue(spec.name, options);
      }
    } finally {
      // Ending the session releases the lock.
      await lock.end();
    }
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string> {
    const delay = options.asRetry ? this.specs.get(name)?.retryDelaySeconds : undefined;
    const id = await this.boss.send(name, data, delay ? { startAfter: delay } : {});
    if (!id) throw new Error(`job ${name} was not stored`);
    const worker = this.workers.get(name);
    if (worker && !delay) this.boss.notifyWorker(worker);
    return id;
  }

  async settled(name: string, id: string): Promise<void> {
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (!job || DONE_STATES.has(job.state)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async counts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of this.specs.keys()) {
      counts[name] = (await this.boss.getQueueSize(name, { before: 'completed' })) ?? 0;
    }
    return counts;
  }

  async stop(graceMs: number): Promise<void> {
    if (!this.started) return;
    await this.boss.stop({ graceful: true, timeout: graceMs, wait: true, close: true });
  }
}
