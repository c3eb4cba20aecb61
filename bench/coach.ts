// `npm run bench:coach` (also the second half of `npm run bench`): the coach's own costs.
//  0. Start-up: the compiled server (`npm start`'s) started again on a data folder it already
//     migrated, from the process's start until /api/ready answers, then its first reply (the
//     preview coach, built-in), median of three starts.
//  1. Built-in reply time: every message of the conversation evaluation through the built-in coach
//     (safety first), p50/p95/max in ms of server time, with the knowledge loaded.
//  2. Memory the knowledge adds: heap and RSS before and after building the index (with --expose-gc).
//  3. Time the server adds before the first token reaches the client, against a scripted
//     OpenAI-compatible model that waits a known time before its first token (docs/PRODUCT.md#quality-bars: < 50 ms).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BuiltinCoach } from '#server/modules/coach/builtin/engine.ts';
import { KnowledgeBase } from '#server/modules/coach/knowledge/index.ts';
import { DEFAULT_PROFILE } from '#server/modules/coach/profile.ts';
import { runCoach } from '#server/modules/coach/run-coach.ts';
import type { CoachTools } from '#server/modules/coach/types.ts';
import { createTestContext, SAME_ORIGIN } from '#server/test/harness.ts';
import { ScriptedModel } from '#server/test/scripted-model.ts';
import { onboardedUser, subscribe } from '#server/test/users.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const percentile = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;

// 0. Start-up to ready, and the first reply after it.
// @ts-expect-error plain ESM script without types
const { buildServerIfStale } = await import('../scripts/build-if-stale.mjs');
await buildServerIfStale();
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-start-'));
async function startOnce(): Promise<{ ready: number; firstReply: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    return await readyAndFirstReply(`http://127.0.0.1:${port}`, started, () => child.exitCode !== null);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
async function readyAndFirstReply(base: string, started: number, gone: () => boolean) {
  let ready = 0;
  while (!ready) {
    if (gone()) throw new Error('the server exited during start-up');
    if (performance.now() - started > 600_000) throw new Error('the server was not ready within 600 s');
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) ready = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 20));
  }
  const asked = performance.now();
  const res = await fetch(`${base}/api/preview-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      selectedAgent: { category: 'strength', style: 'hypertrophy' },
      language: 'en',
      messages: [{ role: 'user', content: 'How many sets per week should I do for chest?' }],
    }),
  });
  await res.text();
  const firstReply = performance.now() - asked;
  if (!res.ok) throw new Error(`preview chat answered ${res.status}`);
  return { ready, firstReply };
}
await startOnce(); // creates and migrates the data folder
const starts: { ready: number; firstReply: number }[] = [];
for (let i = 0; i < 3; i++) starts.push(await startOnce());
fs.rmSync(dataDir, { recursive: true, force: true });

// 2. Memory of the knowledge base.
gc?.();
const before = process.memoryUsage();
const kb = new KnowledgeBase();
for (const lng of SUPPORTED_LANGUAGES) kb.search('warm up', lng);
gc?.();
const after = process.memoryUsage();

// 1. Built-in reply time.
const dir = path.resolve('scripts/eval/conversations');
const messages: { lng: Language; text: string }[] = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { turns: Record<Language, string[]> }[])
  .flatMap((c) => SUPPORTED_LANGUAGES.flatMap((lng) => c.turns[lng].map((text) => ({ lng, text }))));
const ok = async () => ({ ok: true as const, summary: 'ok' });
const tools: CoachTools = {
  create_workout_plan: ok,
  create_nutrition_plan: ok,
  log_workout: ok,
  update_workout_plan: ok,
};
const coach = new BuiltinCoach();
const profile = { ...DEFAULT_PROFILE, weightKg: 70, heightCm: 175, age: 30, gender: 'male' as const };
const times: number[] = [];
for (let round = 0; round < 3; round++)
  for (const { lng, text } of messages) {
    const started = performance.now();
    for await (const _ of runCoach(
      coach,
      {
        mode: 'coach',
        category: 'strength',
        style: 'hypertrophy',
        language: lng,
        profile,
        messages: [{ role: 'user', content: text }],
        data: { sets: [], secondsAvailable: 900 },
      },
      tools,
    ));
    if (round > 0) times.push(performance.now() - started);
  }

// 3. Time to first token through the whole server.
const MODEL_DELAY = 200;
const model = await new ScriptedModel([]).start();
const ctx = await createTestContext({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'bench' });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
const { cookie, userId } = await onboardedUser(ctx, 'bench-coach@example.com');
await subscribe(ctx, userId, 'PRO');
const session = (await (
  await fetch(`${base}/api/chat/sessions`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ agentCategory: 'strength', agentStyle: 'hypertrophy' }),
  })
).json()) as { id: string };
const firstToken: number[] = [];
const added: number[] = [];
for (let i = 0; i < 25; i++) {
  model.setScript([{ kind: 'text', tokens: ['Rest ', '2-3 ', 'min.'], delayMs: MODEL_DELAY }]);
  const sent = performance.now();
  const res = await fetch(`${base}/api/chat/messages/stream`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: session.id, content: 'How long should I rest between sets?', language: 'en' }),
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let seen = '';
  let first = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += new TextDecoder().decode(value);
    if (!first && seen.includes('"delta"')) first = performance.now();
  }
  if (i < 5) continue; // warm-up
  firstToken.push(first - sent);
  added.push(first - sent - MODEL_DELAY);
}
await ctx.close();
await model.stop();

console.log('\nStart-up of the compiled server on a migrated data folder (median of 3 starts)');
console.log(
  `  start to ready ${percentile(
    starts.map((x) => x.ready),
    50,
  ).toFixed(0)} ms   first reply after ready ${percentile(
    starts.map((x) => x.firstReply),
    50,
  ).toFixed(0)} ms`,
);
console.log(`\nBuilt-in coach: ${times.length} replies (${messages.length} messages of the evaluation, 2 rounds)`);
console.log(
  `  server time   p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${Math.max(...times).toFixed(1)} ms   ${percentile(times, 95) < 50 ? '✓' : '✗'} (bar: p95 < 50 ms)`,
);
console.log(
  `\nKnowledge base: ${kb.topics.length} topics × 4 languages${gc ? '' : ' (run with --expose-gc for exact figures)'}`,
);
console.log(
  `  heap +${mb(after.heapUsed - before.heapUsed)} MB   rss +${mb(after.rss - before.rss)} MB   ${after.heapUsed - before.heapUsed < 50 * 1024 * 1024 ? '✓' : '✗'} (bar: < 50 MB)`,
);
console.log(
  `\nFirst token through the server, scripted model waiting ${MODEL_DELAY} ms before its first token (20 runs)`,
);
console.log(
  `  client sees the first token after p50 ${percentile(firstToken, 50).toFixed(1)} ms   p95 ${percentile(firstToken, 95).toFixed(1)} ms`,
);
console.log(
  `  the server adds p50 ${percentile(added, 50).toFixed(1)} ms   p95 ${percentile(added, 95).toFixed(1)} ms   ${percentile(added, 50) < 50 ? '✓' : '✗'} (bar: < 50 ms)`,
);
process.exit(0);
