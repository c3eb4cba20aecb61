import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext, testConfig } from '../test/harness.ts';
import { TestMailbox } from '../test/mailbox.ts';
import { queueLink } from '../test/users.ts';

const POSTGRES = process.env.TEST_DB === 'postgres';
const root = path.resolve(import.meta.dirname, '../../..');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('background jobs', () => {
  it('runs the mail, retention and billing jobs on the runner of the engine', async () => {
    expect(ctx.app.deps.jobs.kind).toBe(POSTGRES ? 'pg-boss' : 'in-process');
    expect(Object.keys(await ctx.app.deps.jobs.counts()).sort()).toEqual([
      'billing_records_sweep',
      'leaderboard_week_close',
      'mail',
      'retention_sweep',
    ]);
    await queueLink(ctx.app.deps, 'jobs@example.com');
    await ctx.app.deps.mailQueue.idle();
    expect(ctx.mailbox.to('jobs@example.com').map((m) => m.subject)).toEqual(['Your Forja sign-in link']);
    expect((await ctx.app.deps.jobs.counts()).mail).toBe(0);
    // The sweeps run as jobs too.
    for (const name of ['retention_sweep', 'billing_records_sweep', 'leaderboard_week_close']) {
      const id = await ctx.app.deps.jobs.send(name, {});
      await ctx.app.deps.jobs.settled(name, id);
    }
  });

  it('retries a mail the server refused', async () => {
    let failures = 2;
    const box = ctx.mailbox;
    const send = box.send.bind(box);
    box.send = async (m) => {
      if (m.to === 'retry@example.com' && failures-- > 0) throw new Error('421 try again later');
      await send(m);
    };
    try {
      await queueLink(ctx.app.deps, 'retry@example.com');
      await until(() => (box.to('retry@example.com').length > 0 ? true : undefined), 60_000);
      expect(failures).toBe(-1);
    } finally {
      box.send = send;
    }
  }, 90_000);
});

describe.runIf(POSTGRES)('jobs kept in PostgreSQL', () => {
  it('keeps a queued mail as its link’s id: no address, link or token, sealed or not', async () => {
    const url = ctx.database.url ?? '';
    const quiet = await buildApp(testConfig({ DATABASE_URL: url }), {
      skipMigrations: true,
      startJobs: false,
      mailer: new TestMailbox(),
    });
    await quiet.ready();
    try {
      await queueLink(quiet.deps, 'sealed@example.com');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const data = await until(async () => {
          const { rows } = await client.query("select data::text as data from pgboss.job where name = 'mail'");
          return rows.map((r) => r.data as string).find((d) => d.includes('linkId'));
        });
        expect(JSON.parse(data)).toEqual({ kind: 'sign_in_link', data: { linkId: expect.any(String) } });
        expect(data).not.toMatch(/sealed@example\.com|callback|token/);
      } finally {
        await client.end();
      }
    } finally {
      await quiet.close();
    }
    // The running app (same database, no key needed) mints the token and sends it.
    await until(() => (ctx.mailbox.to('sealed@example.com').length > 0 ? true : undefined));
  });

  for (const mode of ['queued', 'active'] as const) {
    it(`delivers a mail whose instance was killed (SIGKILL) while the job was ${mode}`, async () => {
      // A mail server that accepts connections and never says a word.
      const silent = net.createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as net.AddressInfo).port;
      const to = `killed-${mode}@example.com`;
      const url = ctx.database.url ?? '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/job-child.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${port}`, MODE: mode, MAIL_TO: to },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let survivor: Awaited<ReturnType<typeof buildApp>> | undefined;
      const mailbox = new TestMailbox();
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout?.on('data', (chunk: Buffer) => {
            if (/QUEUED|ACTIVE/.test(String(chunk))) resolve();
          });
          child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
        });
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));

        // Another instance on the same database, with its own mailer.
        survivor = await buildApp(testConfig({ DATABASE_URL: url }), {
          skipMigrations: true,
          mailer: mailbox,
          jobTuning: { expireInSeconds: 2, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
        });
        await survivor.ready();
        // The survivor, or this file's app (also on the database), sends it: once.
        const delivered = () => [...mailbox.to(to), ...ctx.mailbox.to(to)];
        await until(() => (delivered().length > 0 ? true : undefined));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(delivered()).toHaveLength(1);
        expect(delivered()[0]?.text).toContain('/auth/callback?token=');
      } finally {
        child.kill('SIGKILL');
        await survivor?.close();
        silent.close();
      }
    }, 60_000);
  }
});
