import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type JobRunner,
  type JobSpec,
  type JobTuning,
  retryDelayMs,
  runAttempt,
  type SendOptions,
  tuned,
} from './jobs.ts';

/**
 * The same job handlers, run in this process (PGlite: one process owns the database). A job starts
 * at once (a retry of its sender's own attempt after the first retry delay), failed attempts are retried after the spec's delays, periodic jobs run on timers. Jobs
 * live in memory: a job still waiting when the process stops is lost (a sign-in mail; the person
 * asks for a new link), which is why deployments of several instances use PostgreSQL.
 */
export class MemoryRunner implements JobRunner {
  readonly kind = 'in-process' as const;
  private readonly specs = new Map<string, JobSpec>();
  private readonly running = new Map<string, { name: string; done: Promise<void> }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs waiting to start or for a retry, woken at stop to give up. */
  private readonly sleepers = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly tuning: JobTuning = {},
  ) {}

  define(spec: JobSpec): void {
    this.specs.set(spec.name, tuned(spec, this.tuning));
  }

  async start({ work = true }: { work?: boolean } = {}): Promise<void> {
    // In process, jobs sent here always run here; `work: false` only leaves the timers off.
    if (!work) return;
    for (const spec of this.specs.values()) {
      if (!spec.every) continue;
      const { ms, firstAfterMs } = spec.every;
      const run = () => {
        if (!this.stopped) void this.send(spec.name, {}).catch(() => {});
      };
      const first = setTimeout(() => {
        run();
        const every = setInterval(run, ms);
        every.unref();
        this.timers.add(every);
      }, firstAfterMs);
      first.unref();
      this.timers.add(first);
    }
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string> {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`unknown job ${name}`);
    const id = randomUUID();
    const startAfterMs = options.asRetry ? spec.retryDelaySeconds * 1000 : 0;
    const done = this.work(spec, data, startAfterMs).finally(() => this.running.delete(id));
    this.running.set(id, { name, done });
    return id;
  }

  private async work(spec: JobSpec, data: unknown, startAfterMs: number): Promise<void> {
    if (startAfterMs > 0 && !(await this.sleep(startAfterMs))) {
      this.log.error({ job: spec.name, attempts: 0 }, 'job given up at shutdown');
      return;
    }
    for (let attempt = 1; ; attempt++) {
      const final = attempt > spec.retryLimit;
      try {
        await runAttempt(spec, data, { attempt, final }, this.log);
        return;
      } catch {
        if (final) return;
        if (!(await this.sleep(retryDelayMs(spec, attempt)))) {
          // No retries once the process stops: the job is given up, and said so.
          this.log.error({ job: spec.name, attempts: attempt }, 'job given up at shutdown');
          return;
        }
      }
    }
  }

  /** Waits `ms`, or less if the runner stops; false when it stopped. */
  private async sleep(ms: number): Promise<boolean> {
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(t);
        this.sleepers.delete(wake);
        resolve();
      };
      const t = setTimeout(wake, ms);
      t.unref();
      this.sleepers.add(wake);
    });
    return !this.stopped;
  }

  async settled(_name: string, id: string): Promise<void> {
    await this.running.get(id)?.done;
  }

  async counts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = Object.fromEntries([...this.specs.keys()].map((n) => [n, 0]));
    for (const { name } of this.running.values()) counts[name] = (counts[name] ?? 0) + 1;
    return counts;
  }

  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const wake of [...this.sleepers]) wake();
    const all = Promise.allSettled([...this.running.values()].map((r) => r.done));
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  }
}
