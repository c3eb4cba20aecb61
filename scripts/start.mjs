// `npm start`: build the web app when it is missing or stale, then run the server in this
// process (it applies migrations), so that signals reach it directly.
import { existsSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Read .env here too (main.ts reads it again, harmlessly: set variables win), so that a
// NODE_ENV written there counts as the operator's, like one in the environment.
if (existsSync('.env')) process.loadEnvFile('.env');
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  // Our default, not the operator declaring a real deployment: config.ts then allows the embedded
  // mail-to-log and local checkout (it refuses them when the operator sets NODE_ENV=production).
  process.env.FORJA_DEFAULT_NODE_ENV = '1';
}
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
