import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CoachProvider } from './modules/coach/types.ts';

/**
 * Prometheus metrics of this process, served at `/metrics` (plugins/metrics.ts) when METRICS_TOKEN
 * is set. One registry per process: counters are process-wide (an app in production is one per
 * process; tests that build several apps read differences), while the figures read at scrape time
 * (pool use, queue depth) come from the sources each open app registers and removes at close.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'forja_' });

/** Seconds buckets from a cheap read (2 ms) to a long coach reply (60 s). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequestDuration = new Histogram({
  name: 'forja_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code: time to the response (its _count is the request rate)',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const coachReplyDuration = new Histogram({
  name: 'forja_coach_reply_duration_seconds',
  help: 'Coach replies by provider and outcome: time from the request to the last event',
  labelNames: ['provider', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const coachFirstEventDuration = new Histogram({
  name: 'forja_coach_first_event_seconds',
  help: "Coach replies by provider: time to the reply's first event (text or tool)",
  labelNames: ['provider'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const modelTokens = new Counter({
  name: 'forja_model_tokens_total',
  help: 'Tokens a model reported, by provider and kind (input, output)',
  labelNames: ['provider', 'kind'] as const,
  registers: [registry],
});

export const secondsDebited = new Counter({
  name: 'forja_ai_seconds_debited_total',
  help: "AI seconds taken from members' balances, by source (daily allowance, pack)",
  labelNames: ['source'] as const,
  registers: [registry],
});

export const secondsRefunded = new Counter({
  name: 'forja_ai_seconds_refunded_total',
  help: 'AI seconds given back (a reply that failed), by source',
  labelNames: ['source'] as const,
  registers: [registry],
});

export const jobsFinished = new Counter({
  name: 'forja_jobs_finished_total',
  help: 'Background jobs that ended, by queue and outcome (done, retry, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export type PoolFigures = { total: number; idle: number; waiting: number; max: number };

/** What an open app reports at scrape time. */
export type MetricsSource = {
  pool?: () => PoolFigures | undefined;
  /** Jobs waiting or running per queue (mail, sweeps). */
  queues?: () => Promise<Record<string, number>> | Record<string, number>;
  /** Stripe events given up after their attempts (the database's count, the same on every instance). */
  deadStripeEvents?: () => Promise<number>;
};

const sources = new Set<MetricsSource>();

/** Adds an app's figures to the scrape; the returned function removes them (at close). */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

new Gauge({
  name: 'forja_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, in_use, waiting requests, max)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const source of sources) {
      const p = source.pool?.();
      if (!p) continue;
      this.inc({ state: 'total' }, p.total);
      this.inc({ state: 'idle' }, p.idle);
      this.inc({ state: 'in_use' }, p.total - p.idle);
      this.inc({ state: 'waiting' }, p.waiting);
      this.inc({ state: 'max' }, p.max);
    }
  },
});

new Gauge({
  name: 'forja_jobs_queued',
  help: 'Background jobs not yet done (waiting, retrying or running), by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of sources) {
      const queues = (await source.queues?.()) ?? {};
      for (const [queue, n] of Object.entries(queues)) this.inc({ queue }, n);
    }
  },
});

new Gauge({
  name: 'forja_stripe_events_dead',
  help: 'Stripe events given up after their attempts (dead-lettered), in the whole database: take the max over instances',
  registers: [registry],
  async collect() {
    let dead = 0;
    for (const source of sources) dead = Math.max(dead, (await source.deadStripeEvents?.()) ?? 0);
    this.set(dead);
  },
});

/** The tokens a model reported for one reply (AI SDK usage; missing counts are skipped). */
export function recordModelUsage(
  provider: string,
  usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined,
): void {
  if (usage?.inputTokens) modelTokens.inc({ provider, kind: 'input' }, usage.inputTokens);
  if (usage?.outputTokens) modelTokens.inc({ provider, kind: 'output' }, usage.outputTokens);
}

/**
 * The coach provider, timed: every reply's duration and time to first event, by provider name and
 * outcome (ok, error, or aborted when the consumer stopped reading).
 */
export function measuredCoach(provider: CoachProvider): CoachProvider {
  return {
    name: provider.name,
    async *stream(req, tools) {
      const started = performance.now();
      const labels = { provider: provider.name };
      let first = true;
      let outcome: 'ok' | 'error' | 'aborted' = 'aborted';
      try {
        for await (const event of provider.stream(req, tools)) {
          if (first) {
            coachFirstEventDuration.observe(labels, (performance.now() - started) / 1000);
            first = false;
          }
          yield event;
        }
        outcome = 'ok';
      } catch (err) {
        outcome = 'error';
        throw err;
      } finally {
        coachReplyDuration.observe({ ...labels, outcome }, (performance.now() - started) / 1000);
      }
    },
  };
}
