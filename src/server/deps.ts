import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobRunner } from './jobs/jobs.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailQueue } from './mail/queue.ts';
import type { PaymentProvider } from './modules/billing/providers/types.ts';
import type { CoachProvider } from './modules/coach/types.ts';
import type { ImportReader } from './modules/progress/import/read-export.ts';
import type { UserCache } from './user-cache.ts';

/**
 * What services need, built once from the configuration by `buildApp` (app.ts) and passed in.
 * A service takes `(deps, subject, input)`; one that needs little asks for a `Pick<Deps, …>`.
 * This file imports types only, so that any module may import it without an import cycle.
 */
export type Deps = {
  config: Config;
  db: Database['db'];
  /** The database handle itself: migrations, pool figures (readiness, metrics). */
  database: Database;
  mailer: Mailer;
  /** Mail sent after the answer, with retries (mail whose timing must not tell anything). */
  mailQueue: MailQueue;
  /** Background jobs (mail, sweeps, Stripe events): pg-boss on PostgreSQL, in process on PGlite. */
  jobs: JobRunner;
  log: FastifyBaseLogger;
  /** Hot reads per user (usage, profile); every write to what they show calls `userCache.forget`. */
  userCache: UserCache;
  /** The coach the configuration names (built-in, or a model through the AI SDK), measured. */
  coach: CoachProvider;
  /** The model behind the support chat, when AI_PROVIDER names one. */
  supportModel: LanguageModel | null;
  /** Stripe with a secret key, else the local checkout. */
  payments: PaymentProvider;
  /** The Stripe client itself (webhook signatures, event replays), when configured. */
  stripe: Stripe | null;
  /** Reads import files in worker threads, off the thread that answers requests (issue 25). */
  importReader: ImportReader;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
