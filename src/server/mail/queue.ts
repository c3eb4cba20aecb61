import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner, JobSpec } from '../jobs/jobs.ts';
import { MemoryRunner } from '../jobs/memory-runner.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail';

/**
 * Writes a queued mail when its job runs, from the job's data; null: nothing to send any more (a
 * sign-in link that expired or was used while the job waited).
 */
export type MailComposer = (data: Record<string, string>) => Promise<MailMessage | null>;

export type MailQueueOptions = {
  /** Where the mail jobs run (default: in this process). */
  runner?: JobRunner;
  /** Attempts after the first (default 3) and the first retry's delay, doubled each time (default 2 s). */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/**
 * Mail sent after the answer, with retries: a request that mails someone else (the owner of an
 * address typed in onboarding) answers in the same time whether or not it mails, and whether or
 * not the mail server is up (issue 14, finding 10). Each mail is a job (`mail`): kept in PostgreSQL
 * by pg-boss when the app runs on it, so a mail survives the instance that queued it (any instance
 * sends it); in process on PGlite.
 *
 * A job holds no secret, sealed or not: it names what to send (a kind and its data, e.g. the id of a
 * sign-in link), and the kind's composer writes the message when the job runs, minting the link's
 * token then (issue 25, finding 10: a job sealed under a key derived from the database URL could be
 * opened by anyone who read the job table and knew the URL).
 */
export class MailQueue {
  private readonly runner: JobRunner;
  private readonly ownRunner: boolean;
  private readonly composers = new Map<string, MailComposer>();
  /** Sends to the queue not yet stored. */
  private readonly storing = new Set<Promise<unknown>>();
  /** Jobs queued by this process since the last idle() (bounded). */
  private readonly queued: string[] = [];
  readonly spec: JobSpec;

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: MailQueueOptions = {},
  ) {
    this.ownRunner = !options.runner;
    this.runner = options.runner ?? new MemoryRunner(log);
    this.spec = {
      name: MAIL_JOB,
      retryLimit: options.retryLimit ?? 3,
      retryDelaySeconds: options.retryDelaySeconds ?? 2,
      retryBackoff: true,
      // The mailer gives up on a silent server after 10 s (connection) + 10 s (greeting).
      expireInSeconds: 60,
      retentionMinutes: 15,
      concurrency: 2,
      handler: (data, info) => this.deliver(data, info.attempt, info.final),
    };
    this.runner.define(this.spec);
    if (this.ownRunner) void this.runner.start();
  }

  /** How mails of `kind` are written when their job runs. */
  compose(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /**
   * Queues a mail of `kind` (its composer writes it later from `data`, which must hold no secret):
   * resolves once the job is stored (one INSERT on PostgreSQL, whatever the mail server does), so
   * that an answer given after it never loses the mail; never rejects (a failure to store is
   * logged). Writing and sending, and their retries, happen later.
   */
  enqueue(kind: string, data: Record<string, string>): Promise<void> {
    const stored = this.runner
      .send(MAIL_JOB, { kind, data })
      .then((id) => {
        this.queued.push(id);
        if (this.queued.length > 1000) this.queued.shift();
      })
      .catch((err: unknown) => {
        this.log.error({ mail: { kind }, err }, 'mail could not be queued');
      })
      .finally(() => this.storing.delete(stored));
    this.storing.add(stored);
    return stored;
  }

  private async deliver(job: unknown, attempt: number, final: boolean): Promise<void> {
    const { kind, data } = job as { kind?: string; data?: Record<string, string> };
    const composer = kind ? this.composers.get(kind) : undefined;
    if (!composer || !data) {
      // A job of an older version (a sealed message) or of an unknown kind: nothing can be sent.
      this.log.warn({ mail: { kind: kind ?? null } }, 'queued mail of no known kind dropped');
      return;
    }
    const message = await composer(data);
    if (!message) return;
    try {
      await this.mailer.send(message);
    } catch (err) {
      if (final) {
        this.log.error(
          { mail: { to: message.to, subject: message.subject }, err: (err as Error).message, attempts: attempt },
          'mail could not be sent',
        );
      }
      throw err;
    }
  }

  /** Resolves when every mail queued here so far was sent or given up (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.storing.size > 0) await Promise.allSettled([...this.storing]);
    const ids = this.queued.splice(0);
    await Promise.all(ids.map((id) => this.runner.settled(MAIL_JOB, id)));
  }

  /**
   * At shutdown: the mails being queued get `graceMs` to be stored. A runner given to the queue is
   * stopped by its owner; the queue's own one stops here (no more retries, mails in flight get the
   * same grace).
   */
  async close(graceMs = 5_000): Promise<void> {
    const storing = Promise.allSettled([...this.storing]);
    await Promise.race([storing, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    if (this.ownRunner) await this.runner.stop(graceMs);
  }
}
