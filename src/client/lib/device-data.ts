import { forgetDrafts } from './chat-draft.ts';

/**
 * Empties what this browser keeps of the signed-in person: the cached API answers, unsent chat
 * messages and the offline stores (queue, cached data, user data). Called at logout and account
 * deletion, so that the next person to use the browser neither sees nor sends any of it (issue 14,
 * finding 7).
 */
export async function forgetDeviceData(): Promise<void> {
  if ('caches' in window) await caches.delete('forja-api').catch(() => false);
  // Messages typed but not sent (kept for the trip to a pack's checkout).
  forgetDrafts();
  // Loaded on demand: the IndexedDB code stays out of the first script.
  await import('./offline-queue.ts')
    .then((m) => m.clearOfflineData())
    .catch((err: unknown) => console.warn('offline stores not cleared', err));
}
