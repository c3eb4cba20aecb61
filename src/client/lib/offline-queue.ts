import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** docs/PRODUCT.md#offline-database: the offline database, version 1, three stores. */
export type QueueItem = {
  /** Also the Idempotency-Key of every attempt, the first online one included. */
  id: string;
  /** Whose change this is: replayed only while that user is signed in (issue 14, finding 7). */
  userId: string;
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

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUEUE_EVENT));
}

/**
 * Stores a change made offline; it is replayed in order, with its id as Idempotency-Key. Pass the
 * `id` of a request already tried online, so that the server recognises it if it had arrived.
 */
export async function enqueue(
  item: Pick<QueueItem, 'endpoint' | 'method' | 'data' | 'action' | 'userId'> & { id?: string },
): Promise<QueueItem> {
  const full: QueueItem = { ...item, id: item.id ?? crypto.randomUUID(), synced: false, timestamp: Date.now() };
  await (await db()).put('offline_queue', full);
  announce();
  return full;
}

/** The user's changes still to send, oldest first. */
export async function pendingItems(userId: string): Promise<QueueItem[]> {
  const all = await (await db()).getAll('offline_queue');
  return all.filter((i) => !i.synced && i.userId === userId).sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * Empties the three stores: at logout and account deletion, nothing of one person stays for the
 * next one to use this browser.
 */
export async function clearOfflineData(): Promise<void> {
  const d = await db();
  const tx = d.transaction(['offline_queue', 'cached_data', 'user_data'], 'readwrite');
  await Promise.all([
    tx.objectStore('offline_queue').clear(),
    tx.objectStore('cached_data').clear(),
    tx.objectStore('user_data').clear(),
    tx.done,
  ]);
  announce();
}

export type SyncResult = { synced: number; failed: number; waitingForSignIn: boolean };

/**
 * Replays the signed-in user's unsynced items in order; other users' items are never sent. An OK
 * answer marks an item synced; anything else leaves it queued for the next run (a 401 waits for
 * sign-in). Synced items older than 7 days, and items of no known user (queued before items
 * carried one), are deleted in the same run.
 */
export async function syncQueue(userId: string, fetcher: typeof fetch = fetch): Promise<SyncResult> {
  const d = await db();
  const result: SyncResult = { synced: 0, failed: 0, waitingForSignIn: false };
  for (const item of await pendingItems(userId)) {
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
    if ((item.synced && now - item.timestamp > SYNCED_TTL_MS) || !item.userId) await d.delete('offline_queue', item.id);
  }
  announce();
  return result;
}
