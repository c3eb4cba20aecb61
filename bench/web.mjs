// `npm run bench:web`: Lighthouse (mobile) on the landing page in Debian's Chromium, plus the
// JavaScript the landing page downloads (gzip). Prints figures next to docs/PRODUCT.md#quality-bars's bars.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale, root } from '../scripts/build-if-stale.mjs';

const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse figures vary from run to run on a shared machine: the median of five (BENCH_WEB_RUNS).
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
buildIfStale({ force: true });

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
  },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 150; i++) {
  try {
    if ((await fetch(`${url}api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}

try {
  // The landing page's own JavaScript: the entry module and every chunk it imports statically.
  const html = await (await fetch(url)).text();
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  const gzipSize = async (src) =>
    gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()), { level: 9 }).length;
  const initial = new Set([...entries, ...preloads].map((src) => new URL(src, url).href));
  let jsGzip = 0;
  for (const src of initial) jsGzip += await gzipSize(src);
  // Chunks the page fetches after it runs (preview chat, popup, cookie banner, texts): not on the
  // critical path, but reported so that the page's whole weight stays in view.
  const later = new Set();

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const browser = await chromeLauncher.launch({
    chromePath: chrome,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Applied (devtools) throttling: on loopback, simulated throttling cannot tell that the prerendered
      // page paints before any script runs.
      throttlingMethod: 'devtools',
    });
    const a = result.lhr.audits;
    runs.push({
      performance: Math.round(result.lhr.categories.performance.score * 100),
      accessibility: Math.round(result.lhr.categories.accessibility.score * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      si: a['speed-index'].numericValue,
    });
    for (const r of a['network-requests'].details.items)
      if (r.url.endsWith('.js') && !initial.has(r.url) && !r.url.endsWith('/sw.js')) later.add(r.url);
    // BENCH_WEB_REPORT=file.json keeps the last run's full report (long tasks, bootup time, ...).
    if (process.env.BENCH_WEB_REPORT) fs.writeFileSync(process.env.BENCH_WEB_REPORT, result.report);
  }
  await browser.kill();
  let laterGzip = 0;
  for (const src of later) laterGzip += await gzipSize(src);
  const median = (k) => runs.map((r) => r[k]).sort((x, y) => x - y)[Math.floor(RUNS / 2)];
  const rows = [
    ['Lighthouse performance (mobile)', median('performance'), '>= 95', median('performance') >= 95],
    ['Lighthouse accessibility', median('accessibility'), '100', median('accessibility') === 100],
    ['Largest Contentful Paint', `${(median('lcp') / 1000).toFixed(2)} s`, '<= 2.0 s', median('lcp') <= 2000],
    ['Total Blocking Time', `${Math.round(median('tbt'))} ms`, '<= 100 ms', median('tbt') <= 100],
    ['First Contentful Paint', `${(median('fcp') / 1000).toFixed(2)} s`, '(score input)', true],
    ['Speed Index', `${(median('si') / 1000).toFixed(2)} s`, '(score input)', true],
    ['Cumulative Layout Shift', median('cls').toFixed(3), '<= 0.05', median('cls') <= 0.05],
    ['Landing JavaScript (gzip)', `${(jsGzip / 1024).toFixed(1)} KB`, '<= 120 KB', jsGzip <= 120 * 1024],
    ['  then loaded on demand (gzip)', `${(laterGzip / 1024).toFixed(1)} KB`, `(${later.size} chunks)`, true],
  ];
  console.log(`\nLanding page ${url} (median of ${RUNS} Lighthouse runs, mobile emulation)\n`);
  console.log(
    `Each run: performance ${runs.map((r) => r.performance).join(' / ')}, TBT ${runs.map((r) => Math.round(r.tbt)).join(' / ')} ms\n`,
  );
  for (const [name, value, bar, ok] of rows)
    console.log(`${ok ? '✓' : '✗'} ${name.padEnd(34)} ${String(value).padStart(10)}   bar ${bar}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
