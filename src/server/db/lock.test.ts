import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('PGlite data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = tmp();
    const release = acquireDataDirLock(dir);
    // Pretend another live process holds it: our parent.
    fs.writeFileSync(path.join(dir, 'forja.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'forja.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'forja.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'forja.lock'), '999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'forja.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('makes a second server process on the same directory exit with a clear message', async () => {
    const dir = tmp();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/is in use by another Forja process/);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dir, 'forja.lock'))).toBe(false);
  });
});
