import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentRecords, subscriptions, trialClaims, users } from '../../db/schema/index.ts';
import { type FakeStripe, withFakeStripe } from '../../test/fake-stripe.ts';
import { createTestContext, postLocalForm, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

const request = (ctx: TestContext, cookie: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, cookie }, remoteAddress: '10.77.0.1' });

describe('deleting an account with Stripe billing', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  const stripe = withFakeStripe(WEBHOOK_SECRET);
  beforeAll(async () => {
    await stripe.start();
    ({ ctx, fake } = stripe);
  });
  afterAll(() => stripe.stop());

  const deliver = (event: object) => stripe.deliver(event);
  const lastSessionId = () => [...fake.sessions.keys()].at(-1) as string;

  /** A user who went through Stripe Checkout (a trial) and whose webhooks arrived. */
  async function subscribedUser(email: string) {
    const user = await onboardedUser(ctx, email);
    const res = await request(ctx, user.cookie, 'POST', '/api/subscription/create-checkout', { plan: 'PRO' });
    expect(res.statusCode).toBe(200);
    const from = fake.events.length;
    const { subscription } = fake.completeSession(lastSessionId());
    for (const e of fake.eventsSince(from)) expect((await deliver(e)).statusCode).toBe(200);
    const sub = (await ctx.app.inject({ url: '/api/subscription', headers: { cookie: user.cookie } })).json();
    expect(sub).toMatchObject({ plan: 'PRO', status: 'trialing' });
    return { ...user, subscriptionId: subscription?.id as string, customerId: subscription?.customer as string };
  }

  it('finding 1: deleting an account cancels the Stripe subscription, deletes the customer, and later webhooks answer 200', async () => {
    const { cookie, userId, subscriptionId, customerId } = await subscribedUser('leaving@example.com');
    // A pack bought and paid: its payment record must outlive the account.
    await request(ctx, cookie, 'POST', '/api/usage/add-package', { minutes: 20 });
    const paidPack = lastSessionId();
    const before = fake.events.length;
    fake.completeSession(paidPack);
    for (const e of fake.eventsSince(before)) expect((await deliver(e)).statusCode).toBe(200);
    // A pack checkout left open in another tab must not be payable afterwards.
    await request(ctx, cookie, 'POST', '/api/usage/add-package', { minutes: 20 });
    const packSession = lastSessionId();
    const mark = fake.events.length;

    const del = await request(ctx, cookie, 'DELETE', '/api/account');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });

    // Stripe no longer bills anyone for this account.
    const cancel = fake.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(cancel?.headers['idempotency-key']).toBe(`account-delete-cancel-${subscriptionId}`);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(fake.customers.get(customerId)).toMatchObject({ deleted: true });
    expect(fake.sessions.get(packSession)?.status).toBe('expired');

    // What Stripe sends afterwards (and a retried invoice event) is answered 200 and logged, never a 500.
    const info = vi.spyOn(ctx.app.log, 'info');
    const later = [
      ...fake.eventsSince(mark),
      {
        id: 'evt_after_delete_invoice',
        object: 'event',
        type: 'invoice.payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'in_after', object: 'invoice', subscription: subscriptionId } },
      },
    ];
    expect(later.map((e) => (e as { type: string }).type)).toEqual(
      expect.arrayContaining(['customer.subscription.deleted', 'customer.deleted', 'checkout.session.expired']),
    );
    for (const e of later) expect((await deliver(e)).statusCode).toBe(200);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ subscription: subscriptionId }),
      'subscription event for a deleted account',
    );
    info.mockRestore();

    // The account is gone; the payment record stays, without the person.
    expect(await ctx.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(0);
    const records = await ctx.db.select().from(paymentRecords).where(eq(paymentRecords.providerRef, subscriptionId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      kind: 'subscription',
      provider: 'stripe',
      plan: 'PRO',
      providerCustomerId: customerId,
    });
    const keptYears = (records[0]?.keepUntil.getTime() ?? 0) - Date.now();
    expect(keptYears / (365.25 * 86_400_000)).toBeCloseTo(7, 1);
    const pack = await ctx.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.providerRef, `stripe:${paidPack}`));
    expect(pack[0]).toMatchObject({ kind: 'pack', provider: 'stripe', minutes: 20, amountCents: 159, currency: 'EUR' });
    const everything = JSON.stringify(await ctx.db.select().from(paymentRecords));
    expect(everything).not.toContain(userId);
    expect(everything).not.toContain('leaving@');
  });

  it('finding 1: when Stripe cannot be reached the account stays, so deleting can be tried again', async () => {
    const { cookie, userId, subscriptionId } = await subscribedUser('leaving-later@example.com');
    fake.failures.set(`DELETE /v1/subscriptions/${subscriptionId}`, 500);
    const failed = await request(ctx, cookie, 'DELETE', '/api/account');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(await ctx.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);

    const again = await request(ctx, cookie, 'DELETE', '/api/account');
    expect(again.statusCode).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await ctx.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
  });

  it('finding 6: with Stripe, a person who deleted their account and signs up again gets a paid checkout', async () => {
    const first = await subscribedUser('comeback@example.com');
    expect((await request(ctx, first.cookie, 'DELETE', '/api/account')).statusCode).toBe(200);

    const second = await onboardedUser(ctx, 'comeback+again@example.com');
    const res = await request(ctx, second.cookie, 'POST', '/api/subscription/create-checkout', { plan: 'PRO' });
    expect(res.statusCode).toBe(200);
    const call = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(call?.body.client_reference_id).toBe(second.userId);
    expect(call?.body.payment_method_collection).toBe('always');
    expect(call?.body['subscription_data[trial_period_days]']).toBeUndefined();
  });
});

describe('one trial per person with the local provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const form = (cookie: string, url: string, action: string) => postLocalForm(ctx, cookie, url, action);
  const checkoutPath = async (cookie: string) => {
    const res = await request(ctx, cookie, 'POST', '/api/subscription/create-checkout', { plan: 'PRO' });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().sessionUrl).pathname;
  };
  const subscription = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).json();

  it('finding 6: one trial per person survives deleting the account and signing up again', async () => {
    const first = await onboardedUser(ctx, 'twice.trial@gmail.com');
    const trialPage = await checkoutPath(first.cookie);
    expect((await ctx.app.inject({ url: trialPage, headers: { cookie: first.cookie } })).body).toContain(
      'Start free trial',
    );
    await form(first.cookie, trialPage, 'trial');
    expect(await subscription(first.cookie)).toMatchObject({ status: 'trialing' });
    expect((await request(ctx, first.cookie, 'DELETE', '/api/account')).statusCode).toBe(200);

    // Only a hash of the address is kept.
    const claims = await ctx.db.select().from(trialClaims);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.emailHash).toMatch(/^[0-9a-f]{64}$/);

    // The same Gmail mailbox written another way is the same person.
    const second = await onboardedUser(ctx, 'twicetrial+new@gmail.com');
    const paidPage = await checkoutPath(second.cookie);
    const page = (await ctx.app.inject({ url: paidPage, headers: { cookie: second.cookie } })).body;
    expect(page).not.toContain('Start free trial');
    expect(page).toContain('You have already had your free trial');
    const paid = await form(second.cookie, paidPage, 'pay');
    expect(paid.headers.location).toMatch(/^\/subscription\?success=true/);
    expect(await subscription(second.cookie)).toMatchObject({ status: 'active', trialEndsAt: null });
  });

  it("finding 6: the local checkout honours the session's trial flag", async () => {
    // Someone else, same mailbox as a claimed trial: a forged 'trial' on the paid page starts nothing.
    const first = await onboardedUser(ctx, 'flag@example.com');
    await form(first.cookie, await checkoutPath(first.cookie), 'trial');
    expect((await request(ctx, first.cookie, 'DELETE', '/api/account')).statusCode).toBe(200);
    const again = await onboardedUser(ctx, 'flag@example.com');
    const paidPage = await checkoutPath(again.cookie);
    for (const action of ['trial', 'trial_card']) {
      const forged = await form(again.cookie, paidPage, action);
      expect(forged.headers.location).toBe(paidPage);
    }
    expect(await subscription(again.cookie)).toBeNull();
    // And a trial checkout is not paid through the back door either: it offers the trial only.
    const fresh = await onboardedUser(ctx, 'flag-fresh@example.com');
    const trialPage = await checkoutPath(fresh.cookie);
    expect((await form(fresh.cookie, trialPage, 'pay')).headers.location).toBe(trialPage);
    expect(await subscription(fresh.cookie)).toBeNull();
  });
});
