import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { magicLinks, users } from '#server/db/schema/index.ts';
import { BuiltinCoach } from '#server/modules/coach/builtin/engine.ts';
import type { PlanId } from '#shared/catalog/pricing.ts';
import type { TChatMessage, TSendMessageResponse } from '#shared/contracts/chat.ts';
import type { TNutritionPlan, TWorkoutPlan } from '#shared/contracts/plans.ts';
import type { TLeaderboard, TPersonalRecord } from '#shared/contracts/progress.ts';
import type { TUsageToday } from '#shared/contracts/usage.ts';
import { SeedBrowser, SeedMailbox } from './browser.ts';
import { liftsOfPlan, workoutHistory } from './history.ts';
import { DEMO, FULL_BODY, OTHERS, SEED_EMAILS, type SeedMember } from './members.ts';

const WEEKS = 13;
const PLAN: PlanId = 'PRO';

export type SeedSummary = {
  email: string;
  /** A single-use sign-in link for the demo member (valid as long as any emailed link). */
  signInLink: string;
  plan: string;
  weeks: number;
  sessions: number;
  sets: number;
  records: number;
  workoutPlan: string;
  nutritionPlan: string;
  chatMessages: number;
  usedSecondsToday: number;
  leaderboard: string[];
};

/** The app as the server builds it (database opened and migrated), with what the seed needs instead of mail and a model. */
export async function openSeedApp(config: Config): Promise<{ app: FastifyInstance; mailbox: SeedMailbox }> {
  const mailbox = new SeedMailbox();
  const app = await buildApp(config, {
    // The demo addresses get no mail: the seed follows the links itself.
    mailer: mailbox,
    // The built-in coach answers whatever AI_PROVIDER says: no key, no cost, the same plans each run.
    coach: new BuiltinCoach(),
    // Nothing runs in the background of a script that ends in seconds.
    startJobs: false,
  });
  return { app, mailbox };
}

/**
 * Deletes the seed's own accounts (by address; every row of theirs goes with the user) and the
 * sign-in links sent to them, so that a second run starts from the same place. No other account
 * is read or written.
 */
export async function resetSeedMembers(app: FastifyInstance): Promise<number> {
  const { db, userCache } = app.deps;
  const gone = await db.delete(users).where(inArray(users.email, SEED_EMAILS)).returning({ id: users.id });
  await db.delete(magicLinks).where(inArray(magicLinks.email, SEED_EMAILS));
  for (const u of gone) userCache.forget(u.id);
  return gone.length;
}

/**
 * Signs a member up as a person does: the emailed link, then onboarding's steps and (unless told
 * otherwise) the leaderboard opt-in. The browser tests' members are made with it too.
 */
export async function signUp(
  app: FastifyInstance,
  mailbox: SeedMailbox,
  member: SeedMember,
  timeZone: string,
  { leaderboard = true }: { leaderboard?: boolean } = {},
): Promise<SeedBrowser> {
  const browser = new SeedBrowser(app, member.address);
  const { email, language } = member.basic;
  await browser.post('/api/auth/magic-link', { email, language });
  await browser.get(`/api/auth/callback${new URL(mailbox.lastLink(email)).search}`);
  await browser.post('/api/onboarding/basic', {
    ...member.basic,
    termsAccepted: true,
    privacyAccepted: true,
    timeZone,
  });
  await browser.post('/api/onboarding/profile', member.health);
  // PAR-Q: "no" to all seven questions.
  await browser.post('/api/onboarding/parq', { answers: Array(7).fill(false) });
  await browser.post('/api/onboarding/complete', { selectedAgent: member.agent });
  if (leaderboard) await browser.post('/api/leaderboard/opt-in', { optIn: true });
  return browser;
}

/**
 * An active subscription through the local checkout: the first time a trial with a card, ended at
 * once from the local billing page (which charges the card and makes it active); once the address
 * has had its trial, the checkout is paid directly. With Stripe configured the local pages do not
 * exist, and the seed says so.
 */
async function subscribe(app: FastifyInstance, browser: SeedBrowser, plan: PlanId): Promise<string> {
  if (app.deps.payments.kind !== 'local') {
    throw new Error('The seed subscribes through the local checkout: run it without STRIPE_SECRET_KEY.');
  }
  const { sessionUrl } = await browser.post<{ sessionUrl: string }>('/api/subscription/create-checkout', { plan });
  const checkout = new URL(sessionUrl).pathname;
  const page = await browser.getText(checkout);
  if (page.includes('value="trial_card"')) {
    await browser.postForm(checkout, { action: 'trial_card' });
    await browser.postForm('/local-billing', { action: 'end_trial' });
  } else {
    await browser.postForm(checkout, { action: 'pay' });
  }
  const subscription = await browser.get<{ plan: string; status: string }>('/api/subscription');
  if (subscription.status !== 'active') throw new Error(`the subscription is ${subscription.status}, not active`);
  return `${subscription.plan} (${subscription.status})`;
}

/** A conversation with one coach through the chat's routes; each message gets the coach's real reply. */
async function openChat(browser: SeedBrowser, agent: { category: string; style: string }) {
  const session = await browser.post<{ id: string }>('/api/chat/sessions', {
    agentCategory: agent.category,
    agentStyle: agent.style,
    language: 'en',
  });
  return async (content: string, tool?: string): Promise<TChatMessage> => {
    const { message } = await browser.post<TSendMessageResponse>('/api/chat/messages', {
      sessionId: session.id,
      content,
      language: 'en',
    });
    const call = message.toolCalls.find((c) => c.function.name === tool);
    if (tool && (call?.result as { ok?: boolean } | undefined)?.ok !== true) {
      throw new Error(`"${content}" did not ${tool}: ${JSON.stringify(message.toolCalls)} ${message.content}`);
    }
    return message;
  };
}

/** Logs back-dated sessions through the workout logger's route, one request per session. */
async function logHistory(browser: SeedBrowser, sessions: ReturnType<typeof workoutHistory>): Promise<number> {
  let sets = 0;
  for (const session of sessions) {
    if (session.sets.length === 0) continue;
    const answer = await browser.post<{ sets: number }>('/api/workouts/log', {
      sets: session.sets,
      date: session.date.toISOString(),
    });
    sets += answer.sets;
  }
  return sets;
}

/**
 * The demo member and three other opted-in members, made through the product's own routes:
 * sign-in, onboarding, the local checkout, the coach's plans, the workout logger (back-dated with
 * its `date`) and the chat. Returns what a newcomer will see, and a link to sign in with.
 */
export async function runSeed(
  app: FastifyInstance,
  mailbox: SeedMailbox,
  options: { now?: Date; timeZone?: string } = {},
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  await resetSeedMembers(app);

  const demo = await signUp(app, mailbox, DEMO, timeZone);
  const plan = await subscribe(app, demo, PLAN);

  // The plans come from the coaches themselves (the built-in planners behind their tools).
  const bruno = await openChat(demo, DEMO.agent);
  await bruno('Make me a 4-day workout plan', 'create_workout_plan');
  const sofia = await openChat(demo, { category: 'nutrition', style: 'muscle_gain' });
  await sofia('How much protein should I eat per meal?');
  await sofia('Make me a nutrition plan', 'create_nutrition_plan');
  const [workoutPlan] = (await demo.get<{ plans: TWorkoutPlan[] }>('/api/workout-plans')).plans;
  const [nutritionPlan] = (await demo.get<{ plans: TNutritionPlan[] }>('/api/nutrition-plans')).plans;
  if (!workoutPlan || !nutritionPlan) throw new Error('the coaches saved no plan');

  // Three months of the plan's sessions, then the other members' own.
  const history = workoutHistory({ days: liftsOfPlan(workoutPlan.exercises), weeks: WEEKS, now, ...DEMO.history });
  const sets = await logHistory(demo, history);
  for (const member of OTHERS) {
    const browser = await signUp(app, mailbox, member, timeZone);
    await logHistory(browser, workoutHistory({ days: FULL_BODY, weeks: WEEKS, now, ...member.history }));
  }

  // Questions about the logged sets, answered from them; this conversation is the newest.
  await bruno("What's my estimated one rep max on the bench press?");
  await bruno('How is my recovery?');
  await bruno('How many sets did I do this week?');
  await bruno('Show me my personal records');

  const records = await demo.get<TPersonalRecord[]>('/api/progress/personal-records');
  const usage = await demo.get<TUsageToday>('/api/usage/today');
  const sessions = await demo.get<{ id: string }[]>('/api/chat/sessions');
  let chatMessages = 0;
  for (const s of sessions) chatMessages += (await demo.get<unknown[]>(`/api/chat/sessions/${s.id}/messages`)).length;
  const board = await demo.get<TLeaderboard>('/api/leaderboard?period=month');

  // The link to print: asked for like the sign-in form does, so it is an ordinary emailed link.
  await new SeedBrowser(app, DEMO.address).post('/api/auth/magic-link', { email: DEMO.basic.email, language: 'en' });
  return {
    email: DEMO.basic.email,
    signInLink: mailbox.lastLink(DEMO.basic.email),
    plan,
    weeks: WEEKS,
    sessions: history.length,
    sets,
    records: records.length,
    workoutPlan: workoutPlan.name,
    nutritionPlan: `${nutritionPlan.name}, ${nutritionPlan.kcal} kcal`,
    chatMessages,
    usedSecondsToday: usage.usedSeconds,
    leaderboard: board.entries.map((e) => `${e.rank}. ${e.displayName} (${e.sessions} days)`),
  };
}
