import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a module of src/server, given by the URL of its TypeScript source.
 * The compiled server has that module compiled at its mirrored place (`scripts/build-server.mjs`:
 * x.ts → x.js); from the sources, the TypeScript module runs through tsx (`ts-worker.mjs`).
 */
export function startWorker(source: URL): Worker {
  const compiled = new URL(source.href.replace(/\.ts$/, '.js'));
  if (fs.existsSync(fileURLToPath(compiled))) return new Worker(compiled);
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { entry: source.href } });
}
