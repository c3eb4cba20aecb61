import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, idempotencyKeys, workoutSets } from '../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/harness.ts';
import { onboardedUser, subscribe } from '../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const body = { sets: [{ exercise: 'Push-up', weightKg: 0, reps: 15 }] };

describe('Idempotency-Key', () => {
  it('applies a key once, replays the stored answer, refuses another body and a duplicate in flight', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'idem@example.com');
    const send = (key: string, payload: object = body) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/workouts/log',
        payload,
        headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': key },
      });
    const first = await send('queue-item-0001');
    expect(first.statusCode).toBe(200);
    const replay = await send('queue-item-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, userId))).toHaveLength(1);

    const other = await send('queue-item-0001', { sets: [{ exercise: 'Squat', weightKg: 50, reps: 5 }] });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');

    const racing = await Promise.all(Array.from({ length: 5 }, () => send('queue-item-0002')));
    const statuses = racing.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, userId))).toHaveLength(2);
    expect((await send('bad key!')).statusCode).toBe(400);
  });

  it('finding 13: a key whose request died is taken over once its 60 s lease has passed', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'idem-lease@example.com');
    const send = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/workouts/log',
        payload: body,
        headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': key },
      });
    expect((await send('lease-probe-0001')).statusCode).toBe(200);
    const [probe] = await ctx.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, '%:lease-probe-0001'));
    if (!probe) throw new Error('no key stored');
    // Two requests that died after claiming their key (same request, nothing applied): one 10 s ago, one 61 s ago.
    const died = (key: string, secondsAgo: number) =>
      ctx.db.insert(idempotencyKeys).values({
        key: probe.key.replace('lease-probe-0001', key),
        userId,
        requestHash: probe.requestHash,
        createdAt: new Date(Date.now() - secondsAgo * 1000),
      });
    await died('died-recently-01', 10);
    await died('died-long-ago-01', 61);

    const recent = await send('died-recently-01');
    expect(recent.statusCode).toBe(409);
    expect(recent.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');

    const retries = await Promise.all([send('died-long-ago-01'), send('died-long-ago-01'), send('died-long-ago-01')]);
    expect(retries.map((r) => r.statusCode).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(retries.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    // Applied once: the probe's set and the taken-over request's set.
    expect(await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, userId))).toHaveLength(2);
    const replay = await send('died-long-ago-01');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('finding 13: a replayed streamed chat message gets the stored reply, and the message is stored once', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'idem-stream@example.com');
    await subscribe(ctx, userId);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/sessions',
      payload: { agentCategory: 'strength', agentStyle: 'hypertrophy' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const sessionId = created.json().id as string;
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/chat/messages/stream',
        payload: { sessionId, content: 'What is RIR?', language: 'en' },
        headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'stream-item-0001' },
      });
    const lines = (body: string) =>
      body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
    const first = await send();
    expect(first.statusCode).toBe(200);
    const done = lines(first.body).at(-1);
    expect(done).toMatchObject({ type: 'done', message: { role: 'assistant' } });

    const replay = await send();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-type']).toMatch(/application\/x-ndjson/);
    expect(replay.body.endsWith('\n')).toBe(true);
    expect(lines(replay.body)).toEqual([done]);
    expect(await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).toHaveLength(2);
  });

  it('finding 13: signed-out visitors each have their own keys (preview cookie, else address)', async () => {
    const ask = (content: string, headers: Record<string, string>, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/support-chat',
        payload: { messages: [{ role: 'user', content }], language: 'en' },
        headers: { ...SAME_ORIGIN, 'idempotency-key': 'visitor-key-0001', ...headers },
        remoteAddress,
      });
    const refund = await ask('How do I get a refund?', {}, '10.91.0.1');
    expect(refund.statusCode).toBe(200);
    // Another address, same key, another question: its own answer, not 422 nor the first visitor's answer.
    const price = await ask('How much is the Pro plan?', {}, '10.91.0.2');
    expect(price.statusCode).toBe(200);
    expect(price.headers['idempotent-replayed']).toBeUndefined();
    expect(price.json().redirect).toBe('/subscription');
    // Behind one address, visitors are told apart by their cookie.
    const a = await ask('How much is the Pro plan?', { cookie: 'forja_preview=visitor-a-token' }, '10.91.0.3');
    const b = await ask('How do I get a refund?', { cookie: 'forja_preview=visitor-b-token' }, '10.91.0.3');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().redirect).toBe('/terms');
    // The same visitor reusing the key for another question is still refused.
    const again = await ask('How do I get a refund?', { cookie: 'forja_preview=visitor-a-token' }, '10.91.0.3');
    expect(again.statusCode).toBe(422);
  });
});
