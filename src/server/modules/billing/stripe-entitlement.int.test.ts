import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, stripeSubscription, withFakeStripe } from '../../test/fake-stripe.ts';
import { SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const HOUR = 3600;

describe('Stripe subscriptions: what is granted, and only one at a time', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  const stripe = withFakeStripe(WEBHOOK_SECRET);
  beforeAll(async () => {
    await stripe.start();
    ({ ctx, fake } = stripe);
  });
  afterAll(() => stripe.stop());

  let eventSeq = 0;
  const deliver = (event: object) => stripe.deliver(event);
  /** Stripe's current state of a subscription, announced by a webhook. */
  const stripeSays = async (sub: Record<string, unknown>) => {
    fake.subscriptions.set(sub.id as string, sub);
    const res = await deliver({
      id: `evt_entitlement_${++eventSeq}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: sub },
    });
    expect(res.statusCode).toBe(200);
  };
  const seen = async (cookie: string) => ({
    sub: (await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).json(),
    dailyLimit: (await ctx.app.inject({ url: '/api/usage/today', headers: { cookie } })).json().dailyLimit,
  });
  const period = (start: number, end: number) => ({
    items: {
      object: 'list',
      data: [{ id: 'si_x', object: 'subscription_item', current_period_start: start, current_period_end: end }],
    },
  });

  it('finding 4: a first payment that fails (incomplete) grants nothing; only a failed renewal keeps the plan', async () => {
    const now = Math.floor(Date.now() / 1000);

    // A paid start whose first charge failed: Stripe says incomplete. Shown as a payment due, no minutes.
    const a = await onboardedUser(ctx, 'incomplete@example.com');
    await stripeSays(
      stripeSubscription('sub_incomplete', a.userId, {
        status: 'incomplete',
        trial_end: null,
        ...period(now, now + 30 * 86_400),
      }),
    );
    expect(await seen(a.cookie)).toMatchObject({ sub: { status: 'past_due', dailyMinuteLimit: 0 }, dailyLimit: 0 });
    // After 23 hours unpaid Stripe ends it: still nothing.
    await stripeSays(
      stripeSubscription('sub_incomplete', a.userId, {
        status: 'incomplete_expired',
        trial_end: null,
        ...period(now, now + 30 * 86_400),
      }),
    );
    expect(await seen(a.cookie)).toMatchObject({ sub: { status: 'canceled', dailyMinuteLimit: 0 }, dailyLimit: 0 });

    // The trial ended with a card and its first charge failed: past_due at Stripe, but nothing was ever paid.
    const b = await onboardedUser(ctx, 'first-charge@example.com');
    const trialEnd = now - HOUR;
    await stripeSays(
      stripeSubscription('sub_first_charge', b.userId, {
        status: 'past_due',
        trial_end: trialEnd,
        default_payment_method: 'pm_1',
        ...period(trialEnd, trialEnd + 30 * 86_400),
      }),
    );
    expect(await seen(b.cookie)).toMatchObject({ sub: { status: 'past_due', dailyMinuteLimit: 0 }, dailyLimit: 0 });
    // Once it is paid the plan is granted.
    await stripeSays(
      stripeSubscription('sub_first_charge', b.userId, {
        status: 'active',
        trial_end: trialEnd,
        default_payment_method: 'pm_1',
        ...period(trialEnd, trialEnd + 30 * 86_400),
      }),
    );
    expect(await seen(b.cookie)).toMatchObject({ sub: { status: 'active', dailyMinuteLimit: 30 }, dailyLimit: 1800 });

    // A renewal that failed while Stripe retries keeps the plan.
    const c = await onboardedUser(ctx, 'renewal@example.com');
    await stripeSays(
      stripeSubscription('sub_renewal', c.userId, {
        status: 'past_due',
        trial_end: now - 40 * 86_400,
        default_payment_method: 'pm_1',
        ...period(now - 2 * 86_400, now + 28 * 86_400),
      }),
    );
    expect(await seen(c.cookie)).toMatchObject({ sub: { status: 'past_due', dailyMinuteLimit: 30 }, dailyLimit: 1800 });
    // When Stripe gives up retrying (unpaid), the minutes stop.
    await stripeSays(
      stripeSubscription('sub_renewal', c.userId, {
        status: 'unpaid',
        trial_end: now - 40 * 86_400,
        default_payment_method: 'pm_1',
        ...period(now - 2 * 86_400, now + 28 * 86_400),
      }),
    );
    expect(await seen(c.cookie)).toMatchObject({ sub: { status: 'past_due', dailyMinuteLimit: 0 }, dailyLimit: 0 });
  });

  const checkout = (cookie: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'PRO' },
      headers: { ...SAME_ORIGIN, cookie },
      remoteAddress,
    });
  const sessionsOf = (userId: string) =>
    [...fake.sessions.values()].filter((s) => s.client_reference_id === userId && s.mode === 'subscription');

  it('finding 5: parallel checkouts leave one open Checkout session; the others are expired', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'double-click@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(cookie, '10.88.0.1')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sessions = sessionsOf(userId);
    expect(sessions).toHaveLength(5);
    const open = sessions.filter((s) => s.status === 'open');
    expect(open).toHaveLength(1);
    expect(sessions.filter((s) => s.status === 'expired')).toHaveLength(4);
    // The one left open is the one the last answer sent the browser to.
    const urls = answers.map((r) => r.json().sessionUrl);
    expect(urls).toContain(open[0]?.url);
    for (const s of sessions.filter((x) => x.status === 'expired')) {
      const call = fake.requests.find((r) => r.path === `/v1/checkout/sessions/${s.id}/expire`);
      expect(call?.headers['idempotency-key']).toBe(`checkout-expire-${s.id}`);
    }
  });

  it('finding 5: a stale checkout completed next to a new one ends with one live subscription', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'two-tabs@example.com');
    // Tab 1 opens a checkout and pays it on Stripe's page; its webhooks are delayed.
    expect((await checkout(cookie, '10.88.0.2')).statusCode).toBe(200);
    const first = sessionsOf(userId)[0]?.id as string;
    const mark = fake.events.length;
    const one = fake.completeSession(first);
    // Tab 2, still showing "no subscription", opens another (tab 1's can no longer be expired) and pays it too.
    expect((await checkout(cookie, '10.88.0.2')).statusCode).toBe(200);
    const second = sessionsOf(userId).find((s) => s.id !== first)?.id as string;
    const two = fake.completeSession(second);
    // All the webhooks, and both return pages, arrive at once.
    const events = fake.eventsSince(mark);
    const confirm = (sessionId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/subscription/confirm',
        payload: { sessionId },
        headers: { ...SAME_ORIGIN, cookie },
      });
    const results = await Promise.all([...events.map(deliver), confirm(first), confirm(second)]);
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);

    const ids = [one.subscription?.id, two.subscription?.id] as string[];
    const live = ids.filter((id) => fake.subscriptions.get(id)?.status !== 'canceled');
    expect(live).toHaveLength(1);
    const canceled = ids.find((id) => id !== live[0]) as string;
    const cancel = fake.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${canceled}`);
    expect(cancel?.headers['idempotency-key']).toBe(`cancel-duplicate-${canceled}`);
    // The customer Checkout made for the duplicate is deleted with it; the kept one stays.
    const extraCustomer = fake.subscriptions.get(canceled)?.customer as string;
    const keptCustomer = fake.subscriptions.get(live[0] as string)?.customer as string;
    expect(extraCustomer).not.toBe(keptCustomer);
    expect(fake.customers.get(extraCustomer)).toMatchObject({ deleted: true });
    expect(fake.customers.get(keptCustomer)?.deleted).toBeUndefined();

    // Stripe's notice that the duplicate ended does not take the kept one away.
    for (const e of fake.eventsSince(mark + events.length)) expect((await deliver(e)).statusCode).toBe(200);
    const sub = (await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).json();
    expect(sub).toMatchObject({ plan: 'PRO', status: 'trialing', dailyMinuteLimit: 30 });
    const row = await ctx.db.query.subscriptions.findFirst({ where: (s, { eq }) => eq(s.userId, userId) });
    expect(row?.providerSubscriptionId).toBe(live[0]);
  });
});
