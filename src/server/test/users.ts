import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptions, users } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { sendMagicLink } from '../modules/auth/magic-links.ts';
import { cookieHeader, SAME_ORIGIN, type TestContext } from './harness.ts';

let ipSeq = 1;

/** A signed-in user who finished onboarding, as a cookie header. */
export async function onboardedUser(
  ctx: TestContext,
  email: string,
  options: {
    injuries?: string[];
    equipment?: string[];
    level?: string;
    language?: string;
    restrictions?: string[];
    method?: string;
  } = {},
): Promise<{ cookie: string; userId: string }> {
  const app: FastifyInstance = ctx.app;
  const ip = `10.50.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;
  await app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    payload: { email },
  });
  const res = await app.inject({ url: `/api/auth/callback?token=${ctx.mailbox.lastToken(email)}`, remoteAddress: ip });
  let cookie = cookieHeader(res.headers['set-cookie']);
  const post = async (url: string, payload: object) => {
    const r = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...SAME_ORIGIN, cookie },
      remoteAddress: ip,
    });
    cookie = cookieHeader(r.headers['set-cookie'], cookie);
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
  };
  await post('/api/onboarding/basic', {
    fullName: 'Test Person',
    email,
    birthDate: '1990-01-01',
    gender: 'female',
    weight: 65,
    height: 170,
    primaryGoal: 'build_muscle',
    termsAccepted: true,
    privacyAccepted: true,
    language: options.language ?? 'en',
  });
  await post('/api/onboarding/profile', {
    injuries: options.injuries ?? [],
    medicalConditions: [],
    dietaryRestrictions: options.restrictions ?? [],
    equipment: options.equipment ?? ['full gym'],
    fitnessLevel: options.level ?? 'intermediate',
    trainingMethod: options.method ?? 'rir',
  });
  await post('/api/onboarding/parq', { answers: Array(7).fill(false) });
  await post('/api/onboarding/complete', { selectedAgent: { category: 'strength', style: 'hypertrophy' } });
  const [u] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error('no user');
  return { cookie, userId: u.id };
}

/** Gives a user a subscription directly (billing has its own tests). */
export async function subscribe(
  ctx: TestContext,
  userId: string,
  plan: 'BASIC' | 'PRO' | 'ANNUAL' = 'PRO',
  status = 'active',
) {
  await ctx.db
    .insert(subscriptions)
    .values({ userId, plan, status, provider: 'local', trialEndsAt: new Date(Date.now() + 3 * 86_400_000) })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { plan, status } });
}

/** Queues a sign-in link's mail, as a request that answers before the mail leaves does. */
export function queueLink(deps: Deps, email: string): Promise<void> {
  return sendMagicLink(deps, { email, language: 'en', kind: 'sign_in', background: true });
}
