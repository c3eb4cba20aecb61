import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecords } from '../../db/schema/index.ts';
import { type FakeStripe, stripeSubscription, withFakeStripe } from '../../test/fake-stripe.ts';
import { SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe events for subscriptions Forja did not make', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  const stripe = withFakeStripe(WEBHOOK_SECRET);
  beforeAll(async () => {
    await stripe.start();
    ({ ctx, fake } = stripe);
  });
  afterAll(() => stripe.stop());

  let seq = 0;
  const announce = (sub: Record<string, unknown>, type = 'customer.subscription.updated') =>
    stripe.deliver({
      id: `evt_foreign_${++seq}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: sub },
    });
  const cancels = (id: string) =>
    fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${id}`);
  const subscriptionOf = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).json();

  it("finding 2: another product's live subscription on the same Stripe account is never canceled", async () => {
    // Another product's subscriptions carry their own metadata: a user id of theirs, a UUID that is
    // no Forja member, or none at all.
    const foreign = [
      stripeSubscription('sub_other_app_1', 'customer-42', { status: 'active', metadata: { userId: 'customer-42' } }),
      stripeSubscription('sub_other_app_2', randomUUID(), { status: 'active', metadata: { userId: randomUUID() } }),
      stripeSubscription('sub_other_app_3', '', { status: 'active', metadata: {} }),
    ];
    for (const sub of foreign) {
      fake.subscriptions.set(sub.id as string, sub);
      for (const type of ['customer.subscription.created', 'customer.subscription.updated']) {
        const res = await announce(sub, type);
        expect(res.statusCode).toBe(200);
      }
      expect(cancels(sub.id as string)).toHaveLength(0);
      expect(fake.subscriptions.get(sub.id as string)?.status).toBe('active');
    }
  });

  it("finding 2: a subscription without Forja's tag is not applied to a member, even with the member's id", async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'untagged@example.com');
    const sub = stripeSubscription('sub_untagged', userId, { status: 'active', metadata: { userId, plan: 'PRO' } });
    fake.subscriptions.set('sub_untagged', sub);
    expect((await announce(sub)).statusCode).toBe(200);
    expect(await subscriptionOf(cookie)).toBeNull();
  });

  it("finding 2: Forja's checkouts tag the session and the subscription", async () => {
    const { cookie } = await onboardedUser(ctx, 'tagged@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'PRO' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1);
    expect(created?.body['metadata[app]']).toBe('forja');
    expect(created?.body['subscription_data[metadata][app]']).toBe('forja');
    // Completed, it is applied as before.
    const mark = fake.events.length;
    fake.completeSession([...fake.sessions.keys()].at(-1) as string);
    for (const e of fake.eventsSince(mark)) expect((await stripe.deliver(e)).statusCode).toBe(200);
    expect(await subscriptionOf(cookie)).toMatchObject({ plan: 'PRO', status: 'trialing' });
  });

  it('finding 2: a tagged leftover of no member is canceled only when the kept payment records hold its id', async () => {
    // Tagged, for an account that is gone, but Forja never recorded it: left alone (and logged).
    const unknownOwner = randomUUID();
    const stray = stripeSubscription('sub_tagged_stray', unknownOwner, { status: 'active' });
    fake.subscriptions.set('sub_tagged_stray', stray);
    expect((await announce(stray)).statusCode).toBe(200);
    expect(cancels('sub_tagged_stray')).toHaveLength(0);

    // The kept payment records of a deleted account hold this one: it must not bill anyone.
    const leftover = stripeSubscription('sub_tagged_leftover', randomUUID(), { status: 'active' });
    fake.subscriptions.set('sub_tagged_leftover', leftover);
    await ctx.db.insert(paymentRecords).values({
      kind: 'subscription',
      provider: 'stripe',
      providerRef: 'sub_tagged_leftover',
      keepUntil: new Date(Date.now() + 86_400_000),
    });
    expect((await announce(leftover)).statusCode).toBe(200);
    expect(cancels('sub_tagged_leftover')).toHaveLength(1);
    expect(fake.subscriptions.get('sub_tagged_leftover')?.status).toBe('canceled');
  });
});
