import { forgetDrafts } from './chat-draft.ts';

/** Who the data kept on this device belongs to (a user id), so that another member never sees it. */
const OWNER_KEY = 'forja-device-owner';
/** Keys of the browser's storage that hold a person's data (decision 041, finding 8). */
const PERSONAL_SESSION_KEYS = ['onboarding-form'];
const PERSONAL_LOCAL_KEYS = ['selected-agent', OWNER_KEY];
/** Per-user stores: the guided session and the set logger (`<prefix><userId>`). */
const PERSONAL_LOCAL_PREFIXES = ['forja-session:', 'forja-logger:'];

function removeKeys(storage: Storage | undefined, exact: string[], prefixes: string[] = []) {
  if (!storage) return;
  try {
    for (const key of exact) storage.removeItem(key);
    const matching: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && prefixes.some((p) => key.startsWith(p))) matching.push(key);
    }
    for (const key of matching) storage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept there either
  }
}

const safe = <T>(get: () => T): T | undefined => {
  try {
    return get();
  } catch {
    return undefined;
  }
};

/**
 * Empties what this browser keeps of the signed-in person: the cached API answers, unsent chat
 * messages, the offline stores (queue, cached data, user data), the onboarding form, the guided
 * session and set logger, the coach picked. Called at logout, account deletion, a confirmed account
 * switch and when another member signs in, so that the next person to use the browser neither sees
 * nor sends any of it (issue 14, finding 7; issue 25, findings 6 and 8).
 */
export async function forgetDeviceData(): Promise<void> {
  if ('caches' in window) await caches.delete('forja-api').catch(() => false);
  // Messages typed but not sent (kept for the trip to a pack's checkout).
  forgetDrafts();
  removeKeys(
    safe(() => window.sessionStorage),
    PERSONAL_SESSION_KEYS,
  );
  removeKeys(
    safe(() => window.localStorage),
    PERSONAL_LOCAL_KEYS,
    PERSONAL_LOCAL_PREFIXES,
  );
  // Loaded on demand: the IndexedDB code stays out of the first script.
  await import('./offline-queue.ts')
    .then((m) => m.clearOfflineData())
    .catch((err: unknown) => console.warn('offline stores not cleared', err));
}

/**
 * The device's data belongs to `userId` from now on: when it was another member's (a session that
 * expired, then someone else signed in on this browser), it is forgotten first. A device with no
 * owner recorded was emptied at logout, or holds only this member's own (per-user stores).
 */
export async function claimDevice(userId: string): Promise<void> {
  const storage = safe(() => window.localStorage);
  const owner = safe(() => storage?.getItem(OWNER_KEY));
  if (owner === userId) return;
  if (owner) await forgetDeviceData();
  safe(() => storage?.setItem(OWNER_KEY, userId));
}
