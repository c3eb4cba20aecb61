import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { IMPORT_READ_BUDGET_MS, type TImportProblem, type TImportRequest } from '#shared/contracts/workout-import.ts';
import { AppError } from '../../../errors.ts';
import { startWorker } from '../../../workers.ts';
import type { Identity } from '../identity-of.ts';
import { ImportProblem } from './parse-export.ts';
import type { ReadFile, SetTable } from './read-file.ts';

/**
 * What the server's thread asks a reader thread (`read-worker.ts`): the request's body as it came
 * (JSON of `TImportRequest`), parsed there too, and the member's time zone.
 */
export type ReadJob = { id: number; body: Uint8Array; timeZone: string; now: number };

/** What a reader thread answers: the file read, or why it is refused. */
export type ReadMessage =
  | { id: number; type: 'invalid'; message: string; details: { path: string; message: string }[] }
  | { id: number; type: 'done'; meta: ReadFile['meta']; sets: SetTable; identities: [string, Identity][] }
  | { id: number; type: 'problem'; problem: TImportProblem }
  | { id: number; type: 'failed'; message: string };

type Task = { job: ReadJob; resolve: (read: ReadFile) => void; reject: (err: unknown) => void };

/**
 * Reads import files off the server's thread (issue 25, finding 1): a 10 MB file is some 100,000
 * rows to check and up to 2,000 names to match, seconds of work during which no other request
 * would be answered. Worker threads (one, or two with more than two cores) do it, one file each at
 * a time, the others waiting in turn; a file that takes longer than the budget is given up (its
 * thread ended, a new one started for the next) and refused as `tooSlow`.
 */
export class ImportReader {
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private busy = 0;
  private nextId = 1;
  private closed = false;
  private readonly size: number;
  private readonly budgetMs: number;

  constructor(options: { budgetMs?: number; threads?: number } = {}) {
    this.budgetMs = options.budgetMs ?? IMPORT_READ_BUDGET_MS;
    this.size = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  }

  /**
   * The file read: every row checked, each set's key, each name's identity; an `ImportProblem` when
   * the file is refused, an AppError when the body is not an import request. `body`: the request's
   * body as it came (its bytes are handed to the worker, not copied), or the request itself.
   */
  read(body: Uint8Array | TImportRequest, timeZone: string): Promise<ReadFile> {
    if (this.closed) return Promise.reject(new Error('the import reader is closed'));
    const bytes = body instanceof Uint8Array ? body : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, body: bytes, timeZone, now: Date.now() };
      this.queue.push({ job, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the import reader is closed'));
    await Promise.all(this.idle.splice(0).map((w) => w.terminate()));
  }

  private next(): void {
    while (this.queue.length > 0 && (this.idle.length > 0 || this.busy < this.size)) {
      const task = this.queue.shift() as Task;
      const worker = this.idle.pop() ?? startWorker(new URL('./read-worker.ts', import.meta.url));
      this.busy++;
      this.run(worker, task);
    }
  }

  private run(worker: Worker, task: Task): void {
    let settled = false;
    const finish = (keep: boolean) => {
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.busy--;
      if (keep && !this.closed) {
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      this.next();
    };
    const timer = setTimeout(() => {
      finish(false);
      task.reject(new ImportProblem('tooSlow', null));
    }, this.budgetMs);
    const onMessage = (m: ReadMessage) => {
      if (m.id !== task.job.id) return;
      finish(true);
      if (m.type === 'done') {
        task.resolve({ meta: m.meta, sets: m.sets, identities: new Map(m.identities) });
      } else if (m.type === 'invalid') {
        task.reject(
          m.details.length > 0
            ? new AppError('VALIDATION_FAILED', m.message, m.details)
            : new AppError('BAD_REQUEST', m.message),
        );
      } else if (m.type === 'problem') {
        const p = m.problem;
        task.reject(new ImportProblem(p.reason, p.line, p.column, p.value));
      } else task.reject(new Error(`reading the file failed: ${m.message}`));
    };
    const onError = (err: unknown) => {
      finish(false);
      task.reject(err);
    };
    const onExit = (code: number) => {
      if (settled) return;
      finish(false);
      task.reject(new Error(`the import reader stopped (exit ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.ref();
    // The body's memory moves to the worker when it is the body's alone (a large body is), else a copy.
    const { body } = task.job;
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const bytes = own ? body : body.slice();
    worker.postMessage({ ...task.job, body: bytes }, [bytes.buffer as ArrayBuffer]);
  }
}
