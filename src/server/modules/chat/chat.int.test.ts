import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteLedger, minutePackages, usageDays } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser, subscribe } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });
const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });

async function newSession(cookie: string, agentCategory = 'strength', agentStyle = 'hypertrophy') {
  const res = await post(cookie, '/api/chat/sessions', {
    agentCategory,
    agentStyle,
    objective: 'get stronger',
    language: 'en',
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

describe('finding 12: a new chat session keeps the style blocks of onboarding', () => {
  const open = (cookie: string, agentCategory: string, agentStyle: string, language = 'es') =>
    post(cookie, '/api/chat/sessions', { agentCategory, agentStyle, objective: '', language });
  /** What onboarding's last step answers for the same choice, in the same language. */
  const atOnboarding = (cookie: string, category: string, style: string, language = 'es') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { selectedAgent: { category, style } },
      headers: { ...SAME_ORIGIN, cookie, 'accept-language': language },
    });

  it('finding 12: Olympic lifting with a shoulder injury is refused as onboarding refuses it, and nothing opens', async () => {
    const { cookie } = await onboardedUser(ctx, 'olympic-shoulder@example.com', { injuries: ['shoulder injury'] });
    const before = (await get(cookie, '/api/chat/sessions')).json().length;
    const res = await open(cookie, 'strength', 'olympic');
    expect(res.statusCode).toBe(422);
    const onboarding = await atOnboarding(cookie, 'strength', 'olympic');
    expect(onboarding.statusCode).toBe(422);
    expect(res.json()).toEqual(onboarding.json());
    expect(res.json()).toMatchObject({
      code: 'AGENT_BLOCKED',
      details: { alternatives: ['bodyweight', 'hypertrophy'] },
    });
    expect(res.json().message).toMatch(/hombro/);
    expect((await get(cookie, '/api/chat/sessions')).json()).toHaveLength(before);
    // Allowed styles still open.
    expect((await open(cookie, 'strength', 'hypertrophy')).statusCode).toBe(200);
  });

  it('finding 12: HIIT and powerlifting are refused when the PAR-Q asks for clearance', async () => {
    const { cookie } = await onboardedUser(ctx, 'hiit-clearance@example.com');
    expect(
      (await post(cookie, '/api/onboarding/parq', { answers: [true, false, false, false, false, false, false] }))
        .statusCode,
    ).toBe(200);
    for (const [category, style] of [
      ['cardio', 'hiit'],
      ['strength', 'powerlifting'],
      ['strength', 'olympic'],
    ]) {
      const res = await open(cookie, category as string, style as string, 'en');
      expect(res.statusCode, style).toBe(422);
      expect(res.json(), style).toEqual((await atOnboarding(cookie, category as string, style as string, 'en')).json());
    }
    expect((await open(cookie, 'cardio', 'endurance', 'en')).statusCode).toBe(200);
  });
});

describe('chat with a coach', () => {
  it('creates a plan on request, in each language, and lists it in /api/workout-plans', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'chatter@example.com');
    await subscribe(ctx, userId, 'PRO', 'trialing');
    const sessionId = await newSession(cookie);
    const asks = [
      ['en', 'Make me a plan', /Here’s your plan/],
      ['es', 'Hazme un plan de entrenamiento', /Aquí tienes tu plan/],
      ['fr', 'Fais-moi un programme', /Voici votre programme/],
      ['de', 'Erstelle mir einen Trainingsplan', /Hier ist dein Plan/],
    ] as const;
    for (const [language, content, expected] of asks) {
      const res = await post(cookie, '/api/chat/messages', { sessionId, content, language });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.message.content).toMatch(expected);
      expect(body.message.toolCalls[0]).toMatchObject({
        function: { name: 'create_workout_plan' },
        result: { ok: true },
      });
      expect(body.secondsUsed).toBeGreaterThanOrEqual(1);
      expect(body.secondsRemaining).toBeLessThan(30 * 60);
    }
    const plans = (await get(cookie, '/api/workout-plans')).json().plans;
    expect(plans).toHaveLength(4);
    expect(plans[0]).toMatchObject({ createdBy: 'Bruno', difficulty: 'intermediate', muscleGroup: 'full_body' });
    expect(plans[0].exercises[0]).toMatchObject({
      name: expect.any(String),
      sets: expect.any(Number),
      reps: expect.any(String),
      rir: expect.any(Number),
    });
    const history = (await get(cookie, `/api/chat/sessions/${sessionId}/messages`)).json();
    expect(history).toHaveLength(8);
    expect(history[0]).toMatchObject({ role: 'user', content: 'Make me a plan' });
    const usage = (await get(cookie, '/api/usage/today')).json();
    expect(usage).toMatchObject({ dailyLimit: 1800, messagesCount: 4, minutePackages: [] });
    expect(usage.usedSeconds).toBeGreaterThanOrEqual(4);
    expect(usage.availableSeconds).toBe(1800 - usage.usedSeconds);
  });

  it('streams the reply as NDJSON lines ending with the stored message', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'streamer@example.com');
    await subscribe(ctx, userId);
    const sessionId = await newSession(cookie);
    const res = await post(cookie, '/api/chat/messages/stream', { sessionId, content: 'What is RIR?', language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const deltas = lines.filter((l) => l.type === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    const done = lines.at(-1);
    expect(done.type).toBe('done');
    expect(deltas.map((d) => d.text).join('')).toBe(done.message.content);
    expect(done.message.content).toMatch(/RIR 0/);
  });

  it('answers red flags with the stop-and-seek-care reply and no plan', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'redflag@example.com');
    await subscribe(ctx, userId);
    const sessionId = await newSession(cookie);
    for (const [language, content] of [
      ['en', 'I had chest pain during my workout, make me a plan'],
      ['es', 'Me he desmayado entrenando'],
      ['de', 'Ich habe Atemnot und Brustschmerzen'],
    ] as const) {
      const body = (await post(cookie, '/api/chat/messages', { sessionId, content, language })).json();
      expect(body.message.toolCalls).toEqual([]);
      expect(body.message.content).toMatch(/112/);
    }
  });

  it('keeps sessions and messages to their owner', async () => {
    const a = await onboardedUser(ctx, 'owner-a@example.com');
    const b = await onboardedUser(ctx, 'owner-b@example.com');
    await subscribe(ctx, b.userId);
    const sessionId = await newSession(a.cookie);
    expect((await get(b.cookie, `/api/chat/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await get(b.cookie, `/api/chat/sessions/${sessionId}/messages`)).statusCode).toBe(404);
    const send = await post(b.cookie, '/api/chat/messages', { sessionId, content: 'hi' });
    expect(send.statusCode).toBe(404);
    expect((await get(b.cookie, '/api/chat/sessions')).json()).toEqual([]);
    expect((await get('', '/api/chat/sessions')).statusCode).toBe(401);
  });

  it('refuses a session without an agent, and a message without a session', async () => {
    const { cookie } = await onboardedUser(ctx, 'noagent@example.com');
    const res = await post(cookie, '/api/chat/sessions', { objective: 'x' });
    expect(res.json()).toMatchObject({ code: 'SESSION_REQUIRED', message: 'Please select an AI agent' });
    const wrong = await post(cookie, '/api/chat/sessions', { agentCategory: 'yoga', agentStyle: 'olympic' });
    expect(wrong.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
    const blank = await post(cookie, '/api/chat/messages', {
      sessionId: '00000000-0000-4000-8000-000000000000',
      content: '   ',
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('minutes', () => {
  it('refuses a message with MINUTES_REQUIRED before any coach call when nothing is left', async () => {
    const { cookie } = await onboardedUser(ctx, 'broke@example.com');
    const sessionId = await newSession(cookie);
    const res = await post(cookie, '/api/chat/messages', { sessionId, content: 'Make me a plan' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'MINUTES_REQUIRED',
      message: expect.stringContaining('MINUTES_REQUIRED'),
    });
    expect((await get(cookie, `/api/chat/sessions/${sessionId}/messages`)).json()).toEqual([]);
    expect((await get(cookie, '/api/workout-plans')).json().plans).toEqual([]);
  });

  it('uses packs before the daily allowance, earliest expiry first', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'packs@example.com');
    await subscribe(ctx, userId, 'BASIC');
    const soon = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 7_200_000);
    await ctx.db.insert(minutePackages).values([
      { userId, minutes: 10, remainingSeconds: 2, expiresAt: later, paymentRef: 'later' },
      { userId, minutes: 10, remainingSeconds: 1, expiresAt: soon, paymentRef: 'soon' },
      { userId, minutes: 10, remainingSeconds: 99, expiresAt: new Date(Date.now() - 1000), paymentRef: 'expired' },
    ]);
    const sessionId = await newSession(cookie);
    await post(cookie, '/api/chat/messages', { sessionId, content: 'hello' });
    const usage = (await get(cookie, '/api/usage/today')).json();
    expect(usage.minutePackages.map((p: { remainingSeconds: number }) => p.remainingSeconds)).toEqual([2]);
    expect(usage.minutePackages[0].expiresAt).toBe(later.toISOString());
    expect(usage.usedSeconds).toBe(0);
    await post(cookie, '/api/chat/messages', { sessionId, content: 'thanks' });
    await post(cookie, '/api/chat/messages', { sessionId, content: 'what is rir' });
    await post(cookie, '/api/chat/messages', { sessionId, content: 'hello again' });
    const after = (await get(cookie, '/api/usage/today')).json();
    expect(after.minutePackages).toEqual([]);
    expect(after.usedSeconds).toBeGreaterThanOrEqual(1);
    expect(after.availableSeconds).toBe(15 * 60 - after.usedSeconds);
  });

  it('500 concurrent replies never take a balance below zero, and the ledger matches', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'rush@example.com');
    await ctx.db.insert(minutePackages).values({
      userId,
      minutes: 1,
      remainingSeconds: 60,
      expiresAt: new Date(Date.now() + 3_600_000),
      paymentRef: 'rush',
    });
    const sessionId = await newSession(cookie);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        post(cookie, '/api/chat/messages', { sessionId, content: i % 2 ? 'what is rir' : 'thanks' }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 402);
    // One reply per member at a time (issue 25): the others meanwhile are refused as busy.
    const busy = results.filter((r) => r.statusCode === 409);
    expect(ok.length + refused.length + busy.length).toBe(500);
    for (const r of refused) expect(r.json().code).toBe('MINUTES_REQUIRED');
    for (const r of busy) expect(r.json().code).toBe('REPLY_IN_PROGRESS');
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(60);
    const [pack] = await ctx.db.select().from(minutePackages).where(eq(minutePackages.paymentRef, 'rush'));
    expect(pack?.remainingSeconds).toBeGreaterThanOrEqual(0);
    const [ledger] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${minuteLedger.seconds}), 0)::int` })
      .from(minuteLedger)
      .where(eq(minuteLedger.userId, userId));
    const charged = ok.reduce((s, r) => s + r.json().secondsUsed, 0);
    expect(ledger?.total).toBe(60 - (pack?.remainingSeconds ?? 0));
    expect(charged).toBe(ledger?.total);
    const days = await ctx.db.select().from(usageDays).where(eq(usageDays.userId, userId));
    expect(days.every((d) => d.usedSeconds === 0)).toBe(true);
  });
});
