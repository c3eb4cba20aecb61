import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteLedger, minutePackages } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { ScriptedModel } from '../../test/scripted-model.ts';
import { onboardedUser } from '../../test/users.ts';

// A model whose every reply takes 10 s: forty words, one every 250 ms.
let model: ScriptedModel;
let ctx: TestContext;
beforeAll(async () => {
  model = await new ScriptedModel([], { kind: 'text', tokens: Array(40).fill('word '), delayMs: 250 }).start();
  ctx = await createTestContext({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'scripted' });
});
afterAll(async () => {
  await ctx?.close();
  await model?.stop();
});

const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });

async function memberWithSeconds(email: string, seconds: number) {
  const me = await onboardedUser(ctx, email);
  await ctx.db.insert(minutePackages).values({
    userId: me.userId,
    minutes: 1,
    remainingSeconds: seconds,
    expiresAt: new Date(Date.now() + 3_600_000),
    paymentRef: `pack-${email}`,
  });
  const session = await post(me.cookie, '/api/chat/sessions', { agentCategory: 'strength', agentStyle: 'hypertrophy' });
  return { ...me, sessionId: session.json().id as string };
}

const ledgerOf = async (userId: string) =>
  (
    await ctx.db
      .select({ total: sql<number>`coalesce(sum(${minuteLedger.seconds}), 0)::int` })
      .from(minuteLedger)
      .where(eq(minuteLedger.userId, userId))
  )[0]?.total;

describe('what a reply may cost (issue 25)', () => {
  it('finding 5: a reply longer than the balance stops when it runs out, and parallel replies are refused', async () => {
    const me = await memberWithSeconds('budget@example.com', 3);
    model.requests.length = 0;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(me.cookie, '/api/chat/messages', { sessionId: me.sessionId, content: 'Tell me everything' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('REPLY_IN_PROGRESS');
    const answer = results.find((r) => r.statusCode === 200)?.json();
    // Three seconds were left: the reply stopped there, said why, and cost them.
    expect(answer).toMatchObject({ secondsUsed: 3, secondsRemaining: 0 });
    expect(answer.message.content).toContain('your AI minutes ran out');
    expect(answer.message.content.match(/word/g)?.length ?? 0).toBeLessThan(40);
    // The model was told how much it may write for three seconds.
    expect(model.requests.map((r) => r.maxTokens)).toEqual([300]);
    expect(await ledgerOf(me.userId)).toBe(3);
    const [pack] = await ctx.db.select().from(minutePackages).where(eq(minutePackages.userId, me.userId));
    expect(pack?.remainingSeconds).toBe(0);
    // Nothing left: the next message is refused before any model call, not as busy.
    const next = await post(me.cookie, '/api/chat/messages', { sessionId: me.sessionId, content: 'and?' });
    expect(next.statusCode).toBe(402);
    expect(model.requests).toHaveLength(1);
  }, 30_000);

  it('a reply shorter than what was reserved gives the rest back', async () => {
    const me = await memberWithSeconds('budget-short@example.com', 500);
    model.setScript([{ kind: 'text', tokens: ['Short ', 'answer.'] }]);
    const res = await post(me.cookie, '/api/chat/messages', { sessionId: me.sessionId, content: 'What is RIR?' });
    expect(res.json()).toMatchObject({ secondsUsed: 1, secondsRemaining: 499 });
    expect(res.json().message.content).toBe('Short answer.');
    const rows = await ctx.db.select().from(minuteLedger).where(eq(minuteLedger.userId, me.userId));
    // 120 s reserved, 119 given back: the ledger holds what the reply cost.
    expect(rows.map((r) => r.seconds).sort((a, b) => a - b)).toEqual([-119, 120]);
    expect(await ledgerOf(me.userId)).toBe(1);
  });
});
