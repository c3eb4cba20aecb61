import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
// @ts-expect-error plain ESM script without types
import { buildIfStale, root } from '../../scripts/build-if-stale.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  // Generous: on a machine busy with other work the server takes minutes to import and open its data.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not become healthy:\n${log()}`);
}

/**
 * Builds the web app when stale, starts a real SMTP peer that writes every message into
 * a mailbox folder, makes the stories' members (seed-members.ts) and starts Forja on embedded
 * PGlite in that temporary data directory. Tests read E2E_BASE_URL, E2E_MAILBOX and E2E_MEMBERS.
 */
export default async function globalSetup() {
  buildIfStale();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-e2e-'));
  const mailbox = path.join(work, 'mailbox');
  fs.mkdirSync(mailbox);

  let mailCount = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mailCount += 1;
        const to = session.envelope.rcptTo.map((r) => r.address);
        fs.writeFileSync(
          path.join(mailbox, `${String(mailCount).padStart(5, '0')}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // The stories pay at the local checkout.
    DEMO_MODE: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'warn',
    E2E: '1',
  };
  // The members the stories start as (all but the sign-up stories), made on the data folder first.
  const members = path.join(work, 'members.json');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/seed-members.ts', members], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error("The browser tests' members could not be made.");

  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (err) {
    // Playwright runs no teardown when the set-up fails: stop what was started here.
    server.kill('SIGKILL');
    await new Promise<void>((r) => smtp.close(() => r()));
    throw err;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX = mailbox;
  process.env.E2E_MEMBERS = members;

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await new Promise<void>((r) => smtp.close(() => r()));
    fs.rmSync(work, { recursive: true, force: true });
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(output);
  };
}
