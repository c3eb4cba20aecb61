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
    expect(fs.readFileSync(path.join(dir, 'forja.lock'), 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it('finding 14: of processes taking over one stale lock at once, exactly one wins', async () => {
    // Each child takes over a stale lock in each of ROUNDS directories at agreed instants (spinning
    // until then so that they collide), prints what it got, and holds what it won until told to exit.
    const ROUNDS = 12;
    const CHILDREN = 6;
    const lockDirs = Array.from({ length: ROUNDS }, () => {
      const d = tmp();
      fs.writeFileSync(path.join(d, 'forja.lock'), '999999');
      return d;
    });
    const script = path.join(tmp(), 'take-over.mjs');
    fs.writeFileSync(
      script,
      `const { acquireDataDirLock } = await import(process.argv[2]);
const dirs = JSON.parse(process.argv[3]);
const results = [];
for (const [i, dir] of dirs.entries()) {
  const at = Number(process.argv[4]) + i * 150;
  while (Date.now() < at) {}
  try { acquireDataDirLock(dir); results.push('won'); } catch (err) { results.push(err.name); }
}
console.log(JSON.stringify(results));
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));`,
    );
    const lockModule = new URL('./lock.ts', import.meta.url).href;
    const startAt = Date.now() + 4000;
    const children = Array.from({ length: CHILDREN }, () =>
      spawn(process.execPath, ['--import', 'tsx', script, lockModule, JSON.stringify(lockDirs), String(startAt)], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    try {
      const outcomes = await Promise.all(
        children.map(
          (child) =>
            new Promise<string[]>((resolve, reject) => {
              let out = '';
              child.stdout.on('data', (d) => {
                out += d;
                if (out.includes('\n')) resolve(JSON.parse(out));
              });
              child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
            }),
        ),
      );
      for (let round = 0; round < ROUNDS; round++) {
        const got = outcomes.map((o) => o[round]);
        expect(
          got.filter((g) => g === 'won'),
          `round ${round}: ${got.join(', ')}`,
        ).toHaveLength(1);
        expect(got.filter((g) => g !== 'won').every((g) => g === 'DataDirLockedError')).toBe(true);
      }
    } finally {
      for (const child of children) child.stdin.end();
      await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
    }
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
