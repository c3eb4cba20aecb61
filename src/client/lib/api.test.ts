import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TUsageToday } from '#shared/contracts/usage.ts';
import { ApiError, apiQuery, apiRequest } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

/** Records the requests and answers each with `status` and `body`. */
function stubFetch(status = 200, body: unknown = { ok: true }) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('a call is typed by its route: the route names the method and the URL', () => {
  it('the route determines the answer’s type, and a body the route takes is required', () => {
    expectTypeOf(apiRequest<'GET /api/usage/today'>).returns.resolves.toEqualTypeOf<TUsageToday>();
    // @ts-expect-error POST /api/workouts/log takes a body
    const withoutBody = () => apiRequest('POST /api/workouts/log');
    // @ts-expect-error GET /api/usage/today takes none
    const withBody = () => apiRequest('GET /api/usage/today', { body: {} });
    expect([withoutBody, withBody]).toHaveLength(2);
  });

  it('sends the body as JSON with cookies, the language and the caller’s headers', async () => {
    const calls = stubFetch(200, { summary: 'Logged', sets: 1 });
    const res = await apiRequest('POST /api/workouts/log', {
      body: { sets: [{ exercise: 'Goblet squat', weightKg: 20, reps: 12 }] },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(res).toEqual({ summary: 'Logged', sets: 1 });
    const [call] = calls;
    expect(call?.url).toBe('/api/workouts/log');
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      sets: [{ exercise: 'Goblet squat', weightKg: 20, reps: 12 }],
    });
    const headers = new Headers(call?.init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('k1');
    expect(headers.get('Accept-Language')).toBeTruthy();
  });

  it('puts the query in the URL and sends no body for a GET', async () => {
    const calls = stubFetch(200, {});
    await apiRequest('GET /api/auth/callback', { query: { token: 'a b+c' } });
    expect(calls[0]?.url).toBe('/api/auth/callback?token=a+b%2Bc');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the server’s code; a 204 answers nothing', async () => {
    stubFetch(409, { code: 'CONFLICT', message: 'You already have a subscription.' });
    const err = await apiRequest('POST /api/subscription/create-checkout', { body: { plan: 'PRO' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'CONFLICT' });
    stubFetch(204);
    await expect(apiRequest('POST /api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('a GET’s query key is its URL cut at its parameters (docs/PRODUCT.md#api-calls)', () => {
  it('joined with "/", the key is the URL the default query function fetches', () => {
    expect(apiQuery('GET /api/usage/today').queryKey).toEqual(['/api/usage/today']);
    expect(apiQuery('GET /api/leaderboard', { query: { period: 'month' } }).queryKey).toEqual([
      '/api/leaderboard?period=month',
    ]);
    const messages = apiQuery('GET /api/chat/sessions/:id/messages', { params: { id: 's1' } }).queryKey;
    expect(messages).toEqual(['/api/chat/sessions', 's1', 'messages']);
    expect(messages.join('/')).toBe('/api/chat/sessions/s1/messages');
  });

  it('a session’s messages start with the key of the sessions list', () => {
    const list = apiQuery('GET /api/chat/sessions').queryKey;
    const messages = apiQuery('GET /api/chat/sessions/:id/messages', { params: { id: 's1' } }).queryKey;
    expect(messages.slice(0, list.length)).toEqual(list);
  });
});
