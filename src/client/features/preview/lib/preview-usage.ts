import { ApiError } from '#client/lib/api.ts';
import { PREVIEW_MAX_USER_MESSAGES } from '#shared/catalog/limits.ts';

/**
 * How many of the free preview's messages this visitor has used, as the server last said. The
 * server counts them for 30 days (a cookie, preview_visitors); the page keeps its last answer in
 * localStorage so that a reload shows the paywall at once, without asking (decision 023). When the
 * two disagree (storage cleared), the server's PREVIEW_LIMIT answer carries the count.
 */
export const PREVIEW_USAGE_KEY = 'preview-usage';
/** The server's cookie and row last 30 days from the first message. */
export const PREVIEW_USAGE_TTL_MS = 30 * 86_400_000;

type Stored = { used: number; since: number };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const clamp = (n: number) => Math.min(PREVIEW_MAX_USER_MESSAGES, Math.max(0, Math.floor(n)));

function read(storage: Store | null): Stored | null {
  try {
    const v = JSON.parse(storage?.getItem(PREVIEW_USAGE_KEY) ?? 'null') as Partial<Stored> | null;
    if (!v || typeof v.used !== 'number' || typeof v.since !== 'number') return null;
    return { used: clamp(v.used), since: v.since };
  } catch {
    return null;
  }
}

/** The messages used, 0 when nothing is stored or the 30 days are over. */
export function loadPreviewUsed(now = Date.now(), storage: Store | null = store()): number {
  const v = read(storage);
  if (!v) return 0;
  if (now - v.since >= PREVIEW_USAGE_TTL_MS) {
    try {
      storage?.removeItem(PREVIEW_USAGE_KEY);
    } catch {
      // storage unavailable
    }
    return 0;
  }
  return v.used;
}

/** Stores the server's count; the 30 days run from the first stored message, as on the server. */
export function savePreviewUsed(used: number, now = Date.now(), storage: Store | null = store()): void {
  try {
    const since = read(storage)?.since ?? now;
    storage?.setItem(PREVIEW_USAGE_KEY, JSON.stringify({ used: clamp(used), since } satisfies Stored));
  } catch {
    // storage unavailable: the server still counts
  }
}

/** The count after a reply: the server says how many are left. */
export function usedAfterReply(remaining: number): number {
  return clamp(PREVIEW_MAX_USER_MESSAGES - remaining);
}

/** The count a refusal carries (PREVIEW_LIMIT), or null for any other failure. */
export function usedFromRefusal(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== 'PREVIEW_LIMIT') return null;
  const used = (err.details as { used?: unknown } | undefined)?.used;
  return typeof used === 'number' ? clamp(used) : PREVIEW_MAX_USER_MESSAGES;
}
