// Builds the web app when dist/client is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDir } from './compress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'package.json'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function needsBuild() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function buildIfStale({ force = false } = {}) {
  if (!force && !needsBuild()) return;
  console.log('Building the web app…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error('The web app failed to build.');
  }
  const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.tsx'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prerender.status !== 0) throw new Error('The landing page failed to prerender.');
  compressDir(path.join(root, 'dist/client'));
}
