import { Redis } from 'ioredis';

/** The hot reads kept per user: `/api/usage/today` and the profile row of `/api/profile`. */
export type CachedRead = 'usage' | 'profile';

/**
 * How long a kept read may be served without a write telling this process it changed: a safety net
 * (a change made outside the app, or several processes without Redis). Longer than the 30 s poll,
 * so that most polls of an idle tab are answered from memory.
 */
export const USER_CACHE_MAX_MS = 120_000;
const MAX_USERS = 100_000;

type Entry = { value: unknown; until: number };
type Slot = { version: number; reads: Map<CachedRead, Entry> };

/**
 * The hot reads of each user, served from memory until that user's data changes (decision 012).
 *
 * Every write to what these reads show (minutes used, subscription, packs, profile, account) calls
 * `forget(userId)` once it is committed. A read that was already running when the data changed is
 * not kept (the version check in `load`). With REDIS_URL set, `forget` is published so that every
 * app process drops its copy; without Redis (one process) it stays local. Either way a kept read
 * lives at most USER_CACHE_MAX_MS, and never past the instant it would change by itself (given by
 * the loader: the end of the day, the end of a trial, a pack's expiry).
 */
export class UserCache {
  private readonly slots = new Map<string, Slot>();
  /** Bumped when the map is emptied (size bound): a read that started before is not kept. */
  private epoch = 0;
  private readonly listeners = new Set<(userId: string) => void>();
  private readonly sessionListeners = new Set<(idHash: string) => void>();
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly channel: string;

  constructor(opts: { redisUrl?: string; namespace?: string; onError?: (err: unknown) => void } = {}) {
    this.channel = `${opts.namespace ?? 'forja:'}user-changed`;
    if (opts.redisUrl) {
      const onError = opts.onError ?? (() => {});
      this.publisher = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000 });
      this.subscriber = this.publisher.duplicate();
      this.publisher.on('error', onError);
      this.subscriber.on('error', onError);
      this.subscriber.on('message', (_channel, message: string) => this.receive(message));
      this.subscriber.subscribe(this.channel).catch(onError);
    }
  }

  /** Resolves once other processes' changes reach this one (tests; the app does not wait). */
  async ready(): Promise<void> {
    if (this.subscriber && this.subscriber.status !== 'ready') {
      await new Promise<void>((resolve) => this.subscriber?.once('ready', () => resolve()));
    }
    // A subscription is in place once the subscribe command has been answered.
    await this.subscriber?.subscribe(this.channel);
  }

  /** Called with the id of every user whose data changed (here or in another process). */
  onForget(listener: (userId: string) => void): void {
    this.listeners.add(listener);
  }

  /** Called with the hash of every session that ended (here or in another process). */
  onSessionEnded(listener: (idHash: string) => void): void {
    this.sessionListeners.add(listener);
  }

  /** A session ended (logout, rotation): every process stops accepting its cached lookup. */
  sessionEnded(idHash: string): void {
    for (const listener of this.sessionListeners) listener(idHash);
    this.publish(`session:${idHash}`);
  }

  /**
   * The kept read, or the loader's answer, kept until the instant it returns (capped at
   * USER_CACHE_MAX_MS) unless the user's data changed while it ran.
   */
  async load<T>(userId: string, kind: CachedRead, loader: () => Promise<{ value: T; until?: number }>): Promise<T> {
    const now = Date.now();
    const slot = this.slots.get(userId);
    const hit = slot?.reads.get(kind);
    if (hit && hit.until > now) return hit.value as T;
    const version = slot?.version ?? 0;
    const epoch = this.epoch;
    const { value, until } = await loader();
    const current = this.slots.get(userId);
    if (this.epoch === epoch && (current?.version ?? 0) === version) {
      if (!current) this.bound();
      const target = current ?? { version, reads: new Map() };
      target.reads.set(kind, { value, until: Math.min(until ?? Number.POSITIVE_INFINITY, now + USER_CACHE_MAX_MS) });
      this.slots.set(userId, target);
    }
    return value;
  }

  /** The user's data changed: drop their kept reads here and, with Redis, in every process. */
  forget(userId: string): void {
    this.drop(userId);
    this.publish(`user:${userId}`);
  }

  private publish(message: string): void {
    this.publisher?.publish(this.channel, message).catch(() => {
      // Redis down: the other processes' copies expire on their own (USER_CACHE_MAX_MS, the session cache's 5 s).
    });
  }

  private receive(message: string): void {
    if (message.startsWith('user:')) this.drop(message.slice(5));
    else if (message.startsWith('session:')) for (const listener of this.sessionListeners) listener(message.slice(8));
  }

  private bound(): void {
    if (this.slots.size < MAX_USERS) return;
    this.slots.clear();
    this.epoch++;
  }

  private drop(userId: string): void {
    const slot = this.slots.get(userId);
    if (!slot) this.bound();
    // The slot stays with a new version, so that a read already running is not kept.
    this.slots.set(userId, { version: (slot?.version ?? 0) + 1, reads: new Map() });
    for (const listener of this.listeners) listener(userId);
  }

  async close(): Promise<void> {
    await Promise.all([this.subscriber, this.publisher].map((r) => r?.quit().catch(() => r.disconnect())));
  }
}
