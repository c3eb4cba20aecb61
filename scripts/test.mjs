// `npm test`: typecheck, lint, unit and server integration tests (PGlite and PostgreSQL),
// then browser tests in Debian's Chromium. Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

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

const only = process.argv[2];

if (!only || only === 'static') {
  if (step('typecheck', bin('tsc'), ['-b', 'tsconfig.projects.json'])) passed++;
  else failed++;
  if (step('lint', bin('biome'), ['check', '.'])) passed++;
  else failed++;
  if (step('coach evaluation', process.execPath, ['--import', 'tsx', 'scripts/eval/coach-eval.ts'])) passed++;
  else failed++;
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
  step(
    'unit and server tests',
    bin('vitest'),
    ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      FORJA_TEST_REDIS: redis ? '1' : '0',
    },
  );
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else failed++;
}

if (!only || only === 'e2e') {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('Chromium is missing: install it with `apt-get install -y chromium` (see README).');
    failed++;
  } else {
    buildIfStale({ force: true });
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
