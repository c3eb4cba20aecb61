// `npm run bench:cluster`: the reference deployment (deploy/cluster.mjs: HAProxy in front of Forja
// instances on the local PostgreSQL and Redis) under load and one fault, on loopback only, bounded in
// time (it stops by itself). Prints figures; asserts nothing (the exit code says whether the fault
// run ended clean).
//
// 1. A fresh database; one instance; a few hundred simulated members sign in (links from a local
//    SMTP peer), onboard, start a trial and open a chat (a scripted OpenAI-compatible model).
// 2. The same steady mix (usage and progress reads, sets logged, chat messages) for a fixed time on
//    1 instance, then on 3: throughput as a ratio.
// 3. The fault run: the mix plus returning visitors (onboarding mails the owner through the job
//    queue); one instance is killed with SIGKILL mid-run and started again. Failed writes are retried
//    by the client with the same Idempotency-Key, as the web app does.
// 4. Checks in the database: double debits, ledger against balances, messages and sets stored
//    against acknowledged, mail jobs enqueued against done and received.
//
// Settings: BENCH_MEMBERS (200), BENCH_CONCURRENCY (32), BENCH_PHASE_SECONDS (15),
// BENCH_FAULT_SECONDS (25). Needs HAProxy (apt-get install -y haproxy).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
// @ts-expect-error: a plain .mjs script without types
import { startCluster } from '../deploy/cluster.mjs';
import { ScriptedModel } from '../src/server/test/scripted-model.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PHASE_S = Number(process.env.BENCH_PHASE_SECONDS ?? 15);
const FAULT_S = Number(process.env.BENCH_FAULT_SECONDS ?? 25);
const KILL_AT_S = Math.round(FAULT_S / 3);
const RESTART_AFTER_S = 3;
/** The whole run stops here whatever happens. */
const HARD_LIMIT_MS = 8 * 60_000;
const PORT = 8480;
const BASE_PORT = 3481;
const STATS_PORT = 8494;
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const hardStop = setTimeout(() => {
  console.error(`bench:cluster: stopped after ${HARD_LIMIT_MS / 1000} s`);
  process.exit(2);
}, HARD_LIMIT_MS);
hardStop.unref();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ── Peers: SMTP sink and scripted model ──────────────────────────────────────────────────────────
type Mail = { to: string; raw: string; at: number };
const mails: Mail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/=\r?\n/g, '')
        .replaceAll('=3D', '=');
      for (const r of session.envelope.rcptTo) mails.push({ to: r.address, raw, at: Date.now() });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

// Every reply: five tokens 20 ms apart (about 100 ms of model time).
const model = await new ScriptedModel([], {
  kind: 'text',
  tokens: ['Keep ', 'two ', 'reps ', 'in ', 'reserve.'],
  delayMs: 20,
}).start();
model.keepRequests = false;

// ── A fresh database ─────────────────────────────────────────────────────────────────────────────
const dbName = `forja_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

// ── Request log ──────────────────────────────────────────────────────────────────────────────────
type Sample = {
  phase: string;
  route: string;
  status: number; // 0: no answer (connection error)
  ms: number;
  start: number;
  end: number;
  instance: string;
};
const samples: Sample[] = [];
let phase = 'setup';

type Member = {
  email: string;
  ip: string;
  cookies: Map<string, string>;
  sessionId?: string;
  logs: number;
};

const ipBase = 1 + Math.floor(Math.random() * 200);
const members: Member[] = Array.from({ length: MEMBERS }, (_, i) => ({
  email: `bench-${dbName}-${i}@example.com`,
  // RFC 2544's benchmarking range, sent as X-Forwarded-For: HAProxy appends the real (loopback)
  // peer and the instances (TRUST_PROXY=127.0.0.1) count this address, one per member.
  ip: `198.${18 + (Math.floor(i / 250) % 2)}.${ipBase}.${(i % 250) + 1}`,
  cookies: new Map(),
  logs: 0,
}));

let base = '';

async function call(
  member: Member | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  options: { form?: string; cookies?: boolean; route?: string } = {},
): Promise<{ status: number; json: unknown; headers: Headers | null }> {
  const start = performance.now();
  const h: Record<string, string> = { origin: base, ...headers };
  if (member) {
    h['x-forwarded-for'] = member.ip;
    if (options.cookies !== false && member.cookies.size > 0) {
      h.cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
  }
  let payload: string | undefined;
  if (options.form !== undefined) {
    h['content-type'] = 'application/x-www-form-urlencoded';
    payload = options.form;
  } else if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let status = 0;
  let json: unknown = null;
  let resHeaders: Headers | null = null;
  let instance = '';
  try {
    const res = await fetch(base + path, {
      method,
      headers: h,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    status = res.status;
    resHeaders = res.headers;
    instance = res.headers.get('x-forja-instance') ?? '';
    if (member && options.cookies !== false) {
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        const [k = '', ...v] = pair.split('=');
        if (/Max-Age=0/i.test(c)) member.cookies.delete(k);
        else member.cookies.set(k, v.join('='));
      }
    }
    const text = await res.text();
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
  } catch {
    status = 0;
  }
  const end = performance.now();
  samples.push({ phase, route: options.route ?? `${method} ${path}`, status, ms: end - start, start, end, instance });
  return { status, json, headers: resHeaders };
}

/** Retries a write with the same Idempotency-Key until it is answered (2xx/4xx other than 409). */
async function settle(
  member: Member,
  path: string,
  body: unknown,
  route: string,
): Promise<{ status: number; json: unknown; retries: number }> {
  const key = randomUUID();
  let retries = 0;
  for (;;) {
    const res = await call(member, 'POST', path, body, { 'idempotency-key': key }, { route });
    // 5xx or no answer: the instance died with it; 409: the dead request's key is still leased
    // (60 s). Both are retried with the same key, as the web app's offline queue does.
    if (res.status === 0 || res.status >= 500 || res.status === 409) {
      retries++;
      if (retries > 400) return { ...res, retries };
      await sleep(res.status === 409 ? 1_000 : 300);
      continue;
    }
    return { ...res, retries };
  }
}

// What the members were told: the ground truth for the checks.
const acknowledged = {
  messages: [] as { assistantId: string; content: string; retries: number }[],
  sets: [] as { email: string; weightKg: number }[],
  revisits: [] as string[],
  retriedWrites: 0,
};

async function signIn(m: Member) {
  const link = await call(
    m,
    'POST',
    '/api/auth/magic-link',
    { email: m.email },
    {},
    { route: 'POST /api/auth/magic-link' },
  );
  let token = '';
  for (let i = 0; i < 200 && !token; i++) {
    const mail = mails.find((x) => x.to === m.email);
    token = mail?.raw.match(/\/auth\/callback\?token=([\w-]+)/)?.[1] ?? '';
    if (!token) await sleep(50);
  }
  if (!token) throw new Error(`no sign-in link for ${m.email} (${link.status} ${JSON.stringify(link.json)})`);
  await call(m, 'GET', `/api/auth/callback?token=${token}`, undefined, {}, { route: 'GET /api/auth/callback' });
  const post = async (path: string, body: unknown) => {
    const r = await call(m, 'POST', path, body);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json as Record<string, unknown>;
  };
  await post('/api/onboarding/basic', {
    fullName: 'Bench Member',
    email: m.email,
    birthDate: '1990-01-01',
    gender: 'female',
    weight: 65,
    height: 170,
    primaryGoal: 'build_muscle',
    termsAccepted: true,
    privacyAccepted: true,
    language: 'en',
  });
  await post('/api/onboarding/profile', {
    injuries: [],
    medicalConditions: [],
    dietaryRestrictions: [],
    equipment: ['full gym'],
    fitnessLevel: 'intermediate',
    trainingMethod: 'rir',
  });
  await post('/api/onboarding/parq', { answers: Array(7).fill(false) });
  await post('/api/onboarding/complete', { selectedAgent: { category: 'strength', style: 'hypertrophy' } });
  const checkout = await post('/api/subscription/create-checkout', { plan: 'PRO' });
  const checkoutPath = new URL(String(checkout.sessionUrl), base).pathname;
  await call(m, 'POST', checkoutPath, undefined, {}, { form: 'action=trial', route: 'POST /local-checkout/:id' });
  const session = await post('/api/chat/sessions', { agentCategory: 'strength', agentStyle: 'hypertrophy' });
  m.sessionId = String(session.id);
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++];
        if (item !== undefined) await work(item);
      }
    }),
  );
}

const pick = () => members[Math.floor(Math.random() * members.length)] as Member;

/** One action of the steady mix. */
async function action(revisits: boolean) {
  const m = pick();
  const r = Math.random();
  if (r < 0.35) {
    await call(m, 'GET', '/api/usage/today');
  } else if (r < 0.55) {
    await call(m, 'GET', '/api/progress/personal-records');
  } else if (r < 0.75) {
    // A unique weight per member and log: a set stored twice or lost is found by it.
    const weightKg = 20 + ++m.logs * 0.25;
    const res = await settle(
      m,
      '/api/workouts/log',
      { sets: [{ exercise: 'Bench Press', weightKg, reps: 8, rir: 2 }] },
      'POST /api/workouts/log',
    );
    if (res.retries) acknowledged.retriedWrites++;
    if (res.status === 200) acknowledged.sets.push({ email: m.email, weightKg });
  } else if (revisits && r < 0.78 && !acknowledged.revisits.includes(m.email)) {
    // A returning visitor types a member's address in onboarding: the owner is mailed through the
    // job queue (the answer does not wait for the mail).
    const res = await call(
      m,
      'POST',
      '/api/onboarding/basic',
      {
        fullName: 'Returning Visitor',
        email: m.email,
        birthDate: '1990-01-01',
        gender: 'female',
        weight: 65,
        height: 170,
        primaryGoal: 'build_muscle',
        termsAccepted: true,
        privacyAccepted: true,
        language: 'en',
      },
      {},
      { cookies: false, route: 'POST /api/onboarding/basic (revisit)' },
    );
    if (res.status === 200) acknowledged.revisits.push(m.email);
  } else {
    const content = `Bench ${randomUUID()}: how many sets for chest?`;
    const res = await settle(m, '/api/chat/messages', { sessionId: m.sessionId, content }, 'POST /api/chat/messages');
    if (res.retries) acknowledged.retriedWrites++;
    const body = res.json as { message?: { id: string } };
    if (res.status === 200 && body.message) {
      acknowledged.messages.push({ assistantId: body.message.id, content, retries: res.retries });
    }
  }
}

/** Runs the mix for `seconds` with CONCURRENCY loops; resolves with the requests per second. */
async function steady(name: string, seconds: number, revisits = false, during?: (t: number) => Promise<void>) {
  phase = name;
  const started = performance.now();
  const end = started + seconds * 1000;
  const before = samples.length;
  const loops = Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) await action(revisits);
  });
  await Promise.all([...loops, during?.(started)]);
  const done = samples.slice(before).filter((s) => s.end <= end);
  return { rps: done.length / seconds, started, ended: performance.now() };
}

function quantile(sorted: number[], q: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const fmt = (n: number, d = 0) => n.toFixed(d);

// ── Run ──────────────────────────────────────────────────────────────────────────────────────────
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();

let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let clean = false;
try {
  console.log(`bench:cluster: ${MEMBERS} members, ${CONCURRENCY} concurrent loops, database ${dbName}`);
  cluster = await startCluster({
    instances: 1,
    servers: 3,
    port: PORT,
    basePort: BASE_PORT,
    statsPort: STATS_PORT,
    quiet: true,
    env: {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.url,
      AI_MODEL: 'scripted',
      LOG_LEVEL: 'warn',
    },
  });
  base = cluster.url;

  let t = performance.now();
  await pool(members, 16, signIn);
  console.log(`signed in and onboarded ${MEMBERS} members in ${fmt((performance.now() - t) / 1000, 1)} s`);

  const one = await steady('1 instance', PHASE_S);
  console.log(`1 instance: ${fmt(one.rps)} requests/s`);

  t = performance.now();
  await Promise.all([cluster.startInstance(2), cluster.startInstance(3)]);
  await cluster.untilUp([1, 2, 3]);
  console.log(`2 more instances up in ${fmt((performance.now() - t) / 1000, 1)} s`);
  const three = await steady('3 instances', PHASE_S);
  console.log(`3 instances: ${fmt(three.rps)} requests/s`);

  let killedAt = 0;
  let restartedAt = 0;
  const fault = await steady('fault', FAULT_S, true, async (started) => {
    await sleep(Math.max(0, started + KILL_AT_S * 1000 - performance.now()));
    killedAt = performance.now();
    cluster?.killInstance(2);
    await sleep(RESTART_AFTER_S * 1000);
    await cluster?.startInstance(2);
    restartedAt = performance.now();
  });
  console.log(
    `fault run: ${fmt(fault.rps)} requests/s; app2 killed at ${fmt((killedAt - fault.started) / 1000, 1)} s, ready again ${fmt((restartedAt - killedAt) / 1000, 1)} s later`,
  );

  // Mail jobs drain (bounded).
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const jobStates = async () => {
    const { rows } = await check.query<{ state: string; n: string }>(
      `select state, count(*)::text as n from (
         select state::text from pgboss.job where name = 'mail'
         union all select state::text from pgboss.archive where name = 'mail') j group by state`,
    );
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)])) as Record<string, number>;
  };
  for (let i = 0; i < 120; i++) {
    const s = await jobStates();
    if (!s.created && !s.retry && !s.active) break;
    await sleep(500);
  }
  const states = await jobStates();

  // ── Checks ─────────────────────────────────────────────────────────────────────────────────────
  const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await check.query<T>(text, values)).rows;
  const [ledger] = await q<{ debited: string; refunded: string }>(
    `select coalesce(sum(seconds) filter (where seconds > 0), 0)::text as debited,
            coalesce(-sum(seconds) filter (where seconds < 0), 0)::text as refunded from minute_ledger`,
  );
  const [used] = await q<{ daily: string }>('select coalesce(sum(used_seconds), 0)::text as daily from usage_days');
  const [dailyLedger] = await q<{ daily: string }>(
    "select coalesce(sum(seconds), 0)::text as daily from minute_ledger where source = 'daily'",
  );
  const balanceMismatches = await q(
    `select u.user_id from usage_days u
       left join (select user_id, day, sum(seconds) s from minute_ledger where source = 'daily' group by 1, 2) l
         on l.user_id = u.user_id and l.day = u.day
      where coalesce(l.s, 0) <> u.used_seconds`,
  );
  const [charged] = await q<{ s: string; n: string }>(
    "select coalesce(sum(seconds_used), 0)::text as s, count(*)::text as n from chat_messages where role = 'assistant'",
  );
  const doubleMessages = await q<{ content: string; n: string }>(
    "select content, count(*)::text as n from chat_messages where role = 'user' group by content having count(*) > 1",
  );
  const storedAssistant = new Set(
    (await q<{ id: string }>("select id::text from chat_messages where role = 'assistant'")).map((r) => r.id),
  );
  const lostMessages = acknowledged.messages.filter((m) => !storedAssistant.has(m.assistantId)).length;
  const setRows = await q<{ email: string; w: string; n: string }>(
    `select u.email, s.weight_kg::text as w, count(*)::text as n from workout_sets s join users u on u.id = s.user_id
      group by 1, 2`,
  );
  const setKey = (email: string, w: number) => `${email}|${w.toFixed(2)}`;
  const storedSets = new Map(setRows.map((r) => [setKey(r.email, Number(r.w)), Number(r.n)]));
  const lostSets = acknowledged.sets.filter((s) => !storedSets.has(setKey(s.email, s.weightKg))).length;
  const doubleSets = setRows.filter((r) => Number(r.n) > 1).length;
  const linkMails = (to: string) => mails.filter((m) => m.to === to && /Subject: Your Forja sign-in link/.test(m.raw));
  const lostJobs = acknowledged.revisits.filter((email) => linkMails(email).length < 2).length;
  const enqueued = Object.values(states).reduce((a, b) => a + b, 0);
  await check.end();

  // ── Figures ────────────────────────────────────────────────────────────────────────────────────
  const all = samples;
  const byStatus = new Map<number, number>();
  for (const s of all) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  const lat = all.map((s) => s.ms).sort((a, b) => a - b);
  const faultSamples = all.filter((s) => s.phase === 'fault');
  const fiveXX = faultSamples.filter((s) => s.status >= 500 || s.status === 0);
  const inFlight = fiveXX.filter(
    (s) => s.start <= killedAt && s.end >= killedAt && (s.instance === 'app2' || s.instance === ''),
  );
  const other5xx = fiveXX.length - inFlight.length;
  const in409 = faultSamples.filter((s) => s.status === 409).length;

  console.log('');
  console.log(`requests:                 ${all.length} (${faultSamples.length} in the fault run)`);
  console.log(
    `by status:                ${[...byStatus]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `${k === 0 ? 'no answer' : k}: ${v}`)
      .join(', ')}`,
  );
  console.log(
    `latency (all):            p50 ${fmt(quantile(lat, 0.5), 1)} ms, p95 ${fmt(quantile(lat, 0.95), 1)} ms, p99 ${fmt(quantile(lat, 0.99), 1)} ms`,
  );
  for (const name of ['1 instance', '3 instances', 'fault']) {
    const l = all
      .filter((s) => s.phase === name)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    console.log(
      `latency (${name}):${' '.repeat(Math.max(1, 15 - name.length))}p50 ${fmt(quantile(l, 0.5), 1)} ms, p95 ${fmt(quantile(l, 0.95), 1)} ms, p99 ${fmt(quantile(l, 0.99), 1)} ms`,
    );
  }
  console.log(
    `throughput:               1 instance ${fmt(one.rps)} req/s, 3 instances ${fmt(three.rps)} req/s, ratio ${fmt(three.rps / one.rps, 2)} (2 cores shared by PostgreSQL, HAProxy, the instances and this load)`,
  );
  console.log(
    `5xx / no answer (fault):  ${fiveXX.length}: ${inFlight.length} in flight on app2 when it was killed, ${other5xx} other`,
  );
  console.log(
    `writes retried:           ${acknowledged.retriedWrites} (same Idempotency-Key; ${in409} answers 409 while the dead request's key was leased)`,
  );
  console.log(
    `minutes:                  ledger debited ${ledger?.debited} s, refunded ${ledger?.refunded} s; daily balances used ${used?.daily} s vs ledger ${dailyLedger?.daily} s; ${balanceMismatches.length} user-days differ; stored replies charged ${charged?.s} s (${charged?.n} replies)`,
  );
  // Every second in the ledger belongs to a stored reply: a retried message paid once, the second
  // held by its attempt on the killed instance given back by the retry.
  const unexplained = Number(ledger?.debited) - Number(ledger?.refunded) - Number(charged?.s);
  console.log(
    `double debits:            ${doubleMessages.length} messages stored (and charged) twice; ${unexplained} s in the ledger not paid for by a stored reply`,
  );
  console.log(
    `messages:                 ${acknowledged.messages.length} acknowledged, ${acknowledged.messages.length - lostMessages} stored, ${lostMessages} lost`,
  );
  console.log(
    `sets:                     ${acknowledged.sets.length} acknowledged, ${acknowledged.sets.length - lostSets} stored, ${lostSets} lost, ${doubleSets} stored twice`,
  );
  console.log(
    `mail jobs:                ${enqueued} enqueued (sign-in mails of returning visitors), ${states.completed ?? 0} done, ${states.failed ?? 0} failed, ${(states.created ?? 0) + (states.retry ?? 0) + (states.active ?? 0)} pending; ${acknowledged.revisits.length} acknowledged, ${lostJobs} lost`,
  );
  clean =
    doubleMessages.length === 0 &&
    unexplained === 0 &&
    balanceMismatches.length === 0 &&
    lostMessages === 0 &&
    lostSets === 0 &&
    doubleSets === 0 &&
    lostJobs === 0 &&
    other5xx === 0;
  console.log(`\nfault run ${clean ? 'clean' : 'NOT clean'}`);
} finally {
  await cluster?.stop().catch(() => {});
  await model.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
}
process.exit(clean ? 0 : 1);
