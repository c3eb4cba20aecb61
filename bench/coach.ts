// `npm run bench:coach` (also the second half of `npm run bench`): the coach's own costs.
//  1. Built-in reply time: every message of the conversation evaluation through the built-in coach
//     (safety first), p50/p95/max in ms of server time, with the knowledge loaded.
//  2. Memory the knowledge adds: heap and RSS before and after building the index (with --expose-gc).
//  3. Time the server adds before the first token reaches the client, against a scripted
//     OpenAI-compatible model that waits a known time before its first token (docs/PRODUCT.md#quality-bars: < 50 ms).
import fs from 'node:fs';
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
