// A Forja instance that queues one mail and is then killed by the test (jobs.int.test.ts).
// MODE=queued: it runs no jobs, says QUEUED once the job is stored.
// MODE=active: its mail server never answers; it says ACTIVE once its worker holds the job.
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig } from './harness.ts';
import { queueLink } from './users.ts';

const url = process.env.DATABASE_URL ?? '';
const mode = process.env.MODE ?? 'queued';
const app = await buildApp(testConfig({ DATABASE_URL: url, SMTP_URL: process.env.SMTP_URL ?? '' }), {
  skipMigrations: true,
  startJobs: mode === 'active',
  jobTuning: { expireInSeconds: 2, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
});
await app.ready();
await queueLink(app.deps, process.env.MAIL_TO ?? 'owner@example.com');
const client = new pg.Client({ connectionString: url });
await client.connect();
const want = mode === 'active' ? 'active' : 'created';
for (;;) {
  const { rows } = await client.query("select state from pgboss.job where name = 'mail'");
  if (rows.some((r) => r.state === want)) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write(mode === 'active' ? 'ACTIVE\n' : 'QUEUED\n');
// Waits to be killed.
setInterval(() => {}, 1_000);
