import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/** Waits before the 2nd, 3rd and 4th attempt. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

/**
 * Mail sent after the answer, with retries: a request that mails someone else (the owner of an
 * address typed in onboarding) answers in the same time whether or not it mails, and whether or
 * not the mail server is up (issue 14, finding 10). In-process: a mail still waiting when the
 * process stops is lost, and the person asks for a new link.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly delays: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** Sends in the background; failures are retried, then logged (address and subject only). */
  enqueue(message: MailMessage): void {
    const job = this.deliver(message).finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  private async deliver(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.mailer.send(message);
        return;
      } catch (err) {
        const wait = this.delays[attempt];
        if (wait === undefined || this.closed) {
          this.log.error(
            { mail: { to: message.to, subject: message.subject }, err: (err as Error).message, attempts: attempt + 1 },
            'mail could not be sent',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  }

  /** Mails not yet sent or given up (metrics). */
  get depth(): number {
    return this.pending.size;
  }

  /** Resolves when every mail queued so far was sent or given up (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** At shutdown: no more retries, and the mails in flight get a few seconds to finish. */
  async close(graceMs = 5_000): Promise<void> {
    this.closed = true;
    await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  }
}
