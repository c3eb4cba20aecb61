import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import {
  loadPreviewUsed,
  PREVIEW_USAGE_KEY,
  PREVIEW_USAGE_TTL_MS,
  savePreviewUsed,
  usedAfterReply,
  usedFromRefusal,
} from './preview-usage.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const refusal = (details?: unknown) =>
  new ApiError(429, 'PREVIEW_LIMIT', 'The free preview is limited to 4 messages', '{}', details);

describe('issue 17: the preview’s count survives a reload', () => {
  it('a visitor who used the four messages finds the paywall after a reload', () => {
    const storage = memoryStorage();
    const t0 = Date.UTC(2025, 9, 10, 12);
    expect(loadPreviewUsed(t0, storage)).toBe(0);
    for (const remaining of [3, 2, 1, 0]) savePreviewUsed(usedAfterReply(remaining), t0, storage);
    // The page is loaded again the next day.
    expect(loadPreviewUsed(t0 + 86_400_000, storage)).toBe(4);
  });

  it('forgets the count when the server does: 30 days after the first message', () => {
    const storage = memoryStorage();
    const t0 = Date.UTC(2025, 9, 10, 12);
    savePreviewUsed(1, t0, storage);
    savePreviewUsed(4, t0 + 10 * 86_400_000, storage);
    expect(loadPreviewUsed(t0 + PREVIEW_USAGE_TTL_MS - 1, storage)).toBe(4);
    expect(loadPreviewUsed(t0 + PREVIEW_USAGE_TTL_MS, storage)).toBe(0);
    expect(storage.map.has(PREVIEW_USAGE_KEY)).toBe(false);
  });

  it('takes the count from the server’s refusal (storage cleared, the cookie still counting)', () => {
    expect(usedFromRefusal(refusal({ used: 4, limit: 4, remaining: 0 }))).toBe(4);
    // Refused by the payload check (more than 4 user messages): the limit.
    expect(usedFromRefusal(refusal([{ path: 'messages', message: 'PREVIEW_LIMIT' }]))).toBe(4);
    // Any other failure is an error, not a paywall.
    expect(usedFromRefusal(new ApiError(502, 'AI_UNAVAILABLE', 'down', 'down'))).toBeNull();
    expect(usedFromRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('ignores what it cannot read, and never counts past the limit', () => {
    const storage = memoryStorage();
    storage.setItem(PREVIEW_USAGE_KEY, '{not json');
    expect(loadPreviewUsed(Date.now(), storage)).toBe(0);
    storage.setItem(PREVIEW_USAGE_KEY, JSON.stringify({ used: 99, since: Date.now() }));
    expect(loadPreviewUsed(Date.now(), storage)).toBe(4);
    expect(usedAfterReply(-3)).toBe(4);
    expect(loadPreviewUsed(Date.now(), null)).toBe(0);
  });
});
