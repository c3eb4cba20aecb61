import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData, enqueue, OFFLINE_DB, pendingItems, syncQueue } from './offline-queue.ts';
import { runOfflineSync, syncToast } from './offline-sync.ts';

const set = (weightKg: number) => ({ sets: [{ exercise: 'Goblet squat', weightKg, reps: 10 }] });
const item = (weightKg: number) => ({
  userId: 'ana',
  endpoint: '/workouts/log',
  method: 'POST' as const,
  data: set(weightKg),
  action: 'log_workout',
});

/** Answers each request in turn: true for 200, false for 422, 'network' for a failed fetch. */
function serverAnswering(...answers: (boolean | 'network')[]) {
  const fetcher = vi.fn(async () => {
    const next = answers.shift();
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: next ? 200 : 422 });
  }) as unknown as typeof fetch;
  return { syncQueue: (userId: string) => syncQueue(userId, fetcher), fetcher };
}

async function allRows() {
  const db = await openDB(OFFLINE_DB, 1);
  const rows = await db.getAll('offline_queue');
  db.close();
  return rows;
}

afterEach(() => vi.restoreAllMocks());

describe('issue 17: what a sync run tells the person', () => {
  it('a single failing change is only logged and stays queued: no red toast', async () => {
    await clearOfflineData();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await enqueue(item(20));
    await enqueue(item(22));
    const server = serverAnswering(true, false);
    expect(await runOfflineSync('ana', async () => server)).toBe('partial');
    expect(warn).toHaveBeenCalledWith('offline item not synced', 'log_workout', 422);
    expect((await pendingItems('ana')).map((i) => i.data)).toEqual([set(22)]);

    // A network failure for the one left is the same: logged, kept, tried again next time.
    expect(await runOfflineSync('ana', async () => serverAnswering('network'))).toBe('partial');
    expect(await pendingItems('ana')).toHaveLength(1);
    expect(await runOfflineSync('ana', async () => serverAnswering(true))).toBe('synced');
    expect(await pendingItems('ana')).toHaveLength(0);
  });

  it('the red error is for a run that fails as a whole', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = async () => ({
      syncQueue: async () => {
        throw new DOMException('The database connection is closing.', 'InvalidStateError');
      },
    });
    expect(await runOfflineSync('ana', broken)).toBe('failed');
    expect(error).toHaveBeenCalled();
    // The queue's code could not even be loaded.
    expect(
      await runOfflineSync('ana', async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      }),
    ).toBe('failed');
  });

  it('says nothing when nothing was waiting, and still purges synced items older than 7 days', async () => {
    await clearOfflineData();
    const t0 = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(t0);
    await enqueue(item(30));
    expect(await runOfflineSync('ana', async () => serverAnswering(true))).toBe('synced');
    expect(await allRows()).toHaveLength(1);

    // Eight days later, with nothing waiting: the run still happens, and the synced item goes.
    clock.mockReturnValue(t0 + 8 * 86_400_000);
    const server = serverAnswering();
    expect(await runOfflineSync('ana', async () => server)).toBe('nothing');
    expect(server.fetcher).not.toHaveBeenCalled();
    expect(await allRows()).toEqual([]);
  });

  it('maps each outcome to docs/PRODUCT.md’s toasts', () => {
    expect(syncToast('synced')).toEqual({ variant: 'success', key: 'offline.sync_success' });
    expect(syncToast('failed')).toEqual({ variant: 'destructive', key: 'offline.sync_error' });
    expect(syncToast('partial')).toBeNull();
    expect(syncToast('nothing')).toBeNull();
  });
});
