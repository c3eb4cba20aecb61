// `npm start`: build the web app and compile the server when either is missing or stale, then run
// the compiled server (dist/server/main.js, plain JavaScript: no TypeScript compiler at run time)
// in this process (it applies migrations), so that signals reach it directly.
import { existsSync } from 'node:fs';
import { buildIfStale, buildServerIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
  await buildServerIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Read .env here too (main.js reads it again, harmlessly: set variables win), so that a
// NODE_ENV written there counts as the operator's, like one in the environment.
if (existsSync('.env')) process.loadEnvFile('.env');
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  // Our default, not the operator declaring a real deployment: config.ts then allows the embedded
  // mail-to-log and local checkout (it refuses them when the operator sets NODE_ENV=production).
  process.env.FORJA_DEFAULT_NODE_ENV = '1';
}
// Stack traces point into src/ through dist/server/main.js.map.
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
