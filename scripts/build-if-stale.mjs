// Builds the web app (dist/client) and the compiled server (dist/server) when either is missing
// or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDir } from './compress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
/** What the web app is built from: a change to any of these (by mtime) rebuilds it. */
const SOURCES = [
  'src/client',
  'src/shared',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.client.json',
  'scripts/prerender.tsx',
  'scripts/compress.mjs',
  'scripts/build-if-stale.mjs',
];

function newestMtime(p, skip = () => false) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return skip(p) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry), skip));
  return newest;
}

const builtServer = path.join(root, 'dist/server/main.js');
const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'package.json',
  'scripts/build-server.mjs',
  'scripts/build-knowledge-index.ts',
];
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/** The compiled server is missing, or older than a source it is built from (tests aside). */
export function serverNeedsBuild() {
  if (!fs.existsSync(builtServer)) return true;
  const built = fs.statSync(builtServer).mtimeMs;
  return SERVER_SOURCES.some((s) => newestMtime(path.join(root, s), isTest) > built);
}

/** Compiles the server (scripts/build-server.mjs) when it is missing or stale. */
export async function buildServerIfStale({ force = false } = {}) {
  if (!force && !serverNeedsBuild()) return;
  console.log('Compiling the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
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
