import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../metrics.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/harness.ts';
import { ScriptedModel } from '../test/scripted-model.ts';
import { onboardedUser, subscribe } from '../test/users.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
let model: ScriptedModel;
beforeAll(async () => {
  model = await new ScriptedModel([]).start();
  ctx = await createTestContext({
    METRICS_TOKEN: TOKEN,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.url,
    AI_MODEL: 'scripted',
  });
});
afterAll(async () => {
  await ctx?.close();
  await model?.stop();
});

/** The value of one sample in the registry (0 when absent), read straight from prom-client. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metrics = await registry.getMetricsAsJSON();
  for (const metric of metrics) {
    for (const v of (
      metric as unknown as { values: { metricName?: string; labels: Record<string, unknown>; value: number }[] }
    ).values) {
      const full = v.metricName ?? metric.name;
      if (full !== name) continue;
      if (Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want)) return v.value;
    }
  }
  return 0;
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestContext();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await off.close();
    }
  });

  it('answers only with the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-00' }, { authorization: TOKEN }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toMatch(/forja_/);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP forja_http_request_duration_seconds /m);
    expect(res.body).toMatch(/^forja_process_resident_memory_bytes \d+/m);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const before = await sample('forja_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/chat/sessions/:id/messages',
      status_code: '401',
    });
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({ method: 'GET', url: `/api/chat/sessions/${crypto.randomUUID()}/messages` });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(
      await sample('forja_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/chat/sessions/:id/messages',
        status_code: '401',
      }),
    ).toBe(before + 3);
    expect(res.body).toMatch(/forja_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="unmatched"/);
    expect(res.body).not.toMatch(/12345/);
  });

  it('reports a chat reply: model time and tokens, seconds debited', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'metrics@example.com');
    await subscribe(ctx, userId);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/sessions',
      payload: { agentCategory: 'strength', agentStyle: 'hypertrophy' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    const provider = 'openai-compatible';
    const replies = await sample('forja_coach_reply_duration_seconds_count', { provider, outcome: 'ok' });
    const firsts = await sample('forja_coach_first_event_seconds_count', { provider });
    const input = await sample('forja_model_tokens_total', { provider, kind: 'input' });
    const output = await sample('forja_model_tokens_total', { provider, kind: 'output' });
    const debited = await sample('forja_ai_seconds_debited_total', { source: 'daily' });
    const refunded = await sample('forja_ai_seconds_refunded_total', { source: 'daily' });

    model.setScript([{ kind: 'text', tokens: ['Push ', 'close ', 'to ', 'failure.'] }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: session.json().id, content: 'How hard should my sets be?' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    const charged = res.json().secondsUsed as number;

    expect(await sample('forja_coach_reply_duration_seconds_count', { provider, outcome: 'ok' })).toBe(replies + 1);
    expect(await sample('forja_coach_first_event_seconds_count', { provider })).toBe(firsts + 1);
    // The scripted model reports 10 prompt and 10 completion tokens.
    expect(await sample('forja_model_tokens_total', { provider, kind: 'input' })).toBe(input + 10);
    expect(await sample('forja_model_tokens_total', { provider, kind: 'output' })).toBe(output + 10);
    // What the reply may cost is reserved, the unused part given back (issue 25): the net is the charge.
    const debitedNow = await sample('forja_ai_seconds_debited_total', { source: 'daily' });
    const refundedNow = await sample('forja_ai_seconds_refunded_total', { source: 'daily' });
    expect(debitedNow - debited - (refundedNow - refunded)).toBe(charged);
  });

  it('shows the mail queue and, on PostgreSQL, the pool', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.body).toMatch(/^forja_jobs_queued\{queue="mail"\} \d+/m);
    if (ctx.database.kind === 'postgres') {
      expect(res.body).toMatch(/^forja_db_pool_connections\{state="max"\} 20$/m);
      expect(res.body).toMatch(/^forja_db_pool_connections\{state="in_use"\} \d+/m);
    } else {
      expect(res.body).not.toMatch(/^forja_db_pool_connections\{/m);
    }
  });
});
