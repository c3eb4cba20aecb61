import { parentPort } from 'node:worker_threads';
import { ZImportRequest } from '#shared/contracts/workout-import.ts';
import { ImportProblem } from './parse-export.ts';
import type { ReadJob, ReadMessage } from './read-export.ts';
import { readFile } from './read-file.ts';

/**
 * A worker thread that reads import files (`read-export.ts` starts it): the request's body is parsed
 * and checked here (10 MB of JSON), then the file. The sets go back as columns whose memory is handed
 * over, not copied.
 */
const port = parentPort;
port?.on('message', (job: ReadJob) => {
  const send = (message: ReadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  try {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength).toString('utf8'));
    } catch {
      send({ id: job.id, type: 'invalid', message: 'The body is not valid JSON', details: [] });
      return;
    }
    const request = ZImportRequest.safeParse(json);
    if (!request.success) {
      const details = request.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = details[0];
      send({
        id: job.id,
        type: 'invalid',
        message: `Invalid body: ${first?.path || 'value'} ${first?.message}`,
        details,
      });
      return;
    }
    const { csv, unit } = request.data;
    const { meta, sets, identities } = readFile({ csv, unit, timeZone: job.timeZone, now: new Date(job.now) });
    const columns = [sets.name, sets.start, sets.performedAt, sets.weightKg, sets.reps, sets.rir, sets.seconds];
    send(
      { id: job.id, type: 'done', meta, sets, identities: [...identities] },
      columns.map((c) => c.buffer as ArrayBuffer),
    );
  } catch (err) {
    if (err instanceof ImportProblem) send({ id: job.id, type: 'problem', problem: err.problem });
    else send({ id: job.id, type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});
