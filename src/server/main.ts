import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, localModeNotice } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';

async function main() {
  // A .env file beside package.json is optional; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hung request must not keep the process (and the PGlite lock) forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Forja is ready at ${config.appUrl}`);
  const notice = localModeNotice(config);
  if (notice) app.log.warn(notice);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
