import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, idempotencyKeys, minuteLedger, workoutSets } from '../db/schema/index.ts';
import { sha256 } from '../lib-crypto.ts';
import { sendMessage } from '../modules/chat/send-message.ts';
import { logWorkout } from '../modules/plans/log-workout.ts';
import { holdFirstSecond } from '../modules/usage/minutes.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/harness.ts';
import { onboardedUser, subscribe } from '../test/users.ts';
import { storeIdempotentAnswerIn } from './idempotency.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/**
 * An instance took the key, made the request's effects and died before answering: its key row is
 * in progress and its lease lapsed (2 minutes old). Returns what the request wrote with the effects.
 */
async function diedAfterCommit(userId: string, key: string, path: string, body: unknown) {
  const scoped = `${userId}:${key}`;
  await ctx.db.insert(idempotencyKeys).values({
    key: scoped,
    userId,
    requestHash: sha256(`POST ${path} ${JSON.stringify(body)}`),
    createdAt: new Date(Date.now() - 120_000),
  });
  return { idempotencyKey: scoped } as FastifyRequest;
}

describe('effects and the Idempotency-Key answer commit together', () => {
  it('a set logged by an instance that died before answering is not logged again by the retry', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'died-sets@example.com');
    const body = { sets: [{ exercise: 'Bench Press', weightKg: 61.25, reps: 8, rir: 2 }] };
    const req = await diedAfterCommit(userId, 'sets-key-0001', '/api/workouts/log', body);
    await logWorkout(ctx.app.deps, userId, body, (tx, answer) => storeIdempotentAnswerIn(tx, req, 200, answer));

    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts/log',
      payload: body,
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'sets-key-0001' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ summary: '1 × Bench Press 61.25 kg × 8', sets: 1 });
    expect(await ctx.db.select().from(workoutSets).where(eq(workoutSets.userId, userId))).toHaveLength(1);
  });

  it('a chat reply charged and stored by an instance that died before answering is neither stored nor charged again', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'died-chat@example.com');
    await subscribe(ctx, userId);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/sessions',
      payload: { agentCategory: 'strength', agentStyle: 'hypertrophy' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const body = { sessionId: session.json().id as string, content: 'How many sets for chest?' };
    const req = await diedAfterCommit(userId, 'chat-key-0001', '/api/chat/messages', body);
    const first = await sendMessage(ctx.app.deps, userId, body, undefined, {
      key: req.idempotencyKey,
      commit: (tx, answer) => storeIdempotentAnswerIn(tx, req, 200, answer),
    });
    const charged = async () =>
      (await ctx.db.select().from(minuteLedger).where(eq(minuteLedger.userId, userId))).reduce(
        (sum, row) => sum + row.seconds,
        0,
      );
    const before = await charged();

    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: body,
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'chat-key-0001' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().message.id).toBe(first.message.id);
    const stored = await ctx.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, body.sessionId), eq(chatMessages.role, 'user')));
    expect(stored).toHaveLength(1);
    expect(await charged()).toBe(before);
  });

  it('the second held by a reply whose instance died while the coach answered is given back by the retry', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'died-hold@example.com');
    await subscribe(ctx, userId);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/sessions',
      payload: { agentCategory: 'strength', agentStyle: 'hypertrophy' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const body = { sessionId: session.json().id as string, content: 'What should I train today?' };
    const req = await diedAfterCommit(userId, 'hold-key-0001', '/api/chat/messages', body);
    // The dead attempt got as far as holding its first second (the coach was answering).
    await holdFirstSecond(ctx.app.deps, userId, `chat reply held ${sha256(req.idempotencyKey ?? '').slice(0, 16)}`);

    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: body,
      headers: { ...SAME_ORIGIN, cookie, 'idempotency-key': 'hold-key-0001' },
    });
    expect(retry.statusCode).toBe(200);
    const ledger = await ctx.db.select().from(minuteLedger).where(eq(minuteLedger.userId, userId));
    // What the member paid is the stored reply's charge: the dead attempt's second came back.
    expect(ledger.reduce((sum, row) => sum + row.seconds, 0)).toBe(retry.json().secondsUsed);
    expect(ledger.filter((row) => row.reason.startsWith('refund: '))).toHaveLength(1);
  });
});
