import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteLedger, workoutPlans, workoutSets } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { ScriptedModel } from '../../test/scripted-model.ts';
import { onboardedUser, subscribe } from '../../test/users.ts';

let ctx: TestContext;
let model: ScriptedModel;
beforeAll(async () => {
  model = await new ScriptedModel([]).start();
  ctx = await createTestContext({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'scripted' });
});
afterAll(async () => {
  await ctx?.close();
  await model?.stop();
});

const brokenPlan = {
  name: 'Shoulder wrecker',
  muscleGroup: 'shoulders',
  difficulty: 'advanced',
  description: 'Heavy overhead work',
  durationWeeks: 4,
  exercises: [
    {
      name: 'Overhead press',
      sets: 8,
      reps: '1-3',
      day: 1,
      primaryMuscle: 'delts',
      equipment: 'barbell',
      restSeconds: 180,
      notes: '',
    },
    {
      name: 'Snatch',
      sets: 8,
      reps: '1',
      day: 2,
      primaryMuscle: 'delts',
      equipment: 'barbell',
      restSeconds: 180,
      notes: '',
    },
  ],
};

async function session(cookie: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat/sessions',
    payload: { agentCategory: 'strength', agentStyle: 'hypertrophy' },
    headers: { ...SAME_ORIGIN, cookie },
  });
  return res.json().id as string;
}

describe('a model behind the AI SDK (scripted OpenAI-compatible server)', () => {
  it('streams the reply token by token with the coach’s system prompt and the profile', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-stream@example.com', { injuries: ['shoulder'] });
    await subscribe(ctx, userId);
    model.setScript([{ kind: 'text', tokens: ['Hola', ', ', 'soy ', 'Bruno', '.'], delayMs: 5 }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages/stream',
      payload: { sessionId: await session(cookie), content: 'Hola', language: 'es' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.type === 'delta').map((l) => l.text)).toEqual(['Hola', ', ', 'soy ', 'Bruno', '.']);
    expect(lines.at(-1)).toMatchObject({ type: 'done', message: { content: 'Hola, soy Bruno.' } });
    const sent = model.requests.at(-1);
    const system = String(sent?.messages.find((m) => m.role === 'system')?.content);
    expect(system).toMatch(/Bruno/);
    expect(system).toContain('"injuries":["shoulder"]');
    expect(sent?.tools).toHaveLength(4);
  });

  it('rejects a broken plan the model proposes: nothing is saved and the model hears why', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-broken@example.com', { injuries: ['shoulder'] });
    await subscribe(ctx, userId);
    model.setScript([
      { kind: 'tool', name: 'create_workout_plan', args: brokenPlan },
      { kind: 'text', tokens: ['I could not save that plan.'] },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: await session(cookie), content: 'Make me a plan' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message.toolCalls[0]).toMatchObject({
      function: { name: 'create_workout_plan' },
      result: { ok: false },
    });
    expect(body.message.toolCalls[0].result.reason).toMatch(/injured shoulder/);
    expect(await ctx.db.select().from(workoutPlans).where(eq(workoutPlans.userId, userId))).toHaveLength(0);
    const followUp = model.requests.at(-1);
    expect(JSON.stringify(followUp?.messages)).toMatch(/injured shoulder/);
  });

  it('repairs what it safely can: an injury-breaking exercise is swapped, and the plan is saved', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-repair@example.com', { injuries: ['shoulder'] });
    await subscribe(ctx, userId);
    const fixable = {
      ...brokenPlan,
      name: 'Push day',
      muscleGroup: 'chest',
      exercises: [
        {
          // Pressing from the floor spares the shoulder; a full-range bench press does not (decision 039).
          name: 'Dumbbell floor press',
          sets: 4,
          reps: '8-10',
          day: 1,
          primaryMuscle: 'chest',
          equipment: 'dumbbell',
          restSeconds: 120,
          notes: '',
        },
        {
          name: 'Overhead press',
          sets: 3,
          reps: '8-10',
          day: 1,
          primaryMuscle: 'delts',
          equipment: 'barbell',
          restSeconds: 120,
          notes: '',
        },
      ],
    };
    model.setScript([
      { kind: 'tool', name: 'create_workout_plan', args: fixable },
      { kind: 'text', tokens: ['Saved.'] },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: await session(cookie), content: 'Make me a push day' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.json().message.toolCalls[0].result.ok).toBe(true);
    const [plan] = await ctx.db.select().from(workoutPlans).where(eq(workoutPlans.userId, userId));
    expect(plan?.exercises.map((e) => e.name)).not.toContain('Overhead press');
    expect(plan?.exercises.every((e) => e.rir !== undefined)).toBe(true);
  });

  it('answers red flags itself: the model is never asked', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-redflag@example.com');
    await subscribe(ctx, userId);
    const before = model.requests.length;
    model.setScript([{ kind: 'text', tokens: ['Sure, here is an intense plan!'] }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: {
        sessionId: await session(cookie),
        content: 'I have chest pain but give me a HIIT plan',
        language: 'en',
      },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.json().message.content).toMatch(/stop exercising/i);
    expect(model.requests.length).toBe(before);
  });

  it('records a refusal when the model’s arguments fail the tool schema', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-schema@example.com');
    await subscribe(ctx, userId);
    model.setScript([
      { kind: 'tool', name: 'create_workout_plan', args: { name: 'x', exercises: 'lots' } },
      { kind: 'text', tokens: ['Sorry.'] },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: await session(cookie), content: 'plan' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.json().message.toolCalls[0]).toMatchObject({ result: { ok: false } });
    expect(await ctx.db.select().from(workoutPlans).where(eq(workoutPlans.userId, userId))).toHaveLength(0);
  });

  it('gives the model the coaching guide’s passages and the user’s own numbers', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-grounding@example.com');
    await subscribe(ctx, userId);
    await ctx.db
      .insert(workoutSets)
      .values({ userId, exercise: 'Barbell bench press', muscle: 'chest', weightKg: '80', reps: 8, rir: 2 });
    model.setScript([{ kind: 'text', tokens: ['Rest 2-3 min.'] }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: await session(cookie), content: 'How long should I rest between sets?' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const system = String(model.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content);
    expect(system).toContain("Forja's coaching guide");
    expect(system).toContain('[rest-between-sets]');
    expect(system).toMatch(/1\.5-3 min/);
    expect(system).toMatch(/Best estimated 1RM \(Epley on reps \+ RIR\): Barbell bench press 106\.7 kg/);
    expect(system).toMatch(/AI minutes left today: \d+/);
  });

  it('answers with the built-in coach when the model fails, marked as such and charged once', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'model-down@example.com');
    await subscribe(ctx, userId);
    model.setScript([
      { kind: 'fail', status: 500 },
      { kind: 'fail', status: 500 },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: await session(cookie), content: 'How long should I rest between sets?' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message.content).toMatch(/1\.5-3 min/);
    expect(body.message.content).toMatch(/built-in coach/);
    const usage = (await ctx.app.inject({ url: '/api/usage/today', headers: { cookie } })).json();
    expect(usage.availableSeconds).toBe(1800 - body.secondsUsed);
    const [ledger] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${minuteLedger.seconds}), 0)::int` })
      .from(minuteLedger)
      .where(eq(minuteLedger.userId, userId));
    expect(Math.abs(ledger?.total ?? 0)).toBe(body.secondsUsed);
  });
});

describe('the support chat with a model configured', () => {
  it('answers through the model, grounded in the support knowledge, with the built-in page link', async () => {
    model.setScript([{ kind: 'text', tokens: ['Packs are non-refundable; ', 'see the Terms.'] }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support-chat',
      payload: { messages: [{ role: 'user', content: 'Can I get a refund?' }], language: 'en' },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Packs are non-refundable; see the Terms.', redirect: '/terms' });
    const system = String(model.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content);
    expect(system).toMatch(/support assistant/);
    expect(system).toMatch(/refund/i);
  });

  it('falls back to the built-in answer when the model fails', async () => {
    model.setScript([
      { kind: 'fail', status: 503 },
      { kind: 'fail', status: 503 },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support-chat',
      payload: { messages: [{ role: 'user', content: 'Can I get a refund?' }], language: 'es' },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirect).toBe('/terms');
    expect(res.json().message).toMatch(/reembols/i);
  });
});
