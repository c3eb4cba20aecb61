import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Recorded = { method: string; path: string; body: Record<string, string>; headers: http.IncomingHttpHeaders };

/**
 * A small Stripe API on loopback, enough for Forja's calls: checkout
 * sessions, portal sessions, and subscriptions the test sets. It answers the
 * form-encoded requests the real SDK sends and records them.
 */
export class FakeStripe {
  readonly requests: Recorded[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  readonly sessions = new Map<string, Record<string, unknown>>();
  private server = http.createServer((req, res) => this.handle(req, res));
  private seq = 0;
  url = '';

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(raw));
      const path = (req.url ?? '').split('?')[0] ?? '';
      this.requests.push({ method: req.method ?? '', path, body, headers: req.headers });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.seq}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++this.seq}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/${id}`,
          mode: body.mode,
          client_reference_id: body.client_reference_id,
          metadata: Object.fromEntries(
            Object.entries(body)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
          status: 'open',
          payment_status: 'unpaid',
          created: Math.floor(Date.now() / 1000),
        };
        this.sessions.set(id, session);
        return send(200, session);
      }
      const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      if (req.method === 'GET' && sessionMatch?.[1]) {
        const s = this.sessions.get(sessionMatch[1]);
        return s ? send(200, s) : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${++this.seq}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/${this.seq}`,
        });
      }
      const subMatch = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
      if (req.method === 'GET' && subMatch?.[1]) {
        const s = this.subscriptions.get(subMatch[1]);
        return s
          ? send(200, s)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
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
    metadata: { userId, plan: 'PRO' },
    items: {
      object: 'list',
      data: [
        { id: 'si_1', object: 'subscription_item', current_period_start: now, current_period_end: now + 3 * 86_400 },
      ],
    },
    ...over,
  };
}
