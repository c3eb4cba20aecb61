// A worker thread's entry when the server runs from its TypeScript sources (tests, `npm run dev`,
// the scripts): tsx is registered in the worker, then the module named by `workerData.entry` runs.
// The compiled server starts its workers from their compiled bundles instead (src/server/workers.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
