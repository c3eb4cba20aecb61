// `npm run bench:stall` (also part of `npm run bench`): does one member's heavy request hold the
// server for everyone else? While each runs, `GET /api/health` is asked every 10 ms over HTTP and its
// latencies are printed (issue 25: under 100 ms while they run):
//  1. the import of a 10 MB Strong file with 2,000 distinct exercise names (preview, then import);
//  2. five 4,000-character chat messages of short words to the built-in coach, one after another
//     (the coach reads the new message and the four before it).
// Prints figures, asserts nothing.
import { Worker } from 'node:worker_threads';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { minutePackages, subscriptions } from '#server/db/schema/index.ts';
import { createTestDatabase } from '#server/test/harness.ts';
import { TestMailbox } from '#server/test/mailbox.ts';
import { IMPORT_MAX_BYTES } from '#shared/contracts/workout-import.ts';

const { database, drop } = await createTestDatabase('postgres');
const mailbox = new TestMailbox();
const config = loadConfig({
  NODE_ENV: 'production',
  DEMO_MODE: 'true',
  LOG_LEVEL: 'silent',
  APP_URL: 'http://127.0.0.1',
  CLIENT_DIST: '/nonexistent',
});
const app = await buildApp(config, { database, skipMigrations: true, mailer: mailbox });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const ORIGIN = 'http://127.0.0.1';

async function signIn(email: string): Promise<{ cookie: string; userId: string }> {
  await fetch(`${base}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const res = await fetch(`${base}/api/auth/callback?token=${mailbox.lastToken(email)}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: body.user.id };
}

/**
 * The clients run in worker threads (their own event loops), never on the server's: a poller there
 * would wait out the very stalls it is meant to see, and encoding a 10 MB body would be counted as
 * the server's. POLLER asks /api/health every 10 ms until told to stop and answers the latencies;
 * SENDER holds one prepared request and sends it when told.
 */
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
let done = false;
const health = [];
parentPort.on('message', () => { done = true; });
(async () => {
  while (!done) {
    const started = performance.now();
    await (await fetch(workerData + '/api/health')).arrayBuffer();
    health.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage(health);
})();
`;
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.once('message', async () => {
  const res = await fetch(workerData.url, workerData.init);
  parentPort.postMessage({ status: res.status, body: await res.json() });
});
parentPort.postMessage('ready');
`;

type Sent = { status: number; body: Record<string, unknown> };

/** Sends one request from a worker thread while another asks /api/health every 10 ms. */
async function whileHealth(url: string, init: RequestInit): Promise<{ result: Sent; ms: number; health: number[] }> {
  const sender = new Worker(SENDER, { eval: true, workerData: { url, init } });
  await new Promise((r) => sender.once('message', r));
  const poller = new Worker(POLLER, { eval: true, workerData: base });
  const health = new Promise<number[]>((resolve) => poller.once('message', resolve));
  await new Promise((r) => setTimeout(r, 50));
  const started = performance.now();
  const answered = new Promise<Sent>((resolve, reject) => {
    sender.once('message', resolve);
    sender.once('error', reject);
  });
  sender.postMessage('go');
  try {
    const result = await answered;
    return { result, ms: performance.now() - started, health: await stop() };
  } finally {
    await stop();
    await sender.terminate();
  }
  async function stop() {
    poller.postMessage('stop');
    const h = await health;
    await poller.terminate();
    return h;
  }
}

const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;
const figures = (h: number[]) =>
  `health: ${h.length} answers, p50 ${pct(h, 50).toFixed(1)} ms, p95 ${pct(h, 95).toFixed(1)} ms, max ${Math.max(0, ...h).toFixed(1)} ms   ${Math.max(0, ...h) < 100 ? '✓' : '✗'} (bar: < 100 ms)`;

/** 2,000 distinct names of 40-120 characters, made of words exercise names use (the fuzzy matcher's worst case). */
function names(count: number): string[] {
  const words = [
    'press',
    'bench',
    'incline',
    'dumbbell',
    'barbell',
    'curl',
    'row',
    'squat',
    'de',
    'con',
    'pull',
    'machine',
    'cable',
    'extension',
    'kettlebell',
    'mancuernas',
    'sentadilla',
    'developpe',
    'kniebeuge',
    'variation',
  ];
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const out = new Set<string>();
  while (out.size < count) {
    const target = 40 + Math.floor(rnd() * 80);
    let s = '';
    while (s.length < target) s += `${words[Math.floor(rnd() * words.length)]} `;
    out.add(`${s.trim().slice(0, 118)} ${out.size}`);
  }
  return [...out];
}

/** A Strong export (current layout) of about 10 MB using `distinct` names. */
function bigStrongCsv(distinct: number): { csv: string; rows: number } {
  const all = names(distinct);
  const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE'];
  let size = lines[0]?.length ?? 0;
  let i = 0;
  for (;;) {
    const session = Math.floor(i / 25);
    const d = new Date(Date.now() - (1 + session) * 86_400_000).toISOString().slice(0, 10);
    const line = `${d} 18:00:00,"Workout ${session}",1h,"${all[i % all.length]}",${(i % 5) + 1},${60 + (i % 40)},${5 + (i % 6)},0,0,8`;
    if (size + line.length + 1 > IMPORT_MAX_BYTES - 1024) break;
    lines.push(line);
    size += line.length + 1;
    i++;
  }
  return { csv: `${lines.join('\n')}\n`, rows: i };
}

try {
  const idle = await whileHealth(`${base}/api/ready`, {});
  console.log(`\nGET /api/health every 10 ms while another member's request runs (PostgreSQL)\n`);
  console.log(`${'idle (GET /api/ready)'.padEnd(39)}${figures(idle.health)}`);

  // 1. The import.
  const importer = await signIn('stall-import@example.com');
  const { csv, rows } = bigStrongCsv(2000);
  const body = JSON.stringify({ csv, unit: 'kg' });
  const headers = { 'content-type': 'application/json', cookie: importer.cookie, origin: ORIGIN };
  console.log(`Strong file: ${(csv.length / 1024 / 1024).toFixed(1)} MB, ${rows} rows, 2,000 distinct names`);
  for (const path of ['/api/progress/import/preview', '/api/progress/import']) {
    const r = await whileHealth(`${base}${path}`, { method: 'POST', headers, body });
    const what =
      r.result.status === 200
        ? `${r.result.body.imported ?? r.result.body.sets} sets`
        : `${r.result.status} ${r.result.body.code}`;
    console.log(`${path.padEnd(30)} ${(r.ms / 1000).toFixed(1).padStart(5)} s (${what})   ${figures(r.health)}`);
  }

  // 2. Long chat messages.
  const chatter = await signIn('stall-chat@example.com');
  await database.db.insert(subscriptions).values({
    userId: chatter.userId,
    plan: 'PRO',
    status: 'active',
    provider: 'local',
    trialEndsAt: new Date(Date.now() + 3 * 86_400_000),
  });
  await database.db.insert(minutePackages).values({
    userId: chatter.userId,
    minutes: 60,
    remainingSeconds: 3600,
    expiresAt: new Date(Date.now() + 3_600_000),
    paymentRef: 'stall-bench',
  });
  const chatHeaders = { 'content-type': 'application/json', cookie: chatter.cookie, origin: ORIGIN };
  const post = async (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers: chatHeaders, body: JSON.stringify(body) });
  const session = (await (
    await post('/api/chat/sessions', {
      agentCategory: 'strength',
      agentStyle: 'hypertrophy',
      objective: 'get stronger',
      language: 'en',
    })
  ).json()) as { id: string };
  // The first reply of a process loads the coach's knowledge (once per process, not per message).
  await post('/api/chat/messages', { sessionId: session.id, content: 'hello' });
  const short = ['a', 'de', 'la', 'el', 'y', 'to', 'in', 'on', 'up', 'my', 'is', 'it', 'me', 'do', 'so'];
  const message = (n: number) => {
    let s = '';
    for (let i = 0; s.length < 3990; i++) s += `${short[(i * 7 + n) % short.length]} `;
    return s.slice(0, 4000);
  };
  const all: number[] = [];
  const took: number[] = [];
  const charged: number[] = [];
  for (let n = 0; n < 5; n++) {
    const r = await whileHealth(`${base}/api/chat/messages`, {
      method: 'POST',
      headers: chatHeaders,
      body: JSON.stringify({ sessionId: session.id, content: message(n) }),
    });
    all.push(...r.health);
    took.push(r.ms);
    charged.push(Number(r.result.body.secondsUsed ?? Number.NaN));
  }
  console.log(
    `5 chat messages of 4,000 characters    ${took.map((t) => `${Math.round(t)} ms`).join(', ')} (charged ${charged.join(', ')} s)`,
  );
  console.log(`${''.padEnd(39)}${figures(all)}`);
} finally {
  await app.close();
  await drop();
}
