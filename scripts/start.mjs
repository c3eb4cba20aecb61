// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (which applies migrations). The server runs in this process so that signals reach it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = Math.max(newestMtime(path.join(root, 'src/client')), newestMtime(path.join(root, 'src/shared')));
  return sources > built;
}

if (needsBuild()) {
  console.log('Building the web app…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
