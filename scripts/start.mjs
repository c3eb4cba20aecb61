// `npm start`: build the web app when it is missing or stale, then run the server in this
// process (it applies migrations), so that signals reach it directly.
import { buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
