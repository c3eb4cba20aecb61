// `npm run dev`: the API on :3001 (restarts on change) and Vite with hot reload on :5173, which
// proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-if-stale.mjs';

const env = {
  ...process.env,
  PORT: '3001',
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  NODE_ENV: 'development',
};
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const web = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
  cwd: root,
  stdio: 'inherit',
});
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  if (code) web.kill('SIGTERM');
});
