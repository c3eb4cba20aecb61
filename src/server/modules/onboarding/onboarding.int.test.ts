import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinks, onboardingDrafts, profiles, users } from '../../db/schema/index.ts';
import { cookieHeader, createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let ip = 1;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const basic = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Ana García',
  email,
  birthDate: '1990-05-17',
  gender: 'female',
  weight: '62.5',
  height: 168,
  primaryGoal: 'get_stronger',
  termsAccepted: true,
  privacyAccepted: true,
  timeZone: 'America/Mexico_City',
  ...extra,
});

const health = {
  injuries: ['shoulder impingement'],
  medicalConditions: [],
  dietaryRestrictions: ['vegetarian'],
  equipment: ['dumbbells', 'bench'],
  fitnessLevel: 'beginner',
  trainingMethod: 'rir',
  parqCompleted: false,
  parqRequiresClearance: false,
};

/** A browser: keeps cookies between calls and speaks from its own address. */
function browser() {
  let cookie = '';
  const address = `10.2.0.${ip++}`;
  return {
    get cookie() {
      return cookie;
    },
    async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { ...SAME_ORIGIN, ...headers, cookie },
        remoteAddress: address,
      });
      cookie = cookieHeader(res.headers['set-cookie'], cookie);
      return res;
    },
    async get(url: string) {
      const res = await ctx.app.inject({ url, headers: { cookie }, remoteAddress: address });
      cookie = cookieHeader(res.headers['set-cookie'], cookie);
      return res;
    },
  };
}

async function signedInUser(email: string) {
  const b = browser();
  await b.post('/api/auth/magic-link', { email });
  expect((await b.get(`/api/auth/callback?token=${ctx.mailbox.lastToken(email)}`)).statusCode).toBe(200);
  return b;
}

describe('a visitor onboards and signs in through the emailed link', () => {
  it('keeps answers in a draft, mails a verifying link, and creates the account on first sign-in', async () => {
    const b = browser();
    const step1 = await b.post('/api/onboarding/basic', basic('visitor@example.com'));
    expect(step1.statusCode).toBe(200);
    const draftId = step1.json().user.id;
    expect(draftId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.cookie).toMatch(/forja_onboarding=/);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'visitor@example.com'))).toHaveLength(0);

    expect((await b.post('/api/onboarding/profile', { ...health, userId: draftId })).json()).toEqual({ ok: true });
    const before = await b.post('/api/agents/validate', { categoryId: 'strength', styleId: 'olympic' });
    expect(before.json()).toMatchObject({ allowed: false, alternatives: expect.arrayContaining(['bodyweight']) });

    const incomplete = await b.post('/api/onboarding/complete', {
      selectedAgent: { category: 'strength', style: 'hypertrophy' },
      userId: draftId,
    });
    expect(incomplete.json()).toMatchObject({ code: 'PARQ_REQUIRED' });

    const parq = await b.post('/api/onboarding/parq', { answers: [false, false, false, false, false, false, false] });
    expect(parq.json()).toEqual({ parqCompleted: true, parqRequiresClearance: false });

    const done = await b.post('/api/onboarding/complete', {
      selectedAgent: { category: 'strength', style: 'hypertrophy' },
      userId: draftId,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ completed: true, emailSentTo: 'visitor@example.com' });
    const mail = ctx.mailbox.to('visitor@example.com').at(-1);
    expect(mail?.subject).toBe('Confirm your email to start with Forja');

    const signIn = await b.get(`/api/auth/callback?token=${ctx.mailbox.lastToken('visitor@example.com')}`);
    expect(signIn.json()).toMatchObject({ redirectTo: '/chat', user: { fullName: 'Ana García', emailVerified: true } });
    const profile = (await b.get('/api/profile')).json().profile;
    expect(profile).toMatchObject({
      onboardingCompleted: true,
      birthDate: '1990-05-17',
      gender: 'female',
      weight: '62.5',
      height: '168.0',
      primaryGoal: 'get_stronger',
      injuries: ['shoulder impingement'],
      dietaryRestrictions: ['vegetarian'],
      equipment: ['dumbbells', 'bench'],
      fitnessLevel: 'beginner',
      trainingMethod: 'rir',
      parqCompleted: true,
      parqRequiresClearance: false,
      selectedAgent: { category: 'strength', style: 'hypertrophy' },
      timeZone: 'America/Mexico_City',
    });
    expect(await ctx.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.id, draftId))).toHaveLength(0);
  });

  it('cannot take over an existing account: nothing is written to it, and the answer looks the same', async () => {
    const owner = await signedInUser('owner@example.com');
    await owner.post('/api/onboarding/basic', basic('owner@example.com', { fullName: 'Real Owner' }));
    await owner.post('/api/onboarding/profile', { ...health, injuries: [] });
    await owner.post('/api/onboarding/parq', { answers: Array(7).fill(false) });
    await owner.post('/api/onboarding/complete', { selectedAgent: { category: 'yoga', style: 'yin' } });
    const [ownerRow] = await ctx.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const [ownerProfileBefore] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, ownerRow?.id ?? ''));

    const attacker = browser();
    const fresh = browser();
    const a = await attacker.post('/api/onboarding/basic', basic('owner@example.com', { fullName: 'Mallory' }));
    const f = await fresh.post('/api/onboarding/basic', basic('brand-new@example.com', { fullName: 'Mallory' }));
    expect(a.statusCode).toBe(f.statusCode);
    expect(Object.keys(a.json())).toEqual(Object.keys(f.json()));
    expect(a.json().user.id).not.toBe(ownerRow?.id);
    // Nobody is mailed at this step (issue 25, finding 3): the owner is told at the last one.
    const ownerMails = ctx.mailbox.to('owner@example.com').length;

    await attacker.post('/api/onboarding/profile', { ...health, injuries: ['knee'], fitnessLevel: 'advanced' });
    await attacker.post('/api/onboarding/parq', { answers: [true, false, false, false, false, false, false] });
    const done = await attacker.post('/api/onboarding/complete', {
      selectedAgent: { category: 'cardio', style: 'endurance' },
    });
    expect(done.json()).toEqual({ completed: true, emailSentTo: 'owner@example.com' });
    expect(ctx.mailbox.to('owner@example.com')).toHaveLength(ownerMails + 1);
    expect(ctx.mailbox.to('owner@example.com').at(-1)?.subject).toBe('Your Forja sign-in link');

    // Even the owner opening the mailed link signs in without the visitor's answers.
    await attacker.get(`/api/auth/callback?token=${ctx.mailbox.lastToken('owner@example.com')}`);
    const [after] = await ctx.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const [ownerProfileAfter] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, ownerRow?.id ?? ''));
    expect(after?.fullName).toBe('Real Owner');
    expect(ownerProfileAfter).toEqual(ownerProfileBefore);
  });
});

describe('issue 17: the mailed link brings the visitor back to where they were going', () => {
  /** A visitor's whole onboarding on /subscription, ending with the given way back. */
  async function onboard(email: string, redirectTo?: string) {
    const b = browser();
    await b.post('/api/onboarding/basic', basic(email));
    await b.post('/api/onboarding/profile', { ...health, injuries: [] });
    await b.post('/api/onboarding/parq', { answers: Array(7).fill(false) });
    const done = await b.post('/api/onboarding/complete', {
      selectedAgent: { category: 'strength', style: 'hypertrophy' },
      ...(redirectTo === undefined ? {} : { redirectTo }),
    });
    expect(done.json()).toEqual({ completed: true, emailSentTo: email });
    return b;
  }

  it('returns to the pricing dialog with the plan the visitor clicked', async () => {
    const b = await onboard('back-to-pricing@example.com', '/subscription?pricing=open&plan=PRO');
    const signIn = await b.get(`/api/auth/callback?token=${ctx.mailbox.lastToken('back-to-pricing@example.com')}`);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().redirectTo).toBe('/subscription?pricing=open&plan=PRO');
    expect((await b.get('/api/profile')).json().profile.onboardingCompleted).toBe(true);
  });

  it('never sends anyone to another origin or outside the app’s pages', async () => {
    for (const [i, bad] of [
      'https://evil.example/subscription',
      '//evil.example/subscription',
      '/\\evil.example',
      '/api/account',
    ].entries()) {
      const email = `no-open-redirect-${i}@example.com`;
      const b = await onboard(email, bad);
      const signIn = await b.get(`/api/auth/callback?token=${ctx.mailbox.lastToken(email)}`);
      expect(signIn.json().redirectTo, bad).toBe('/chat');
    }
  });

  it('an address with an account gets the way back, never the visitor’s answers', async () => {
    const owner = await signedInUser('back-owner@example.com');
    await owner.post('/api/onboarding/basic', basic('back-owner@example.com', { fullName: 'Real Owner' }));
    await owner.post('/api/onboarding/profile', { ...health, injuries: [] });
    await owner.post('/api/onboarding/parq', { answers: Array(7).fill(false) });
    await owner.post('/api/onboarding/complete', { selectedAgent: { category: 'yoga', style: 'yin' } });

    const again = browser();
    await again.post('/api/onboarding/basic', basic('back-owner@example.com', { fullName: 'Someone Else' }));
    await again.post('/api/onboarding/profile', { ...health, injuries: ['knee'] });
    await again.post('/api/onboarding/parq', { answers: Array(7).fill(false) });
    await again.post('/api/onboarding/complete', {
      selectedAgent: { category: 'cardio', style: 'endurance' },
      redirectTo: '/subscription?pricing=open&plan=BASIC',
    });
    const signIn = await again.get(`/api/auth/callback?token=${ctx.mailbox.lastToken('back-owner@example.com')}`);
    expect(signIn.json()).toMatchObject({
      redirectTo: '/subscription?pricing=open&plan=BASIC',
      user: { fullName: 'Real Owner' },
    });
    expect((await again.get('/api/profile')).json().profile.selectedAgent).toEqual({ category: 'yoga', style: 'yin' });
  });
});

describe('finding 10: the basic step tells nothing about which addresses have an account', () => {
  it('answers 200 with the same shape when the mail server is down, for an owner and a new address alike', async () => {
    await (await signedInUser('down-owner@example.com')).post('/api/onboarding/basic', basic('down-owner@example.com'));
    ctx.mailbox.failWith = new Error('connect ECONNREFUSED 127.0.0.1:2525');
    try {
      const owner = await browser().post('/api/onboarding/basic', basic('down-owner@example.com'));
      const fresh = await browser().post('/api/onboarding/basic', basic('down-fresh@example.com'));
      expect(owner.statusCode).toBe(200);
      expect(fresh.statusCode).toBe(200);
      expect(Object.keys(owner.json())).toEqual(Object.keys(fresh.json()));
    } finally {
      ctx.mailbox.failWith = null;
    }
  });
});

describe('finding 3: onboarding tells nothing about an address and mails nobody before the last step', () => {
  /** Everything stored or sent for an address: links, mails, mail jobs. */
  const traces = async (email: string) => ({
    links: (await ctx.db.select().from(magicLinks).where(eq(magicLinks.email, email))).length,
    mails: ctx.mailbox.to(email).length,
  });

  it('finding 3: five step-1 posts for an address with an account store no link and mail nobody', async () => {
    const email = 'discover-me@example.com';
    await signedInUser(email);
    await ctx.app.deps.mailQueue.idle();
    const before = await traces(email);
    for (let i = 0; i < 5; i++) {
      expect((await browser().post('/api/onboarding/basic', basic(email))).statusCode).toBe(200);
    }
    await ctx.app.deps.mailQueue.idle();
    expect(await traces(email)).toEqual(before);
    // The owner's own sign-in still works, and answers as for anyone.
    const res = await browser().post('/api/auth/magic-link', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(ctx.mailbox.to(email)).toHaveLength(before.mails + 1);
  });

  it('finding 3: step 1 leaves the same traces for an address with an account and a new one', async () => {
    const owner = 'same-work-owner@example.com';
    const fresh = 'same-work-fresh@example.com';
    await signedInUser(owner);
    await ctx.app.deps.mailQueue.idle();
    const before = { owner: await traces(owner), fresh: await traces(fresh) };
    const a = await browser().post('/api/onboarding/basic', basic(owner));
    const b = await browser().post('/api/onboarding/basic', basic(fresh));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(Object.keys(a.json())).toEqual(Object.keys(b.json()));
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    await ctx.app.deps.mailQueue.idle();
    expect(await traces(owner)).toEqual(before.owner);
    expect(await traces(fresh)).toEqual(before.fresh);
    const drafts = await ctx.db.select().from(onboardingDrafts);
    const of = (email: string) => drafts.filter((d) => d.email === email);
    expect(of(owner)).toHaveLength(1);
    expect(of(fresh)).toHaveLength(1);
    expect(of(owner)[0]?.existingAccount).toBe(of(fresh)[0]?.existingAccount);
  });
});

describe('validation of the basic step', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a one-letter name', { fullName: 'A' }, 'NAME_REQUIRED'],
    ['a blank name', { fullName: '   ' }, 'NAME_REQUIRED'],
    ['a bad email', { email: 'not-an-email' }, 'EMAIL_REQUIRED'],
    ['terms not accepted', { termsAccepted: false }, 'TERMS_REQUIRED'],
    ['privacy not accepted', { privacyAccepted: false }, 'PRIVACY_REQUIRED'],
    ['under 16', { birthDate: `${new Date().getUTCFullYear() - 15}-01-01` }, 'AGE_MINIMUM'],
    ['an impossible date', { birthDate: '1990-02-31' }, 'INVALID_BIRTH_DATE'],
    ['a weight of 5 kg', { weight: '5' }, 'INVALID_WEIGHT'],
    ['a height of "tall"', { height: 'tall' }, 'INVALID_HEIGHT'],
  ];
  it.each(cases)('refuses %s with its code and writes nothing', async (_, change, code) => {
    const b = browser();
    const res = await b.post('/api/onboarding/basic', basic('invalid@example.com', change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    expect(b.cookie).toBe('');
    expect(
      await ctx.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.email, 'invalid@example.com')),
    ).toHaveLength(0);
  });

  it('accepts the optional fields left empty, and defaults the goal', async () => {
    const b = browser();
    const res = await b.post('/api/onboarding/basic', {
      fullName: 'Jo',
      email: 'minimal@example.com',
      birthDate: '',
      gender: '',
      weight: '',
      height: '',
      termsAccepted: true,
      privacyAccepted: true,
    });
    expect(res.statusCode).toBe(200);
    const [draft] = await ctx.db
      .select()
      .from(onboardingDrafts)
      .where(eq(onboardingDrafts.email, 'minimal@example.com'));
    expect((draft?.data as { basic?: { primaryGoal: string } } | undefined)?.basic?.primaryGoal).toBe('build_muscle');
  });

  it('refuses later steps before the first', async () => {
    const b = browser();
    expect((await b.post('/api/onboarding/profile', health)).json()).toMatchObject({ code: 'ONBOARDING_NOT_STARTED' });
    expect(
      (await b.post('/api/onboarding/complete', { selectedAgent: { category: 'yoga', style: 'yin' } })).json(),
    ).toMatchObject({
      code: 'ONBOARDING_NOT_STARTED',
    });
  });

  it('refuses a missing or unknown agent with AGENT_REQUIRED', async () => {
    const b = browser();
    await b.post('/api/onboarding/basic', basic('agentless@example.com'));
    for (const selectedAgent of [
      undefined,
      { category: 'yoga', style: 'olympic' },
      { category: 'dance', style: 'salsa' },
    ]) {
      const res = await b.post('/api/onboarding/complete', { selectedAgent });
      expect(res.json()).toMatchObject({ code: 'AGENT_REQUIRED', message: 'Please select a specialist' });
    }
  });
});

describe('agent validation', () => {
  it('allows every style with no profile', async () => {
    const res = await browser().post('/api/agents/validate', { categoryId: 'strength', styleId: 'olympic' });
    expect(res.json()).toEqual({ allowed: true, alternatives: [], warnings: [] });
  });

  it('blocks olympic for a shoulder injury and offers bodyweight, in the user’s language', async () => {
    const b = browser();
    await b.post('/api/onboarding/basic', basic('shoulder@example.com'));
    await b.post('/api/onboarding/profile', { ...health, injuries: ['Hombro derecho'] });
    const res = await b.post(
      '/api/agents/validate',
      { categoryId: 'strength', styleId: 'olympic' },
      { 'accept-language': 'es' },
    );
    expect(res.json()).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('hombro'),
      alternatives: ['bodyweight', 'hypertrophy'],
    });
    const hyper = await b.post('/api/agents/validate', { categoryId: 'strength', styleId: 'hypertrophy' });
    expect(hyper.json()).toMatchObject({ allowed: true, warnings: [expect.stringContaining('shoulder')] });
  });

  it('blocks hiit and powerlifting when the PAR-Q needs clearance, and then refuses them at completion', async () => {
    const b = browser();
    await b.post('/api/onboarding/basic', basic('parq@example.com'));
    await b.post('/api/onboarding/profile', { ...health, injuries: [] });
    await b.post('/api/onboarding/parq', { answers: [false, true, false, false, false, false, false] });
    for (const [categoryId, styleId] of [
      ['cardio', 'hiit'],
      ['strength', 'powerlifting'],
    ]) {
      const res = await b.post('/api/agents/validate', { categoryId, styleId });
      expect(res.json(), styleId).toMatchObject({ allowed: false, reason: expect.stringMatching(/clearance/) });
    }
    const yin = await b.post('/api/agents/validate', { categoryId: 'yoga', styleId: 'yin' });
    expect(yin.json()).toMatchObject({ allowed: true, warnings: [expect.stringMatching(/physician/)] });
    const blocked = await b.post('/api/onboarding/complete', { selectedAgent: { category: 'cardio', style: 'hiit' } });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ code: 'AGENT_BLOCKED' });
    // A signed-in user cannot lower the clearance through the profile call either.
    await b.post('/api/onboarding/profile', { ...health, parqCompleted: true, parqRequiresClearance: false });
    const still = await b.post('/api/agents/validate', { categoryId: 'cardio', styleId: 'hiit' });
    expect(still.json()).toMatchObject({ allowed: false });
  });

  it('refuses a style of another category', async () => {
    const res = await browser().post('/api/agents/validate', { categoryId: 'yoga', styleId: 'hiit' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a signed-in user', () => {
  it('completes onboarding on their own account and is sent to /chat', async () => {
    const b = await signedInUser('member@example.com');
    expect((await b.post('/api/onboarding/basic', basic('someone-else@example.com'))).statusCode).toBe(200);
    await b.post('/api/onboarding/profile', { ...health, injuries: [] });
    await b.post('/api/onboarding/parq', { answers: Array(7).fill(false) });
    const done = await b.post('/api/onboarding/complete', {
      selectedAgent: { category: 'nutrition', style: 'fat_loss' },
    });
    expect(done.json()).toMatchObject({ completed: true, redirectTo: '/chat', user: { email: 'member@example.com' } });
    const profile = (await b.get('/api/profile')).json();
    // The account's address does not change through the form.
    expect(profile.user.email).toBe('member@example.com');
    expect(profile.profile).toMatchObject({
      onboardingCompleted: true,
      selectedAgent: { category: 'nutrition', style: 'fat_loss' },
    });
  });
});

describe('your data', () => {
  it('exports only your own data, and deletion kills the session and frees the address', async () => {
    const me = await signedInUser('export-me@example.com');
    await me.post('/api/onboarding/basic', basic('export-me@example.com', { fullName: 'Export Me' }));
    const other = await signedInUser('export-other@example.com');
    await other.post('/api/onboarding/basic', basic('export-other@example.com', { fullName: 'Other Person' }));

    const res = await me.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="forja-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json();
    expect(data.account).toMatchObject({ email: 'export-me@example.com', fullName: 'Export Me' });
    expect(data.profile).toMatchObject({ primaryGoal: 'get_stronger' });
    expect(JSON.stringify(data)).not.toContain('export-other');
    expect(JSON.stringify(data)).not.toContain('Other Person');

    expect((await browser().get('/api/account/export')).statusCode).toBe(401);
    const cross = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);

    const oldCookie = me.cookie;
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: oldCookie, ...SAME_ORIGIN },
    });
    expect(del.json()).toEqual({ ok: true });
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie: oldCookie } })).statusCode).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'export-me@example.com'))).toHaveLength(0);
    expect((await other.get('/api/profile')).statusCode).toBe(200);

    const again = await signedInUser('export-me@example.com');
    const fresh = (await again.get('/api/profile')).json();
    expect(fresh.user.id).not.toBe(data.account.id);
    expect(fresh.user.fullName).toBeNull();
    expect(fresh.profile).toBeNull();
  });
});
