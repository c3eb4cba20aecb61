import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_CACHE_MAX_MS, UserCache } from './user-cache.ts';

describe('UserCache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a kept read until the user changes', async () => {
    const cache = new UserCache();
    let reads = 0;
    const load = () => cache.load('u1', 'usage', async () => ({ value: ++reads }));
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    cache.forget('u1');
    expect(await load()).toBe(2);
    // Other users and other kinds are kept apart.
    expect(await cache.load('u2', 'usage', async () => ({ value: 'other' }))).toBe('other');
    expect(await cache.load('u1', 'profile', async () => ({ value: 'profile' }))).toBe('profile');
  });

  it('does not keep a read that was running when the user changed', async () => {
    const cache = new UserCache();
    let release: (() => void) | undefined;
    const slow = cache.load<string>('u1', 'usage', () => new Promise((r) => (release = () => r({ value: 'before' }))));
    await vi.waitFor(() => expect(release).toBeDefined());
    cache.forget('u1');
    release?.();
    expect(await slow).toBe('before');
    expect(await cache.load('u1', 'usage', async () => ({ value: 'after' }))).toBe('after');
  });

  it('keeps a read no longer than its loader says, nor than USER_CACHE_MAX_MS', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new UserCache();
    let reads = 0;
    const until = Date.now() + 1000;
    const short = () => cache.load('u1', 'usage', async () => ({ value: ++reads, until }));
    expect(await short()).toBe(1);
    vi.setSystemTime(until - 1);
    expect(await short()).toBe(1);
    vi.setSystemTime(until);
    expect(await short()).toBe(2);

    const long = () => cache.load('u2', 'usage', async () => ({ value: ++reads }));
    const first = await long();
    vi.setSystemTime(Date.now() + USER_CACHE_MAX_MS - 1);
    expect(await long()).toBe(first);
    vi.setSystemTime(Date.now() + 1);
    expect(await long()).toBe(first + 1);
  });

  it('tells listeners which user changed', () => {
    const cache = new UserCache();
    const seen: string[] = [];
    cache.onForget((id) => seen.push(id));
    cache.forget('u7');
    expect(seen).toEqual(['u7']);
  });
});
