import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isOfflineRead } from '#shared/offline-reads.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { normaliseStoredTimeZones } from './db/time-zones.ts';
import type { Deps } from './deps.ts';
import type { JobRunner, JobTuning } from './jobs/jobs.ts';
import { MemoryRunner } from './jobs/memory-runner.ts';
import { PgBossRunner } from './jobs/pg-boss-runner.ts';
import { sweepJobs } from './jobs/sweeps.ts';
import { serializeError } from './log-errors.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { MailQueue } from './mail/queue.ts';
import { measuredCoach } from './metrics.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { mintQueuedLink, SIGN_IN_LINK_MAIL } from './modules/auth/magic-links.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createPayments } from './modules/billing/billing.ts';
import { localPaymentPages } from './modules/billing/local-pages.ts';
import { countDeadStripeEvents, stripeEventJobs } from './modules/billing/stripe-events.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { previewRoutes } from './modules/chat/preview.routes.ts';
import { createModel } from './modules/coach/ai-sdk-coach.ts';
import { createCoachProvider } from './modules/coach/provider.ts';
import type { CoachProvider } from './modules/coach/types.ts';
import { publicConfigRoutes } from './modules/health/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { ImportReader } from './modules/progress/import/read-export.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { composeSupportMail, SUPPORT_COPY_MAIL, SUPPORT_REQUEST_MAIL } from './modules/support/file-support-request.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { spaPlugin } from './plugins/spa.ts';
import { UserCache } from './user-cache.ts';

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the configuration and closed with the app. */
  database?: Database;
  /** Skip running migrations (the caller already did). */
  skipMigrations?: boolean;
  /** Prefix for rate-limit keys in Redis, so parallel test runs do not share counters. */
  redisNamespace?: string;
  /** Replace the mailer built from the configuration (tests). */
  mailer?: Mailer;
  /** Replace the coach provider built from the configuration (tests). */
  coach?: CoachProvider;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Shorter job expiry, retry delays and maintenance (tests of retries and of a dead instance's jobs). */
  jobTuning?: JobTuning;
  /** false: this app queues jobs but runs none (tests). */
  startJobs?: boolean;
  /** How long reading one import file may take, in ms (tests of the budget); IMPORT_READ_BUDGET_MS otherwise. */
  importBudgetMs?: number;
};

/**
 * Believe X-Forwarded-For for the `hops` addresses nearest the socket (the socket's peer is
 * index 0). Fastify ignores a plain number (it cannot check who the peer is), so the count is a
 * function here; decision 015 says when a count is safe.
 */
const trustHops = (hops: number) => (_address: string, index: number) => index < hops;

/**
 * Request log lines carry the path without its query: `/api/auth/callback?token=…` holds a
 * live sign-in token, and other queries may hold personal data.
 */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest, err: serializeError, cause: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Under /api nothing may be stored unless a route says so (issue 25, finding 6): the reads the
    // service worker keeps for offline use are revalidated every time, everything else never stored.
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      const offline = req.method === 'GET' && isOfflineRead(path);
      reply.header('Cache-Control', offline ? 'no-cache' : 'private, no-store');
      if (offline) reply.header('Vary', 'Cookie');
    }
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    ));
  if (!options.database) app.addHook('onClose', () => database.close());
  if (!options.skipMigrations) {
    await database.migrate();
    // Zones stored before they were checked against Intl's list become their canonical names (decision 041).
    await normaliseStoredTimeZones(database.db, app.log);
  }
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  // Background jobs: pg-boss on PostgreSQL (kept in the database, any instance runs them), the same
  // handlers in this process on PGlite (decision 023).
  const jobs: JobRunner = database.url
    ? new PgBossRunner(database.url, app.log, options.jobTuning)
    : new MemoryRunner(app.log, options.jobTuning);
  // Jobs hold no secret: a queued sign-in mail is its link's id, its token minted when it is sent.
  const mailQueue = new MailQueue(mailer, app.log, { runner: jobs });
  for (const spec of sweepJobs(database.db, app.log)) jobs.define(spec);
  app.addHook('onReady', async () => {
    await jobs.start({ work: options.startJobs !== false });
  });
  // Queued mail is stored, and jobs in flight get a moment to finish, before the transport closes.
  app.addHook('onClose', async () => {
    await mailQueue.close();
    await jobs.stop(5_000);
    mailer.close();
  });
  const userCache = new UserCache({
    redisUrl: config.redisUrl,
    namespace: options.redisNamespace,
    onError: (err) => app.log.warn({ err }, 'redis error (user cache)'),
  });
  app.addHook('onClose', async () => userCache.close());
  const importReader = new ImportReader({ budgetMs: options.importBudgetMs });
  app.addHook('onClose', () => importReader.close());
  const deps: Deps = {
    config,
    db: database.db,
    database,
    mailer,
    mailQueue,
    jobs,
    log: app.log,
    userCache,
    coach: measuredCoach(options.coach ?? createCoachProvider(config, app.log)),
    supportModel: config.ai.provider === 'builtin' ? null : createModel(config.ai),
    ...createPayments(config),
    importReader,
  };
  for (const spec of stripeEventJobs(deps)) jobs.define(spec);
  mailQueue.compose(SIGN_IN_LINK_MAIL, (data) => mintQueuedLink(deps, data.linkId ?? ''));
  mailQueue.compose(SUPPORT_REQUEST_MAIL, (data) => composeSupportMail(deps, SUPPORT_REQUEST_MAIL, data.id ?? ''));
  mailQueue.compose(SUPPORT_COPY_MAIL, (data) => composeSupportMail(deps, SUPPORT_COPY_MAIL, data.id ?? ''));
  app.decorate('deps', deps);

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    source: {
      pool: () => database.poolStats(),
      queues: () => jobs.counts(),
      deadStripeEvents: () => countDeadStripeEvents(database.db),
    },
  });
  await app.register(securityPlugin, { config });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { config, redisNamespace: options.redisNamespace });
  await app.register(sessionPlugin);
  await app.register(idempotencyPlugin);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(onboardingRoutes);
  await app.register(agentsRoutes);
  await app.register(accountRoutes);
  await app.register(plansRoutes);
  await app.register(progressRoutes);
  await app.register(chatRoutes);
  await app.register(previewRoutes);
  await app.register(usageRoutes);
  await app.register(billingRoutes);
  await app.register(supportRoutes);
  await app.register(localPaymentPages);

  await app.register(spaPlugin, { root: config.clientDist });
  return app;
}
