import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SAME_ORIGIN, type TestContext } from './test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('foundation endpoints', () => {
  it('reports health once the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing/here'],
      ['GET', '/api'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: SAME_ORIGIN });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('publishes the deployment settings the web app needs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ supportEmail: 'support@forja.app', payments: 'local' });
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers of docs/PRODUCT.md#quality-bars on every response', async () => {
    for (const url of ['/api/health', '/api/missing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives['script-src']).toBe("'self'");
      expect(directives['object-src']).toBe("'none'");
      expect(directives['base-uri']).toBe("'none'");
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(directives['script-src']).not.toMatch(/unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain-http APP_URL: no HSTS (it would pin localhost to https).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS for one year when the public origin is https', async () => {
    const https = await createTestContext({ APP_URL: 'https://forja.example' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});

describe('cross-site request guard', () => {
  it('refuses unsafe requests from another origin', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/anything', headers, payload: {} });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED' });
    }
  });

  it('lets same-origin and non-browser requests through to routing', async () => {
    for (const headers of [
      SAME_ORIGIN,
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/anything', headers, payload: {} });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('does not guard safe methods', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
