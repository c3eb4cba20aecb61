/**
 * `npm run db:seed`: a demo member with three months of training, plans, chats and an active
 * subscription on the configured database (PGlite in DATA_DIR, or DATABASE_URL), made through the
 * product's own routes, then a sign-in link. Run it again to reset the seed's members; no other
 * account is touched. On PGlite, stop the server first (one process owns the data directory).
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '#server/config.ts';
import { DataDirLockedError } from '#server/db/lock.ts';
import { LINK_TTL_MS } from '#server/modules/auth/magic-links.ts';
import { openSeedApp, runSeed } from './seed/run-seed.ts';

async function main() {
  // The same configuration as the server: a .env beside package.json, real environment variables first.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const { app, mailbox } = await openSeedApp(config);
  try {
    const started = Date.now();
    const s = await runSeed(app, mailbox);
    console.log(
      [
        `Seeded in ${Math.round((Date.now() - started) / 1000)} s on ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}.`,
        `  Member:        ${s.email} (${s.plan}, ${s.usedSecondsToday} s of AI time used today)`,
        `  Training:      ${s.sessions} sessions, ${s.sets} sets over ${s.weeks} weeks; ${s.records} personal records`,
        `  Plans:         ${s.workoutPlan}; ${s.nutritionPlan}`,
        `  Chat:          ${s.chatMessages} messages with Bruno and Sofía`,
        `  Leaderboard:   ${s.leaderboard.join(', ')} (last 30 days)`,
        '',
        'Start the server (npm start) and open this link to sign in as the demo member',
        `(single use, valid for ${LINK_TTL_MS / 60_000} minutes; run npm run db:seed again for a new one):`,
        '',
        `  ${s.signInLink}`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
