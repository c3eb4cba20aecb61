import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, minutePackages, processedEvents } from '../../db/schema/index.ts';
import { registry } from '../../metrics.ts';
import { type FakeStripe, stripeSubscription, withFakeStripe } from '../../test/fake-stripe.ts';
import { SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';
import { MAX_EVENT_ATTEMPTS } from './stripe-events.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

async function until<T>(probe: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Stripe events kept and applied on the job queue', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  // A job that retries an event starts a second after the webhook's own attempt (30 s in production).
  const stripe = withFakeStripe(WEBHOOK_SECRET, { jobTuning: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } });
  beforeAll(async () => {
    await stripe.start();
    ({ ctx, fake } = stripe);
  });
  afterAll(() => stripe.stop());

  const event = (id: string, type: string, object: object) => ({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: '2025-01-01',
    data: { object },
  });
  const stored = async (id: string) =>
    (await ctx.db.select().from(processedEvents).where(eq(processedEvents.id, id)))[0];
  const subscriptionOf = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).json();
  const retrievals = (subId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subId}`).length;
  /** A paid pack checkout of 10 minutes, as Stripe reports it completed. */
  const paidPack = async (cookie: string) => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 10 },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const id = [...fake.sessions.keys()].at(-1) as string;
    return { ...(fake.sessions.get(id) as object), status: 'complete', payment_status: 'paid' } as unknown as {
      id: string;
    };
  };

  it('defines the event job and its sweep', async () => {
    expect(Object.keys(await ctx.app.deps.jobs.counts())).toEqual(
      expect.arrayContaining(['stripe_event', 'stripe_events_sweep']),
    );
  });

  it('answers 200 to an event it cannot apply yet, keeps it, and applies it with the job', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'event-retry@example.com');
    const subId = 'sub_event_retry';
    fake.subscriptions.set(subId, stripeSubscription(subId, userId, { status: 'active', trial_end: null }));
    // Stripe's API fails once: the webhook's own attempt cannot read the subscription.
    fake.failures.set(`GET /v1/subscriptions/${subId}`, 500);
    const res = await stripe.deliver(
      event('evt_retry', 'invoice.paid', { id: 'in_retry', object: 'invoice', subscription: subId }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'queued' });
    expect(await subscriptionOf(cookie)).toBeNull();
    expect(await stored('evt_retry')).toMatchObject({ processedAt: null, payload: { id: 'evt_retry' } });

    await until(async () => (await stored('evt_retry'))?.processedAt);
    expect(await subscriptionOf(cookie)).toMatchObject({ plan: 'PRO', status: 'active', dailyMinuteLimit: 30 });
    // Applied, the event keeps no copy of what Stripe sent (it may hold the customer's address).
    expect(await stored('evt_retry')).toMatchObject({ payload: null, recoverAfter: null });
    expect(retrievals(subId)).toBe(2);
  });

  it('applies an event delivered twice once, one after the other or at the same time', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'event-twice@example.com');
    const first = await paidPack(cookie);
    const completed = event('evt_twice', 'checkout.session.completed', first);
    const again = [await stripe.deliver(completed), await stripe.deliver(completed)];
    expect(again.map((r) => r.json().result)).toEqual(['applied', 'duplicate']);

    const second = await paidPack(cookie);
    const together = await Promise.all([
      stripe.deliver(event('evt_together', 'checkout.session.completed', second)),
      stripe.deliver(event('evt_together', 'checkout.session.completed', second)),
    ]);
    expect(together.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(together.map((r) => r.json().result).sort()).toEqual(['applied', 'duplicate']);

    const packs = await ctx.db.select().from(minutePackages).where(eq(minutePackages.userId, userId));
    expect(packs.map((p) => p.remainingSeconds)).toEqual([600, 600]);
    const rows = await ctx.db.select().from(checkouts).where(eq(checkouts.userId, userId));
    expect(rows.map((c) => c.status)).toEqual(['completed', 'completed']);

    // A subscription event applied once: its second delivery does not even ask Stripe.
    const subId = 'sub_event_twice';
    fake.subscriptions.set(subId, stripeSubscription(subId, userId, { status: 'active', trial_end: null }));
    const updated = event('evt_twice_sub', 'customer.subscription.updated', fake.subscriptions.get(subId) as object);
    expect((await stripe.deliver(updated)).json().result).toBe('applied');
    expect((await stripe.deliver(updated)).json().result).toBe('duplicate');
    expect(retrievals(subId)).toBe(1);
  });

  it('applies an event whose instance died after keeping it, through the sweep', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'event-crash@example.com');
    const subId = 'sub_event_crash';
    fake.subscriptions.set(subId, stripeSubscription(subId, userId, { status: 'active', trial_end: null }));
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    // Kept by an instance killed (SIGKILL) before it applied the event or queued a job: its grace is over.
    const crashed = event('evt_crash', 'customer.subscription.updated', fake.subscriptions.get(subId) as object);
    await ctx.db.insert(processedEvents).values({
      id: crashed.id,
      type: crashed.type,
      payload: crashed,
      receivedAt: minutesAgo(5),
      recoverAfter: minutesAgo(3),
    });
    // One whose job still has attempts left: the sweep leaves it to the job.
    const heldUntil = new Date(Date.now() + 3_600_000);
    const held = event('evt_held', 'invoice.paid', { id: 'in_held', object: 'invoice', subscription: subId });
    await ctx.db
      .insert(processedEvents)
      .values({ id: held.id, type: held.type, payload: held, receivedAt: minutesAgo(5), recoverAfter: heldUntil });

    const sweep = await ctx.app.deps.jobs.send('stripe_events_sweep', {});
    await ctx.app.deps.jobs.settled('stripe_events_sweep', sweep);
    await until(async () => (await stored('evt_crash'))?.processedAt);
    expect(await subscriptionOf(cookie)).toMatchObject({ plan: 'PRO', status: 'active', dailyMinuteLimit: 30 });
    expect(await stored('evt_held')).toMatchObject({ processedAt: null, recoverAfter: heldUntil });

    // Stripe's own redelivery of a kept event that waits is applied at once.
    expect((await stripe.deliver(held)).json().result).toBe('applied');
    expect(await stored('evt_held')).toMatchObject({ payload: null });
  });

  it('finding 11: a client_reference_id that is no user id is checked before any query, and applied as nothing', async () => {
    const session = {
      id: 'cs_not_a_uuid',
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'customer-42',
      metadata: { app: 'forja', userId: 'customer-42', kind: 'pack', minutes: '10' },
    };
    const res = await stripe.deliver(event('evt_not_a_uuid', 'checkout.session.completed', session));
    expect(res.json()).toEqual({ received: true, result: 'applied' });
    expect(await stored('evt_not_a_uuid')).toMatchObject({ attempts: 0, deadAt: null, payload: null });
    expect((await stored('evt_not_a_uuid'))?.processedAt).toBeInstanceOf(Date);
  });

  it('finding 11: an event that fails every time is given up after its attempts and counted in /metrics', async () => {
    const dead = async () => (await registry.getSingleMetric('forja_stripe_events_dead')?.get())?.values[0]?.value ?? 0;
    const before = await dead();
    // Its subscription does not exist at Stripe: every attempt fails the same way.
    const failing = event('evt_always_fails', 'invoice.paid', {
      id: 'in_x',
      object: 'invoice',
      subscription: 'sub_nowhere',
    });
    await ctx.db.insert(processedEvents).values({
      id: failing.id,
      type: failing.type,
      payload: failing,
      attempts: MAX_EVENT_ATTEMPTS - 2,
      recoverAfter: new Date(Date.now() + 60_000),
    });
    // One more failure keeps it waiting; the last one gives it up.
    expect((await stripe.deliver(failing)).json().result).toBe('queued');
    expect(await stored(failing.id)).toMatchObject({ attempts: MAX_EVENT_ATTEMPTS - 1, deadAt: null });
    expect((await stripe.deliver(failing)).json().result).toBe('dead');
    const row = await stored(failing.id);
    expect(row).toMatchObject({ attempts: MAX_EVENT_ATTEMPTS, recoverAfter: null, processedAt: null });
    expect(row?.deadAt).toBeInstanceOf(Date);
    expect(row?.lastError).toMatch(/StripeInvalidRequestError|Error/);
    expect(await dead()).toBe(before + 1);
    // Neither Stripe's redelivery nor the sweep tries it again.
    const asked = retrievals('sub_nowhere');
    expect((await stripe.deliver(failing)).json().result).toBe('duplicate');
    const sweep = await ctx.app.deps.jobs.send('stripe_events_sweep', {});
    await ctx.app.deps.jobs.settled('stripe_events_sweep', sweep);
    expect(retrievals('sub_nowhere')).toBe(asked);
  });
});
