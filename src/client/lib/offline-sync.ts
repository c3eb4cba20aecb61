import type { SyncResult } from './offline-queue.ts';

/**
 * One sync run of the offline queue and what it tells the person (docs/PRODUCT.md sections 4 and 8):
 * - `synced`: every queued change was sent: 'Offline changes synced successfully!';
 * - `partial`: some changes were refused or the network failed for them: each is only logged and
 *   stays queued for the next run; nothing is shown;
 * - `failed`: the run itself failed (the queue could not be read or written): the red
 *   'Failed to sync some offline changes';
 * - `nothing`: nothing was waiting.
 * Every run purges synced items older than 7 days, also a run with nothing to send (issue 17).
 */
export type SyncOutcome = 'nothing' | 'synced' | 'partial' | 'failed';

export type QueueApi = { syncQueue: (userId: string) => Promise<SyncResult> };

/** The offline queue's code, loaded on demand: IndexedDB is not needed for the first paint. */
const loadQueue = (): Promise<QueueApi> => import('./offline-queue.ts');

export async function runOfflineSync(userId: string, queue: () => Promise<QueueApi> = loadQueue): Promise<SyncOutcome> {
  try {
    const { syncQueue } = await queue();
    const res = await syncQueue(userId);
    if (res.synced + res.failed === 0) return 'nothing';
    return res.failed === 0 ? 'synced' : 'partial';
  } catch (err) {
    console.error('offline sync failed', err);
    return 'failed';
  }
}

/** The toast of an outcome (translation keys), or null: a partial run is only logged. */
export function syncToast(outcome: SyncOutcome): { variant: 'success' | 'destructive'; key: string } | null {
  if (outcome === 'synced') return { variant: 'success', key: 'offline.sync_success' };
  if (outcome === 'failed') return { variant: 'destructive', key: 'offline.sync_error' };
  return null;
}
