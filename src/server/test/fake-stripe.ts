import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from './harness.ts';

type Recorded = { method: string; path: string; body: Record<string, string>; headers: http.IncomingHttpHeaders };
type Json = Record<string, unknown>;

const now = () => Math.floor(Date.now() / 1000);
const missing = (what: string, id: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
});
/** `prefix[key]` form fields as an object (metadata[userId] → { userId }). */
const fields = (body: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k.startsWith(`${prefix}[`) && k.indexOf(']', prefix.length) === k.length - 1)
      .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
  );

/**
 * A small Stripe API on loopback, enough for Forja's calls: checkout sessions
 * (create, retrieve, expire), portal sessions, subscriptions (retrieve,
 * cancel) and customers (delete). It answers the form-encoded requests the
 * real SDK sends, records them, replays the answer for a repeated
 * Idempotency-Key, answers 404 resource_missing for a canceled subscription
 * or a deleted customer as Stripe does, and writes the events Stripe would
 * send to `events`, which `signed()` turns into a webhook delivery signed
 * like Stripe's (HMAC-SHA256 of `timestamp.payload` in Stripe-Signature).
 */
export class FakeStripe {
  readonly requests: Recorded[] = [];
  readonly subscriptions = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  /** Events in the order Stripe would send them. */
  readonly events: Json[] = [];
  /** `METHOD /path` → status: the next such request fails once (a Stripe outage). */
  readonly failures = new Map<string, number>();
  private readonly replies = new Map<string, { status: number; json: unknown }>();
  private server = http.createServer((req, res) => this.handle(req, res));
  private seq = 0;
  url = '';

  constructor(private readonly webhookSecret = 'whsec_test_secret') {}

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  /** A webhook delivery of `event` as Stripe signs it. */
  signed(event: Json, timestamp = now()): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    const v1 = createHmac('sha256', this.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return { payload, signature: `t=${timestamp},v1=${v1}` };
  }

  /** The events emitted since `from` (an index into `events`). */
  eventsSince(from: number): Json[] {
    return this.events.slice(from);
  }

  /**
   * The customer finishes a checkout session on Stripe's page: a customer
   * and, in subscription mode, a subscription are created (trialing when the
   * session asked for a trial, else `status`), and the events are emitted.
   */
  completeSession(id: string, status = 'active'): { session: Json; subscription: Json | null } {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const customer = (session.customer as string | null) ?? this.createCustomer(session.customer_email as string);
    let subscription: Json | null = null;
    if (session.mode === 'subscription') {
      const subId = `sub_test_${++this.seq}`;
      const trialDays = Number((session._trialDays as string | undefined) ?? 0);
      subscription = stripeSubscription(subId, '', {
        customer,
        status: trialDays > 0 ? 'trialing' : status,
        trial_end: trialDays > 0 ? now() + trialDays * 86_400 : null,
        metadata: session._subscriptionMetadata,
      });
      this.subscriptions.set(subId, subscription);
    }
    Object.assign(session, {
      status: 'complete',
      payment_status: session.mode === 'payment' ? 'paid' : 'no_payment_required',
      customer,
      subscription: subscription?.id ?? null,
    });
    this.emit('checkout.session.completed', this.publicSession(session));
    if (subscription) this.emit('customer.subscription.created', subscription);
    return { session: this.publicSession(session), subscription };
  }

  private createCustomer(email: string | undefined): string {
    const id = `cus_test_${++this.seq}`;
    this.customers.set(id, { id, object: 'customer', email: email ?? null, created: now() });
    return id;
  }

  private emit(type: string, object: Json) {
    this.events.push({
      id: `evt_fake_${++this.seq}`,
      object: 'event',
      type,
      created: now(),
      api_version: '2025-01-01',
      data: { object: structuredClone(object) },
    });
  }

  private publicSession(s: Json): Json {
    return Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith('_')));
  }

  private cancel(sub: Json) {
    Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
    this.emit('customer.subscription.deleted', sub);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(raw));
      const path = (req.url ?? '').split('?')[0] ?? '';
      const method = req.method ?? '';
      this.requests.push({ method, path, body, headers: req.headers });
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${method} ${path} ${key}` : null;
      const send = (status: number, json: unknown, extra: Record<string, string> = {}) => {
        if (replayKey && status < 500) this.replies.set(replayKey, { status, json });
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.seq}`, ...extra });
        res.end(JSON.stringify(json));
      };
      const replay = replayKey ? this.replies.get(replayKey) : undefined;
      if (replay) return send(replay.status, replay.json, { 'Idempotent-Replayed': 'true' });
      const failure = this.failures.get(`${method} ${path}`);
      if (failure) {
        this.failures.delete(`${method} ${path}`);
        return send(
          failure,
          { error: { type: 'api_error', message: 'Stripe is down (fake)' } },
          {
            'Stripe-Should-Retry': 'false',
          },
        );
      }

      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++this.seq}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/${id}`,
          mode: body.mode,
          client_reference_id: body.client_reference_id,
          customer: body.customer ?? null,
          customer_email: body.customer_email ?? null,
          metadata: fields(body, 'metadata'),
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          created: now(),
          _subscriptionMetadata: fields(body, 'subscription_data[metadata]'),
          _trialDays: body['subscription_data[trial_period_days]'],
        };
        this.sessions.set(id, session);
        return send(200, this.publicSession(session));
      }
      const expireMatch = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
      if (method === 'POST' && expireMatch?.[1]) {
        const s = this.sessions.get(expireMatch[1]);
        if (!s) return send(404, missing('checkout.session', expireMatch[1]));
        if (s.status !== 'open') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`,
            },
          });
        }
        s.status = 'expired';
        this.emit('checkout.session.expired', this.publicSession(s));
        return send(200, this.publicSession(s));
      }
      const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      if (method === 'GET' && sessionMatch?.[1]) {
        const s = this.sessions.get(sessionMatch[1]);
        return s ? send(200, this.publicSession(s)) : send(404, missing('checkout.session', sessionMatch[1]));
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${++this.seq}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/${this.seq}`,
        });
      }
      const subMatch = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if (method === 'GET' && subMatch?.[1]) {
        const s = this.subscriptions.get(subMatch[1]);
        return s ? send(200, s) : send(404, missing('subscription', subMatch[1]));
      }
      if (method === 'DELETE' && subMatch?.[1]) {
        // Stripe: a canceled subscription is as good as deleted; canceling it again is a 404.
        const s = this.subscriptions.get(subMatch[1]);
        if (!s || s.status === 'canceled') return send(404, missing('subscription', subMatch[1]));
        this.cancel(s);
        return send(200, s);
      }
      const customerMatch = path.match(/^\/v1\/customers\/([\w-]+)$/);
      if (method === 'DELETE' && customerMatch?.[1]) {
        const id = customerMatch[1];
        const c = this.customers.get(id);
        if (c?.deleted) return send(404, missing('customer', id));
        // Deleting a customer cancels its subscriptions at once.
        for (const s of this.subscriptions.values()) {
          if (s.customer === id && s.status !== 'canceled') this.cancel(s);
        }
        const deleted = { id, object: 'customer', deleted: true };
        this.customers.set(id, deleted);
        this.emit('customer.deleted', { id, object: 'customer' });
        return send(200, deleted);
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      });
    });
  }
}

export function stripeSubscription(id: string, userId: string, over: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'subscription',
    customer: 'cus_test_1',
    status: 'trialing',
    trial_end: now + 3 * 86_400,
    cancel_at_period_end: false,
    default_payment_method: null,
    // Forja's own subscriptions carry its tag (providers/stripe.ts).
    metadata: { userId, plan: 'PRO', app: 'forja' },
    items: {
      object: 'list',
      data: [
        { id: 'si_1', object: 'subscription_item', current_period_start: now, current_period_end: now + 3 * 86_400 },
      ],
    },
    ...over,
  } as Json;
}

/**
 * A test context whose Stripe is a FakeStripe on loopback, and a webhook delivery signed by it. Call
 * `start` in beforeAll and `stop` in afterAll.
 */
export function withFakeStripe(webhookSecret: string, build: Parameters<typeof createTestContext>[1] = {}) {
  const env = {} as { ctx: TestContext; fake: FakeStripe };
  return Object.assign(env, {
    async start() {
      env.fake = await new FakeStripe(webhookSecret).start();
      env.ctx = await createTestContext(
        {
          STRIPE_SECRET_KEY: 'sk_test_fake',
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_API_URL: env.fake.url,
        },
        build,
      );
    },
    async stop() {
      await env.ctx?.close();
      await env.fake?.stop();
    },
    /** Delivers an event to the webhook, signed as Stripe signs it. */
    deliver(event: object) {
      const { payload, signature } = env.fake.signed(event as Json);
      return env.ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature,
          origin: 'https://stripe.example',
        },
      });
    },
  });
}
