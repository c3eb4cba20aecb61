// `npm run bench`: hot API reads on PostgreSQL against a bare Fastify hello route, in the same run.
// Prints requests per second, p99 latency and the ratio (docs/PRODUCT.md#quality-bars: at least 1/4 of hello, p99 < 50 ms).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabase } from '#server/test/harness.ts';
import { TestMailbox } from '#server/test/mailbox.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function run(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const hello = Fastify();
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;

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

await fetch(`${base}/api/auth/magic-link`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com' }),
});
const res = await fetch(`${base}/api/auth/callback?token=${mailbox.lastToken('bench@example.com')}`);
const cookie = res.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

try {
  const h = await run(helloUrl);
  const usage = await run(`${base}/api/usage/today`, { cookie });
  const profile = await run(`${base}/api/profile`, { cookie });
  console.log(`\n50 connections, ${DURATION} s each, PostgreSQL\n`);
  console.log(`bare Fastify hello     ${Math.round(h.rps).toString().padStart(7)} req/s   p99 ${h.p99} ms`);
  for (const [name, r] of [
    ['/api/usage/today', usage],
    ['/api/profile', profile],
  ] as const) {
    const ratio = r.rps / h.rps;
    const ok = ratio >= 0.25 && r.p99 < 50 && r.errors === 0;
    console.log(
      `${name.padEnd(22)} ${Math.round(r.rps).toString().padStart(7)} req/s   p99 ${r.p99} ms   ${(ratio * 100).toFixed(0)} % of hello   ${ok ? '✓' : '✗'} (bar: >= 25 %, p99 < 50 ms)${r.errors ? `   errors ${r.errors}` : ''}`,
    );
  }
} finally {
  await app.close();
  await hello.close();
  await drop();
}
