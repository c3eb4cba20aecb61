import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearOfflineData, enqueue, pendingItems, syncQueue } from './offline-queue.ts';

type Sent = { url: string; key: string | null; body: unknown };

/** A server that accepts everything and remembers what it was sent. */
function server() {
  const sent: Sent[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init.body)),
    });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  return { sent, fetcher };
}

const set = (weightKg: number) => ({ sets: [{ exercise: 'Goblet squat', weightKg, reps: 10 }] });

describe('the offline queue', () => {
  it('finding 7: replays only the signed-in user’s items, and logout leaves nothing for the next person', async () => {
    await clearOfflineData();
    await enqueue({ userId: 'ana', endpoint: '/workouts/log', method: 'POST', data: set(20), action: 'log_workout' });
    // Ana signs out while offline; Ben signs in on the same browser.
    const ben = server();
    await enqueue({ userId: 'ben', endpoint: '/workouts/log', method: 'POST', data: set(40), action: 'log_workout' });
    expect(await syncQueue('ben', ben.fetcher)).toMatchObject({ synced: 1, failed: 0 });
    expect(ben.sent.map((s) => s.body)).toEqual([set(40)]);
    expect(await pendingItems('ana')).toHaveLength(1);

    await clearOfflineData();
    expect(await pendingItems('ana')).toEqual([]);
    const later = server();
    await syncQueue('ana', later.fetcher);
    expect(later.sent).toEqual([]);
  });

  it('finding 7: a save first tried online keeps its Idempotency-Key in every replay', async () => {
    await clearOfflineData();
    const key = crypto.randomUUID();
    await enqueue({ id: key, userId: 'ana', endpoint: '/workouts/log', method: 'POST', data: set(25), action: 'x' });
    const s = server();
    await syncQueue('ana', s.fetcher);
    expect(s.sent).toEqual([{ url: '/api/workouts/log', key, body: set(25) }]);
  });

  it('drops items that belong to no one (queued before items carried their user)', async () => {
    await clearOfflineData();
    await enqueue({ userId: '', endpoint: '/workouts/log', method: 'POST', data: set(30), action: 'log_workout' });
    const s = server();
    await syncQueue('ana', s.fetcher);
    expect(s.sent).toEqual([]);
    expect(await pendingItems('')).toEqual([]);
  });
});
