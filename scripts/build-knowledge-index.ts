// The coach's knowledge index as a file, so that a server starts by loading it instead of building
// it (decision 038): node --import tsx scripts/build-knowledge-index.ts [OUT]
// Without OUT, makes sure the cached index of the current sources exists (node_modules/.cache/forja,
// rebuilt when a data file or the code that reads them changed). With OUT, also copies it there:
// the server build writes it beside the compiled server.
import fs from 'node:fs';
import path from 'node:path';
import { cachedIndexPath, openKnowledge, sourceFingerprint } from '#server/modules/coach/knowledge/index.ts';

const started = performance.now();
const fingerprint = sourceFingerprint();
// The cached index of these very sources is taken as it is; otherwise it is built (and cached).
const cached = fingerprint === null ? null : cachedIndexPath(fingerprint);
const { file, built } = cached && fs.existsSync(cached) ? { file: cached, built: false } : openKnowledge();
const out = process.argv[2];
if (out) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.copyFileSync(file, out);
}
console.log(
  `Knowledge index ${built ? 'built' : 'up to date'} (${Math.round(fs.statSync(file).size / 1024)} KB) in ${Math.round(performance.now() - started)} ms${out ? `: ${path.relative(process.cwd(), out)}` : ''}`,
);
