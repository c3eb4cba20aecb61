import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-build-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Starts the compiled server and resolves with its address once it listens. */
function start(entry: string, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      cwd,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(cwd, 'data'),
        CLIENT_DIST: path.join(cwd, 'no-client'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      const listening = out.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

describe('the compiled server', () => {
  it('runs as plain JavaScript and finds every file it reads at run time', async () => {
    // A project folder of its own: drizzle/ and node_modules/ beside dist/, as in the checkout.
    fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }\n');
    fs.symlinkSync(path.join(root, 'drizzle'), path.join(tmp, 'drizzle'));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
    const outDir = path.join(tmp, 'dist/server');
    const reads: { from: string; target: string }[] = await buildServer({ outDir });

    // Every read relative to import.meta.url was followed, and lands on a file of the build.
    expect(reads.map((r) => path.relative(root, r.from)).sort()).toEqual([
      'src/server/db/client.ts',
      'src/server/modules/coach/knowledge/index.ts',
      'src/server/modules/coach/understanding/entities.ts',
      // The intent classifier's corpus folder and its saved model.
      'src/server/modules/coach/understanding/intents/intent-classifier.ts',
      'src/server/modules/coach/understanding/intents/intent-classifier.ts',
      'src/server/modules/progress/import/read-export.ts',
      'src/server/workers.ts',
    ]);
    expect(fs.existsSync(path.join(tmp, 'dist/server/modules/coach/knowledge/data/exercise-aliases.json'))).toBe(true);
    // The knowledge index is built with the server and loaded at its start (decision 038).
    expect(fs.existsSync(path.join(tmp, 'dist/server/modules/coach/knowledge/knowledge-index.json'))).toBe(true);
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from "(#|\.{1,2}\/)/);
    expect(bundle).not.toMatch(/\btsx\b/);

    // The import reader's worker thread is a bundle of its own, beside its source's mirrored place.
    const readerEntry = path.join(outDir, 'modules/progress/import/read-worker.js');
    expect(fs.readFileSync(readerEntry, 'utf8')).not.toMatch(/from "(#|\.{1,2}\/)|\btsx\b/);
    const reader = new Worker(readerEntry);
    const answer = await new Promise<{ type: string; identities: [string, { exerciseId: string | null }][] }>(
      (resolve, reject) => {
        reader.on('message', (m) => m.type !== 'sets' && resolve(m));
        reader.once('error', reject);
        // The request's body as it came (the worker parses and checks it): `{ csv, unit? }`.
        const csv =
          'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n2024-03-02 18:00:00,W,1h,Bench Press (Barbell),1,80,5,0,0,8\n';
        const body = new TextEncoder().encode(JSON.stringify({ csv }));
        reader.postMessage({ id: 1, body, timeZone: 'Europe/Madrid', now: Date.now() });
      },
    );
    await reader.terminate();
    expect(answer.type).toBe('done');
    expect(answer.identities).toEqual([
      ['bench press (barbell)', expect.objectContaining({ exerciseId: 'bench_press' })],
    ]);

    const base = await start(path.join(outDir, 'main.js'), tmp);
    const ready = await fetch(`${base}/api/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });

    // The preview coach answers from the knowledge base (JSON read at run time) and names the
    // exercise through the aliases file.
    const res = await fetch(`${base}/api/preview-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        selectedAgent: { category: 'strength', style: 'hypertrophy' },
        language: 'en',
        messages: [{ role: 'user', content: 'How many sets per week should I do for chest?' }],
      }),
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text).message).toMatch(/10\D{1,3}20 hard sets/);
  }, 120_000);
});
