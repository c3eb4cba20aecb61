import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutePackages, processedEvents } from '../../db/schema/index.ts';
import { FakeStripe, stripeSubscription } from '../../test/fake-stripe.ts';
import { createTestContext, postLocalForm, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser } from '../../test/users.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the local provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  const form = (cookie: string, url: string, action: string) => postLocalForm(ctx, cookie, url, action);

  it('walks trial, cancel at period end, resume and the trial ending without a card', async () => {
    const { cookie } = await onboardedUser(ctx, 'local@example.com');
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
    expect((await get('/api/subscription')).body).toBe('null');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'PRO' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const url = new URL(res.json().sessionUrl);
    expect(url.pathname).toMatch(/^\/local-checkout\/cs_/);
    const page = await get(url.pathname);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('no real payment happens');
    expect(page.body).not.toMatch(/<script/);
    const declined = await form(cookie, url.pathname, 'fail');
    expect(declined.body).toContain('Payment Failed');
    expect((await get('/api/subscription')).body).toBe('null');
    const done = await form(cookie, url.pathname, 'trial');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/^\/subscription\?success=true&session_id=cs_/);
    expect((await get('/api/subscription')).json()).toMatchObject({
      plan: 'PRO',
      status: 'trialing',
      dailyMinuteLimit: 30,
      cancelAtPeriodEnd: false,
    });
    expect((await get('/api/usage/today')).json()).toMatchObject({ dailyLimit: 1800, availableSeconds: 1800 });
    // A second checkout while subscribed is refused.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'BASIC' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(again.statusCode).toBe(409);

    const portal = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/portal',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(portal.json().url).toMatch(/\/local-billing$/);
    await form(cookie, '/local-billing', 'cancel_at_period_end');
    expect((await get('/api/subscription')).json()).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    await form(cookie, '/local-billing', 'resume');
    expect((await get('/api/subscription')).json().cancelAtPeriodEnd).toBe(false);
    await form(cookie, '/local-billing', 'end_trial');
    // No card was added: the trial ends with no charge and no minutes.
    expect((await get('/api/subscription')).json()).toMatchObject({ status: 'canceled', dailyMinuteLimit: 0 });
    expect((await get('/api/usage/today')).json().dailyLimit).toBe(0);
    // One trial per person: the next checkout is paid, not a trial.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'BASIC' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const paidPage = await get(new URL(paid.json().sessionUrl).pathname);
    expect(paidPage.body).not.toContain('Start free trial');
  });

  it('turns a trial with a card into an active subscription, and credits a pack exactly once', async () => {
    const { cookie } = await onboardedUser(ctx, 'card@example.com');
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'BASIC' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    await form(cookie, new URL(res.json().sessionUrl).pathname, 'trial_card');
    await form(cookie, '/local-billing', 'end_trial');
    expect((await get('/api/subscription')).json()).toMatchObject({
      status: 'active',
      plan: 'BASIC',
      dailyMinuteLimit: 15,
    });

    // Issue 24: Basic sells packs of 10 minutes only; a 20-minute pack is refused, nothing created.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 20 },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PACK_NOT_IN_PLAN', details: { minutes: 10 } });
    const pack = await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 10 },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const path = new URL(pack.json().sessionUrl).pathname;
    const paid = await form(cookie, path, 'pay');
    expect(paid.headers.location).toMatch(/^\/chat\?purchase=success/);
    await form(cookie, path, 'pay');
    const usage = (await get('/api/usage/today')).json();
    expect(usage.minutePackages).toHaveLength(1);
    expect(usage.minutePackages[0].remainingSeconds).toBe(600);
    expect(usage.availableSeconds).toBe(900 + 600);
    // Bought from /subscription, the pack comes back there (issue 24).
    const fromSubscription = await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 10, returnTo: 'subscription' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const back = await form(cookie, new URL(fromSubscription.json().sessionUrl).pathname, 'pay');
    expect(back.headers.location).toMatch(/^\/subscription\?purchase=success&session_id=cs_/);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 15 },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('issue 17: an abandoned or declined checkout returns saying how it ended', async () => {
    const { cookie } = await onboardedUser(ctx, 'ended@example.com');
    const create = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie } });
    const leave = (url: string, body: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });

    const sub = new URL((await create('/api/subscription/create-checkout', { plan: 'PRO' })).json().sessionUrl);
    expect((await leave(sub.pathname, 'action=cancel')).headers.location).toBe('/subscription?checkout=canceled');
    const declined = await leave(sub.pathname, 'action=fail');
    expect(declined.body).toContain('<input type="hidden" name="failed" value="1">');
    expect((await leave(sub.pathname, 'failed=1&action=cancel')).headers.location).toBe(
      '/subscription?checkout=failed',
    );

    const pack = new URL((await create('/api/usage/add-package', { minutes: 10 })).json().sessionUrl);
    expect((await leave(pack.pathname, 'action=cancel')).headers.location).toBe('/chat?purchase=canceled');
    expect((await leave(pack.pathname, 'failed=1&action=cancel')).headers.location).toBe('/chat?purchase=failed');
    // Nothing was bought.
    expect((await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).body).toBe('null');
  });

  it('issue 24: the local checkout and billing pages speak Spanish, plan names and labels included', async () => {
    const { cookie } = await onboardedUser(ctx, 'es-billing@example.com', { language: 'es' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'BASIC' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const page = await ctx.app.inject({ url: new URL(res.json().sessionUrl).pathname, headers: { cookie } });
    expect(page.body).toContain('Básico ·');
    await form(cookie, new URL(res.json().sessionUrl).pathname, 'trial');
    const billing = (await ctx.app.inject({ url: '/local-billing', headers: { cookie } })).body;
    expect(billing).toContain('<dt>Estado</dt>');
    expect(billing).toContain('<dd>Básico</dd>');
    expect(billing).toContain('Cambiar a Anual');
    expect(billing).not.toMatch(/>Status<|Cambiar a Annual|>Basic</);
  });

  it('keeps checkouts to their owner', async () => {
    const a = await onboardedUser(ctx, 'checkout-a@example.com');
    const b = await onboardedUser(ctx, 'checkout-b@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'PRO' },
      headers: { ...SAME_ORIGIN, cookie: a.cookie },
    });
    const path = new URL(res.json().sessionUrl).pathname;
    expect((await ctx.app.inject({ url: path, headers: { cookie: b.cookie } })).statusCode).toBe(404);
    expect((await form(b.cookie, path, 'trial')).statusCode).toBe(404);
  });
});

describe('the Stripe provider against a fake Stripe API', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  const signer = new Stripe('sk_test_x');
  beforeAll(async () => {
    fake = await new FakeStripe().start();
    ctx = await createTestContext({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.stop();
  });

  const deliver = (event: object, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header, origin: 'https://stripe.example' },
    });
  };
  const event = (id: string, type: string, object: object, created = Math.floor(Date.now() / 1000)) => ({
    id,
    object: 'event',
    type,
    created,
    api_version: '2025-01-01',
    data: { object },
  });

  it('creates a subscription checkout with a 3-day trial, no card up front, and an Idempotency-Key', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'stripe@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout',
      payload: { plan: 'ANNUAL' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.json().sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(call?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      payment_method_collection: 'if_required',
      'subscription_data[trial_period_days]': '3',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'cancel',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '6999',
      'line_items[0][price_data][recurring][interval]': 'year',
    });
    expect(call?.headers['idempotency-key']).toMatch(/^checkout-subscription-cs_/);
    expect(call?.body.success_url).toBe(
      'http://localhost:3000/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
    );
    // Issue 17: leaving Stripe's page without paying returns to a page that says so.
    expect(call?.body.cancel_url).toBe('http://localhost:3000/subscription?checkout=canceled');
  });

  it('refuses bad signatures and old timestamps with 400 and no effect', async () => {
    const { userId } = await onboardedUser(ctx, 'sig@example.com');
    fake.subscriptions.set('sub_sig', stripeSubscription('sub_sig', userId, { status: 'active' }));
    const e = event(
      'evt_sig_1',
      'customer.subscription.updated',
      stripeSubscription('sub_sig', userId, { status: 'active' }),
    );
    const forged = await deliver(e, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    const old = await deliver(e, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(old.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify(e),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ctx.db.select().from(processedEvents).where(eq(processedEvents.id, 'evt_sig_1'))).toHaveLength(0);
    const ok = await deliver(e);
    expect(ok.statusCode).toBe(200);
  });

  it('ends in the same entitlement whatever the order and however often events arrive', async () => {
    const orders = [
      ['created', 'updated', 'paid'],
      ['paid', 'updated', 'created'],
      ['updated', 'created', 'paid', 'created', 'updated'],
    ];
    for (const [n, order] of orders.entries()) {
      const { cookie, userId } = await onboardedUser(ctx, `order-${n}@example.com`);
      const id = `sub_order_${n}`;
      const trialing = stripeSubscription(id, userId, { status: 'trialing' });
      const active = stripeSubscription(id, userId, {
        status: 'active',
        trial_end: null,
        default_payment_method: 'pm_1',
      });
      // Stripe's current state is the final one; events carry older snapshots.
      fake.subscriptions.set(id, active);
      const events: Record<string, object> = {
        created: event(`evt_${n}_created`, 'customer.subscription.created', trialing, 100),
        updated: event(`evt_${n}_updated`, 'customer.subscription.updated', active, 200),
        paid: event(`evt_${n}_paid`, 'invoice.paid', { id: `in_${n}`, object: 'invoice', subscription: id }, 300),
      };
      for (const key of order) {
        const res = await deliver(events[key] as object);
        expect(res.statusCode).toBe(200);
      }
      const sub = (await ctx.app.inject({ url: '/api/subscription', headers: { cookie } })).json();
      expect(sub).toMatchObject({ plan: 'PRO', status: 'active', dailyMinuteLimit: 30 });
    }
  });

  it('credits a pack once when the webhook and the return page race', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'pack-race@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 10 },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.json().sessionUrl).toMatch(/checkout\.stripe\.test/);
    const call = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(call?.headers['idempotency-key']).toMatch(/^checkout-pack-/);
    expect(call?.body.cancel_url).toBe('http://localhost:3000/chat?purchase=canceled');
    const id = [...fake.sessions.keys()].at(-1) as string;
    const session = { ...(fake.sessions.get(id) as object), status: 'complete', payment_status: 'paid' };
    fake.sessions.set(id, session);
    const completed = event('evt_pack_1', 'checkout.session.completed', session);
    await Promise.all([
      deliver(completed),
      deliver(completed),
      ctx.app.inject({
        method: 'POST',
        url: '/api/subscription/confirm',
        payload: { sessionId: id },
        headers: { ...SAME_ORIGIN, cookie },
      }),
      deliver({ ...completed, id: 'evt_pack_1_retry' }),
    ]);
    const packs = await ctx.db.select().from(minutePackages).where(eq(minutePackages.userId, userId));
    expect(packs).toHaveLength(1);
    expect(packs[0]?.remainingSeconds).toBe(600);
  });

  it("finding 12: a pack's expiry counts from its payment, not from the checkout's creation", async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'pack-late@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/usage/add-package',
      payload: { minutes: 10 },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const id = [...fake.sessions.keys()].at(-1) as string;
    // Opened three days ago, left in a tab, paid now.
    const threeDaysAgo = Math.floor(Date.now() / 1000) - 3 * 86_400;
    const session = {
      ...(fake.sessions.get(id) as object),
      created: threeDaysAgo,
      status: 'complete',
      payment_status: 'paid',
    };
    fake.sessions.set(id, session);
    const res = await deliver(event('evt_pack_late', 'checkout.session.completed', session));
    expect(res.statusCode).toBe(200);
    const [pack] = await ctx.db.select().from(minutePackages).where(eq(minutePackages.userId, userId));
    expect(pack?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const usage = (await ctx.app.inject({ url: '/api/usage/today', headers: { cookie } })).json();
    expect(usage.minutePackages).toHaveLength(1);
    expect(usage.availableSeconds).toBeGreaterThanOrEqual(600);
  });
});
