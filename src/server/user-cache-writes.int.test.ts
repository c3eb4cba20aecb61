import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from './db/schema/index.ts';
import { cookieHeader, createTestContext, postLocalForm, SAME_ORIGIN, type TestContext } from './test/harness.ts';
import { onboardedUser } from './test/users.ts';

/**
 * Decision 012: `/api/usage/today` and the profile of `/api/profile` are kept per user, and every
 * write to minutes, subscription, packs, profile or account forgets them once it has committed. Each
 * test reads first (so the read is kept), writes through the real API, and expects the very next
 * read to show the write.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { ...SAME_ORIGIN, cookie } });
const usage = async (cookie: string) => (await get(cookie, '/api/usage/today')).json();
const profile = async (cookie: string) => (await get(cookie, '/api/profile')).json();

let ipSeq = 1;
/** Signed in through the emailed link, before any onboarding. */
async function signedInUser(email: string): Promise<string> {
  const remoteAddress = `10.60.0.${ipSeq++}`;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    payload: { email },
    headers: SAME_ORIGIN,
    remoteAddress,
  });
  const res = await ctx.app.inject({
    url: `/api/auth/callback?token=${ctx.mailbox.lastToken(email)}`,
    remoteAddress,
  });
  return cookieHeader(res.headers['set-cookie']);
}

/** Starts a trial of `plan` on the local checkout, as the pricing dialog and the checkout page do. */
async function startTrial(cookie: string, plan: 'BASIC' | 'PRO' | 'ANNUAL', action = 'trial') {
  const checkout = await post(cookie, '/api/subscription/create-checkout', { plan });
  const done = await postLocalForm(ctx, cookie, new URL(checkout.json().sessionUrl).pathname, action);
  expect(done.statusCode).toBe(302);
}

describe('every write shows in the kept reads at once', () => {
  it('the reads are kept: a change made behind the app’s back shows only after a write', async () => {
    // Without this, the tests below would pass with no cache at all.
    const { cookie, userId } = await onboardedUser(ctx, 'kept@example.com');
    expect((await profile(cookie)).profile.parqRequiresClearance).toBe(false);
    await ctx.db.update(profiles).set({ parqRequiresClearance: true }).where(eq(profiles.userId, userId));
    expect((await profile(cookie)).profile.parqRequiresClearance).toBe(false);
    // The leaderboard opt-in writes the profile row: it forgets the kept copy too.
    expect((await get(cookie, '/api/leaderboard?period=week')).json().optedIn).toBe(false);
    expect((await post(cookie, '/api/leaderboard/opt-in', { optIn: true })).statusCode).toBe(200);
    expect((await get(cookie, '/api/leaderboard?period=week')).json().optedIn).toBe(true);
    expect((await profile(cookie)).profile.parqRequiresClearance).toBe(true);
  });

  it('a subscription started, switched and ended on the local billing pages', async () => {
    const { cookie } = await onboardedUser(ctx, 'subscription@example.com');
    expect(await usage(cookie)).toMatchObject({ dailyLimit: 0, availableSeconds: 0 });

    await startTrial(cookie, 'PRO');
    expect(await usage(cookie)).toMatchObject({ dailyLimit: 30 * 60, availableSeconds: 30 * 60 });

    await postLocalForm(ctx, cookie, '/local-billing', 'switch_BASIC');
    expect(await usage(cookie)).toMatchObject({ dailyLimit: 15 * 60, availableSeconds: 15 * 60 });

    // No card: the trial ends with no charge and no minutes.
    await postLocalForm(ctx, cookie, '/local-billing', 'end_trial');
    expect(await usage(cookie)).toMatchObject({ dailyLimit: 0, availableSeconds: 0 });
  });

  it('a minute pack bought and paid on the local checkout', async () => {
    const { cookie } = await onboardedUser(ctx, 'pack@example.com');
    await startTrial(cookie, 'BASIC', 'trial_card');
    const before = await usage(cookie);
    expect(before.minutePackages).toEqual([]);

    const checkout = await post(cookie, '/api/usage/add-package', { minutes: 10 });
    const paid = await postLocalForm(ctx, cookie, new URL(checkout.json().sessionUrl).pathname, 'pay');
    expect(paid.headers.location).toMatch(/^\/chat\?purchase=success/);
    const after = await usage(cookie);
    expect(after.minutePackages).toHaveLength(1);
    expect(after.availableSeconds).toBe(before.availableSeconds + 600);
  });

  it('the seconds a chat reply costs, sent whole or streamed', async () => {
    const { cookie } = await onboardedUser(ctx, 'chat@example.com');
    await startTrial(cookie, 'PRO');
    const session = (
      await post(cookie, '/api/chat/sessions', { agentCategory: 'strength', agentStyle: 'hypertrophy' })
    ).json().id;
    expect((await usage(cookie)).usedSeconds).toBe(0);

    const sent = await post(cookie, '/api/chat/messages', { sessionId: session, content: 'What is RIR?' });
    expect(sent.statusCode, sent.body).toBe(200);
    const used = sent.json().secondsUsed;
    expect(used).toBeGreaterThan(0);
    expect((await usage(cookie)).usedSeconds).toBe(used);

    const streamed = await post(cookie, '/api/chat/messages/stream', { sessionId: session, content: 'And RPE?' });
    expect(streamed.statusCode, streamed.body).toBe(200);
    const done = streamed.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((event) => event.type === 'done');
    expect((await usage(cookie)).usedSeconds).toBe(used + done.secondsUsed);
  });

  it('each onboarding step and the PAR-Q of a signed-in member', async () => {
    const cookie = await signedInUser('onboarding@example.com');
    expect((await profile(cookie)).profile).toBeNull();

    const basic = {
      fullName: 'Ana Pérez',
      email: 'onboarding@example.com',
      birthDate: '1990-01-01',
      gender: 'female',
      weight: 65,
      height: 170,
      primaryGoal: 'build_muscle',
      termsAccepted: true,
      privacyAccepted: true,
      language: 'en',
    };
    expect((await post(cookie, '/api/onboarding/basic', basic)).statusCode).toBe(200);
    let read = await profile(cookie);
    expect(read.user.fullName).toBe('Ana Pérez');
    expect(Number(read.profile.weight)).toBe(65);

    // Step 1 again: the name, language and time zone live on the user row, the rest on the profile.
    await post(cookie, '/api/onboarding/basic', {
      ...basic,
      fullName: 'Ana María Pérez',
      weight: 72,
      language: 'es',
      timeZone: 'Europe/Madrid',
    });
    read = await profile(cookie);
    expect(read.user).toMatchObject({ fullName: 'Ana María Pérez', language: 'es' });
    expect(read.profile.timeZone).toBe('Europe/Madrid');
    expect(Number(read.profile.weight)).toBe(72);

    await post(cookie, '/api/onboarding/profile', {
      injuries: ['left knee'],
      medicalConditions: [],
      dietaryRestrictions: ['vegetarian'],
      equipment: ['dumbbells'],
      fitnessLevel: 'beginner',
      trainingMethod: 'rir',
    });
    expect((await profile(cookie)).profile).toMatchObject({
      injuries: ['left knee'],
      dietaryRestrictions: ['vegetarian'],
      fitnessLevel: 'beginner',
    });

    await post(cookie, '/api/onboarding/parq', { answers: [true, false, false, false, false, false, false] });
    expect((await profile(cookie)).profile).toMatchObject({ parqCompleted: true, parqRequiresClearance: true });

    await post(cookie, '/api/onboarding/complete', { selectedAgent: { category: 'yoga', style: 'yin' } });
    expect((await profile(cookie)).profile).toMatchObject({
      onboardingCompleted: true,
      selectedAgent: { category: 'yoga', style: 'yin' },
    });
  });

  it('a deleted account: nothing kept is served after it', async () => {
    const { cookie } = await onboardedUser(ctx, 'deleted@example.com');
    expect((await get(cookie, '/api/profile')).statusCode).toBe(200);
    expect((await get(cookie, '/api/usage/today')).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: { ...SAME_ORIGIN, cookie } });
    expect(res.statusCode).toBe(200);
    expect((await get(cookie, '/api/profile')).statusCode).toBe(401);
    expect((await get(cookie, '/api/usage/today')).statusCode).toBe(401);
  });
});
