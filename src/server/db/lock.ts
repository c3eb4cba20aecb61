import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Forja process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner's pid: the first word of the lock file (files of older versions hold only the pid). */
function ownerOf(content: string): number {
  return Number.parseInt(content.trim().split(/\s+/)[0] ?? '', 10);
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleepMs = (ms: number) => Atomics.wait(pause, 0, 0, ms);

/**
 * Removes the stale lock `judged` (its content when found stale), under a takeover guard so
 * that of processes judging it stale at once only one removes it, and only while it is still
 * that file: one that looked later would otherwise delete the winner's fresh lock. Returns
 * false when another process holds the guard.
 */
function removeStale(dir: string, lockPath: string, claim: string, judged: string): boolean {
  const guardPath = `${lockPath}.takeover`;
  try {
    fs.linkSync(claim, guardPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const guard = readIfPresent(guardPath);
    const holder = guard === undefined ? Number.NaN : ownerOf(guard);
    // A live holder is a few system calls from done. A dead one stopped between them (killed at
    // that instant): which lock it meant is unknown, so a person decides.
    if (guard !== undefined && !(holder !== process.pid && isAlive(holder))) {
      throw new Error(
        `A Forja process (pid ${holder}) stopped while taking over the stale lock of ${dir}. ` +
          `If no Forja process uses ${dir}, delete ${lockPath} and ${guardPath}, then start again.`,
      );
    }
    return false;
  }
  try {
    if (readIfPresent(lockPath) === judged) fs.unlinkSync(lockPath);
  } finally {
    fs.unlinkSync(guardPath);
  }
  return true;
}

/**
 * PGlite does not lock its directory, and two processes writing to it would
 * corrupt it. Take an exclusive lock file holding our pid; a stale lock (its
 * process is gone) is taken over by exactly one of the processes starting at
 * once. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'forja.lock');
  // The lock is written in full beside it, then linked into place: link() fails if the name
  // exists, so taking it is atomic, and nobody ever reads a half-written lock. The random part
  // tells this lock from an older one that held the same pid.
  const content = `${process.pid} ${randomUUID()}\n`;
  const claim = `${lockPath}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(claim, content, { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 400; attempt++) {
      try {
        fs.linkSync(claim, lockPath);
        return releaseFn(lockPath);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const held = readIfPresent(lockPath);
      if (held === undefined) continue; // released in between: try again
      const owner = ownerOf(held);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      if (!removeStale(dir, lockPath, claim, held)) sleepMs(5);
    }
  } finally {
    fs.rmSync(claim, { force: true });
  }
  throw new Error(`Could not lock ${dir}`);
}

function releaseFn(lockPath: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (ownerOf(fs.readFileSync(lockPath, 'utf8')) === process.pid) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}
