// `npm test`: typecheck, lint, unit and server integration tests (PGlite and PostgreSQL),
// then browser tests in Debian's Chromium. Ends with one summary line: "N passed, N failed".
// Typecheck, lint, the coach evaluation and the web app's build (when stale) run side by side with
// the unit and server tests; each prints its output whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { needsBuild, root } from './build-if-stale.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function reachable(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

/** A step in the background, its output kept and printed whole when it ends: resolves to whether it passed. */
function background(name, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      console.log(`\n▶ ${name} (${Math.round((Date.now() - started) / 1000)} s, beside the tests)\n${out.trimEnd()}`);
      if (code !== 0) failures.push(name);
      resolve(code === 0);
    });
  });
}

const only = process.argv[2];
const e2e = !only || only === 'e2e';

const side = [];
if (!only || only === 'static') {
  side.push(
    background('typecheck', bin('tsc'), ['-b', 'tsconfig.projects.json']),
    background('lint', bin('biome'), ['check', '.']),
    background('coach evaluation', process.execPath, ['--import', 'tsx', 'scripts/eval/coach-eval.ts']),
  );
}
// The browser tests need the built web app: built now, beside the other tests, when it is missing or stale.
let webBuild = Promise.resolve(true);
if (e2e && needsBuild()) {
  webBuild = background('web app build', process.execPath, [
    '--input-type=module',
    '-e',
    "import { buildIfStale } from './scripts/build-if-stale.mjs'; buildIfStale();",
  ]);
}

if (!only || only === 'unit') {
  const pg = await reachable(5432);
  const redis = await reachable(6379);
  if ((!pg || !redis) && ci) {
    console.error('CI needs PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.');
    process.exit(1);
  }
  const projects = ['--project', 'unit', '--project', 'pglite'];
  if (pg) projects.push('--project', 'postgres');
  else
    console.warn('⚠ PostgreSQL is not reachable on 127.0.0.1:5432: the PostgreSQL run of the server tests is skipped.');
  if (!redis) console.warn('⚠ Redis is not reachable on 127.0.0.1:6379: the Redis store tests are skipped.');
  const report = path.join(tmp, 'vitest.json');
  // Asynchronously, so that the steps beside it report as they end.
  const vitest = await new Promise((resolve) => {
    console.log('\n▶ unit and server tests');
    const child = spawn(
      bin('vitest'),
      ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: root, stdio: 'inherit', env: { ...process.env, FORJA_TEST_REDIS: redis ? '1' : '0' } },
    );
    child.on('close', resolve);
  });
  if (vitest !== 0) failures.push('unit and server tests');
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else failed++;
}

for (const ok of await Promise.all(side)) {
  if (ok) passed++;
  else failed++;
}

if (e2e) {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Chromium is missing: install it with `apt-get install -y chromium` (see README).');
    failed++;
  } else if (!(await webBuild)) {
    failed++;
  } else {
    const report = path.join(tmp, 'playwright.json');
    step('browser tests', bin('playwright'), ['test'], { PW_JSON_REPORT: report });
    if (fs.existsSync(report)) {
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      passed += r.stats.expected;
      failed += r.stats.unexpected + (r.stats.flaky ?? 0);
    } else failed++;
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
