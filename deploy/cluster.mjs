// The reference deployment on one machine: N Forja instances (the compiled server) on the local
// PostgreSQL and Redis, behind HAProxy (deploy/haproxy.cfg). `npm run cluster -- --instances 3`
// runs it until Ctrl-C; bench/cluster.ts uses startCluster() to load it and kill an instance.
//
// Settings (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/forja_cluster,
// created when missing), REDIS_URL (default redis://127.0.0.1:6379), and any other Forja variable,
// passed to every instance. Without SMTP_URL and Stripe keys the instances run with DEMO_MODE=true.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the database named in `url` when it does not exist (the server's own admin database). */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`database name ${name} must be letters, digits and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** GET until 200 or the time is up. */
async function untilOk(url, ms) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} not ready within ${ms} ms`);
    await wait(200);
  }
}

/** Waits until HAProxy's health checks see exactly these instances (1-based) UP. */
async function untilUp(statsPort, expected, ms) {
  const want = JSON.stringify([...expected].sort());
  const end = Date.now() + ms;
  for (;;) {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
    const up = csv
      .split('\n')
      // 'UP 1/2' (failing, still in service) counts as up.
      .filter((l) => l.startsWith('forja_instances,app') && l.split(',')[17]?.startsWith('UP'))
      .map((l) => Number(l.split(',')[1].slice(3)))
      .sort();
    if (JSON.stringify(up) === want) return;
    if (Date.now() > end) throw new Error(`HAProxy sees ${JSON.stringify(up)} up, expected ${want}`);
    await wait(200);
  }
}

/**
 * Starts `instances` servers on basePort, basePort+1, … and HAProxy on `port` in front of all
 * `servers` of them (servers ≥ instances: the ones not started stay DOWN until startInstance).
 */
export async function startCluster({
  instances = 3,
  servers = instances,
  port = 8080,
  basePort = 3101,
  statsPort = 8404,
  env = {},
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-cluster-')),
  quiet = false,
} = {}) {
  if (!fs.existsSync(HAPROXY)) {
    throw new Error(`HAProxy is missing at ${HAPROXY}: apt-get install -y haproxy (or set HAPROXY_PATH)`);
  }
  const { buildIfStale, buildServerIfStale } = await import('../scripts/build-if-stale.mjs');
  buildIfStale();
  await buildServerIfStale();

  const databaseUrl =
    env.DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/forja_cluster';
  await ensureDatabase(databaseUrl);
  const real = (name) => env[name] ?? process.env[name];
  const instanceEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '127.0.0.1',
    REDIS_URL: real('REDIS_URL') ?? 'redis://127.0.0.1:6379',
    ...(real('SMTP_URL') && real('STRIPE_SECRET_KEY') ? {} : { DEMO_MODE: 'true' }),
    LOG_LEVEL: real('LOG_LEVEL') ?? 'warn',
    ...env,
    DATABASE_URL: databaseUrl,
  };

  const procs = new Map();
  const log = (line) => quiet || console.log(line);

  /** Starts instance i (1-based) and resolves once it is ready. */
  async function startInstance(i) {
    const instancePort = basePort + i - 1;
    const out = fs.openSync(path.join(logDir, `app${i}.log`), 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
      cwd: root,
      env: { ...instanceEnv, PORT: String(instancePort) },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    procs.set(i, child);
    child.once('exit', () => {
      if (procs.get(i) === child) procs.delete(i);
    });
    await untilOk(`http://127.0.0.1:${instancePort}/api/ready`, 60_000);
    log(`instance app${i} ready on 127.0.0.1:${instancePort} (pid ${child.pid})`);
    return child;
  }

  /** SIGKILL: no shutdown, requests in flight are cut. */
  function killInstance(i) {
    const child = procs.get(i);
    if (!child) return false;
    procs.delete(i);
    child.kill('SIGKILL');
    log(`instance app${i} killed (SIGKILL, pid ${child.pid})`);
    return true;
  }

  // The balancer's configuration: deploy/haproxy.cfg with this cluster's ports and servers.
  const template = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const serverLines = Array.from(
    { length: servers },
    (_, k) => `    server app${k + 1} 127.0.0.1:${basePort + k} check`,
  ).join('\n');
  const config = template
    .replace(/ {4}# servers:begin[\s\S]*# servers:end/, `    # servers:begin\n${serverLines}\n    # servers:end`)
    .replace('bind 127.0.0.1:8080', `bind 127.0.0.1:${port}`)
    .replace('bind 127.0.0.1:8404', `bind 127.0.0.1:${statsPort}`);
  const configPath = path.join(logDir, 'haproxy.cfg');
  fs.writeFileSync(configPath, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c failed:\n${check.stderr}`);

  // The first instance migrates (under the advisory lock); the others start together.
  const started = [];
  try {
    if (instances > 0) await startInstance(1);
    await Promise.all(Array.from({ length: Math.max(0, instances - 1) }, (_, k) => startInstance(k + 2)));
    const haproxyLog = fs.openSync(path.join(logDir, 'haproxy.log'), 'a');
    const haproxy = spawn(HAPROXY, ['-f', configPath, '-db'], { stdio: ['ignore', haproxyLog, haproxyLog] });
    fs.closeSync(haproxyLog);
    started.push(haproxy);
    await untilOk(`http://127.0.0.1:${port}/api/ready`, 20_000);
    // HAProxy starts with every server UP until its checks say otherwise: wait until it sees
    // exactly the running instances.
    await untilUp(statsPort, [...procs.keys()], 20_000);
    log(`HAProxy on http://127.0.0.1:${port} (stats http://127.0.0.1:${statsPort}/), logs in ${logDir}`);

    return {
      url: `http://127.0.0.1:${port}`,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      databaseUrl,
      logDir,
      startInstance,
      killInstance,
      running: () => [...procs.keys()].sort(),
      /** Waits until HAProxy's health checks see exactly these instances UP. */
      untilUp: (expected, ms = 20_000) => untilUp(statsPort, expected, ms),
      async stop() {
        const all = [...procs.values()];
        for (const child of all) child.kill('SIGTERM');
        await Promise.all(
          all.map(
            (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
          ),
        );
        haproxy.kill('SIGTERM');
        await new Promise((resolve) => (haproxy.exitCode !== null ? resolve() : haproxy.once('exit', resolve)));
      },
    };
  } catch (err) {
    for (const child of [...procs.values(), ...started]) child.kill('SIGKILL');
    throw err;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'base-port': { type: 'string', default: '3101' },
    },
  });
  const cluster = await startCluster({
    instances: Number(values.instances),
    port: Number(values.port),
    basePort: Number(values['base-port']),
  });
  console.log(`Forja: ${cluster.url} (${values.instances} instances). Ctrl-C stops everything.`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
