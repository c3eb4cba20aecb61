import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner, JobSpec } from '../jobs/jobs.ts';
import { MemoryRunner } from '../jobs/memory-runner.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail';

export type MailQueueOptions = {
  /** Where the mail jobs run (default: in this process). */
  runner?: JobRunner;
  /** Secret the queued messages are sealed with (default: random, this process only). */
  secret?: string;
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
 * A queued message holds a live sign-in link, and only hashes of tokens are stored in clear: the
 * job carries the message sealed with AES-256-GCM under a key derived from `secret`, and waits at
 * most 15 minutes (the link's lifetime) to start.
 */
export class MailQueue {
  private readonly runner: JobRunner;
  private readonly ownRunner: boolean;
  private readonly key: Buffer;
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
    this.key = Buffer.from(
      hkdfSync('sha256', options.secret ?? randomBytes(32).toString('hex'), 'forja-jobs', 'mail', 32),
    );
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

  /**
   * Queues the message: resolves once the job is stored (one INSERT on PostgreSQL, whatever the
   * mail server does), so that an answer given after it never loses the mail; never rejects (a
   * failure to store is logged). Sending, and its retries, happen later.
   */
  enqueue(message: MailMessage): Promise<void> {
    const stored = this.runner
      .send(MAIL_JOB, { sealed: this.seal(message) })
      .then((id) => {
        this.queued.push(id);
        if (this.queued.length > 1000) this.queued.shift();
      })
      .catch((err: unknown) => {
        this.log.error({ mail: { to: message.to, subject: message.subject }, err }, 'mail could not be queued');
      })
      .finally(() => this.storing.delete(stored));
    this.storing.add(stored);
    return stored;
  }

  private async deliver(data: unknown, attempt: number, final: boolean): Promise<void> {
    const message = this.open((data as { sealed: string }).sealed);
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

  private seal(message: MailMessage): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  private open(sealed: string): MailMessage {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
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
