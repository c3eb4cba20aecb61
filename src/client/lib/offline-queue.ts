import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** SPEC.md section 3: the offline database, version 1, three stores. */
export type QueueItem = {
  id: string;
  endpoint: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data: unknown;
  action: string;
  synced: boolean;
  timestamp: number;
  /** The last answer that was not OK (kept to show the person). */
  lastStatus?: number;
};

interface OfflineDb extends DBSchema {
  offline_queue: { key: string; value: QueueItem };
  cached_data: { key: string; value: { key: string; value: unknown; updatedAt: number } };
  user_data: { key: string; value: { key: string; value: unknown } };
}

export const OFFLINE_DB = 'forja-offline';
export const QUEUE_EVENT = 'forja:queuechange';
const SYNCED_TTL_MS = 7 * 86_400_000;

let dbPromise: Promise<IDBPDatabase<OfflineDb>> | null = null;
function db() {
  dbPromise ??= openDB<OfflineDb>(OFFLINE_DB, 1, {
    upgrade(d) {
      d.createObjectStore('offline_queue', { keyPath: 'id' });
      d.createObjectStore('cached_data', { keyPath: 'key' });
      d.createObjectStore('user_data', { keyPath: 'key' });
    },
  });
  return dbPromise;
}

/** Stores a change made offline; it is replayed in order, with its id as Idempotency-Key. */
export async function enqueue(item: Pick<QueueItem, 'endpoint' | 'method' | 'data' | 'action'>): Promise<QueueItem> {
  const full: QueueItem = { ...item, id: crypto.randomUUID(), synced: false, timestamp: Date.now() };
  await (await db()).put('offline_queue', full);
  window.dispatchEvent(new Event(QUEUE_EVENT));
  return full;
}

export async function pendingItems(): Promise<QueueItem[]> {
  const all = await (await db()).getAll('offline_queue');
  return all.filter((i) => !i.synced).sort((a, b) => a.timestamp - b.timestamp);
}

export type SyncResult = { synced: number; failed: number; waitingForSignIn: boolean };

/**
 * Replays unsynced items in order. An OK answer marks an item synced; anything else leaves it
 * queued for the next run (a 401 waits for sign-in). Synced items older than 7 days are deleted
 * in the same run.
 */
export async function syncQueue(fetcher: typeof fetch = fetch): Promise<SyncResult> {
  const d = await db();
  const result: SyncResult = { synced: 0, failed: 0, waitingForSignIn: false };
  for (const item of await pendingItems()) {
    try {
      const res = await fetcher(`/api${item.endpoint}`, {
        method: item.method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.id },
        body: JSON.stringify(item.data),
      });
      if (res.ok) {
        await d.put('offline_queue', { ...item, synced: true, lastStatus: res.status });
        result.synced++;
      } else {
        await d.put('offline_queue', { ...item, lastStatus: res.status });
        if (res.status === 401) result.waitingForSignIn = true;
        result.failed++;
        console.warn('offline item not synced', item.action, res.status);
      }
    } catch (err) {
      result.failed++;
      console.warn('offline item not synced', item.action, err);
    }
  }
  const now = Date.now();
  for (const item of await d.getAll('offline_queue')) {
    if (item.synced && now - item.timestamp > SYNCED_TTL_MS) await d.delete('offline_queue', item.id);
  }
  window.dispatchEvent(new Event(QUEUE_EVENT));
  return result;
}
