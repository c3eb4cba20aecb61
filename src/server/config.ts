import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const AI_PROVIDERS = ['builtin', 'openai', 'anthropic', 'openai-compatible'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = (protocols: string[], example: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl(['http:', 'https:'], 'https://forja.app'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/forja'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
  MAIL_FROM: z.string().default('Forja <no-reply@forja.app>'),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('builtin'),
  AI_BASE_URL: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:11434/v1'),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:12111'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).default('support@forja.app'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CLIENT_DIST: z.string().default('./dist/client'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters (a random secret the metrics scraper sends as a Bearer token)',
  }),
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY is the number of proxies in front of Forja or their addresses, never a plain
 * "trust everything": with `true`, X-Forwarded-For written by the client itself would choose
 * the address that per-IP limits count (decision 015). Returns the setting or the problem.
 */
function parseTrustProxy(raw: string): false | number | string[] | string {
  const v = raw.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : 'must be at most 10 hops';
  }
  if (v === 'true') {
    return 'must be the number of proxies in front of Forja (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1), not true: true would believe any X-Forwarded-For a client writes';
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  return bad.length === 0
    ? entries
    : `must be a number of hops or a comma-separated list of IP addresses or CIDR ranges; not one: ${bad.join(', ')}`;
}

/** Rules between variables, checked on the raw values so that they are reported with the rest. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  const provider = env.AI_PROVIDER?.trim();
  if (provider === 'openai-compatible' && !set('AI_BASE_URL')) {
    problems.push('AI_BASE_URL is required when AI_PROVIDER=openai-compatible');
  }
  if ((provider === 'openai' || provider === 'anthropic') && !set('AI_API_KEY')) {
    problems.push(`AI_API_KEY is required when AI_PROVIDER=${provider}`);
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  const deployment = declaredDeployment(env);
  if (deployment && !['true', '1'].includes(env.DEMO_MODE?.trim() ?? '')) {
    // The embedded stand-ins are for trying Forja: on a public server the log would hold live
    // sign-in links and the local checkout would grant paid plans to anyone.
    if (!set('SMTP_URL')) {
      problems.push(
        `SMTP_URL is required for a real deployment (${deployment}): without it sign-in links are written to the log. Set DEMO_MODE=true to run without it`,
      );
    }
    if (!set('STRIPE_SECRET_KEY')) {
      problems.push(
        `STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required for a real deployment (${deployment}): without them the local checkout grants plans with no payment. Set DEMO_MODE=true to run without them`,
      );
    }
  }
  return problems;
}

/**
 * Why the environment declares a real deployment, if it does: NODE_ENV=production set by the
 * operator (`npm start` fills it in by default and says so with FORJA_DEFAULT_NODE_ENV=1), or a
 * public https APP_URL.
 */
function declaredDeployment(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV?.trim() === 'production' && env.FORJA_DEFAULT_NODE_ENV !== '1') return 'NODE_ENV=production';
  try {
    if (env.APP_URL && new URL(env.APP_URL.trim()).protocol === 'https:') return 'APP_URL is https';
  } catch {
    // An invalid APP_URL is reported by the schema.
  }
  return undefined;
}

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  /** The origin (scheme://host[:port]) that state-changing requests must come from. */
  appOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: {
    provider: (typeof AI_PROVIDERS)[number];
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    /** How long the model may take to start answering before the built-in coach does. */
    timeoutMs: number;
  };
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  redisUrl: string | undefined;
  supportEmail: string;
  logLevel: (typeof LOG_LEVELS)[number];
  clientDist: string;
  /**
   * Behind reverse proxies: how many (hops) or which addresses to believe in X-Forwarded-*;
   * false takes the client IP from the socket.
   */
  trustProxy: false | number | string[];
  /** The operator accepts mail to the log and the local checkout on a declared deployment. */
  demoMode: boolean;
  /** Bearer token of `GET /metrics`; without it the path does not exist (404). */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)),
    ...crossFieldProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL },
    redisUrl: e.REDIS_URL,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    clientDist: path.resolve(e.CLIENT_DIST),
    trustProxy: e.TRUST_PROXY,
    demoMode: e.DEMO_MODE,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * The one line `npm start` prints when mail or payments use the embedded stand-ins, so that
 * nobody mistakes a local run for a deployment. Undefined when both are real.
 */
export function localModeNotice(config: Config): string | undefined {
  if (config.smtpUrl && config.stripe.secretKey) return undefined;
  const parts = [
    config.smtpUrl ? 'mail by SMTP' : 'sign-in links written to the log (no SMTP_URL)',
    config.stripe.secretKey ? 'Stripe payments' : 'local checkout with no real payment (no STRIPE_SECRET_KEY)',
    config.ai.provider === 'builtin' ? 'built-in coach' : `coach by ${config.ai.provider}`,
    config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`,
  ];
  return `Local mode${config.demoMode ? ' (DEMO_MODE)' : ''}: ${parts.join(', ')}. Not for public use; see .env.example.`;
}
