import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'help@forja.example' });
});
afterAll(() => ctx?.close());

const ask = (messages: { role: string; content: string }[], language = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/support-chat', payload: { messages, language }, headers: SAME_ORIGIN });

describe('support chat', () => {
  it('answers refunds with a link to the right page, in each language', async () => {
    for (const [language, q] of [
      ['en', 'How do I get a refund?'],
      ['es', '¿Cómo pido un reembolso?'],
      ['fr', 'Comment obtenir un remboursement ?'],
      ['de', 'Wie bekomme ich eine Rückerstattung?'],
    ] as const) {
      const res = await ask([{ role: 'user', content: q }], language);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ redirect: '/terms', message: expect.stringContaining('help@forja.example') });
    }
  });

  it('uses the whole conversation, and falls back with the support address', async () => {
    const res = await ask([
      { role: 'user', content: 'How much is the Pro plan?' },
      { role: 'assistant', content: '...' },
      { role: 'user', content: 'xyzzy' },
    ]);
    expect(res.json().redirect).toBe('/subscription');
    const unknown = await ask([{ role: 'user', content: 'qwertyuiop' }]);
    expect(unknown.json().message).toContain('help@forja.example');
    expect(unknown.json().redirect).toBeUndefined();
  });

  it('refuses empty and over-long messages', async () => {
    expect((await ask([{ role: 'user', content: '   ' }])).statusCode).toBe(400);
    expect((await ask([{ role: 'user', content: 'a'.repeat(501) }])).statusCode).toBe(400);
  });
});

describe('preview chat', () => {
  it('allows 4 user messages per visitor, in the chosen language and agent', async () => {
    let cookie = '';
    const messages: { role: string; content: string }[] = [];
    for (let i = 0; i < 4; i++) {
      messages.push({ role: 'user', content: i === 0 ? 'Hola' : '¿Qué es el RIR?' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/preview-chat',
        payload: { messages, messageCount: i + 1, selectedAgent: { category: 'yoga', style: 'yin' }, language: 'es' },
        headers: { ...SAME_ORIGIN, cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const set = res.headers['set-cookie'];
      if (set) cookie = String([set].flat()[0]).split(';')[0] ?? '';
      expect(res.json().remaining).toBe(3 - i);
      if (i === 0) expect(res.json().message).toMatch(/Maya/);
      else expect(res.json().message).toMatch(/repeticiones en reserva/);
      messages.push({ role: 'assistant', content: res.json().message });
    }
    const fifth = await ctx.app.inject({
      method: 'POST',
      url: '/api/preview-chat',
      payload: { messages: [{ role: 'user', content: 'one more' }], language: 'es' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('PREVIEW_LIMIT');
  });

  it('refuses more than 300 characters, and more than 4 user messages in the payload', async () => {
    const long = await ctx.app.inject({
      method: 'POST',
      url: '/api/preview-chat',
      payload: { messages: [{ role: 'user', content: 'a'.repeat(301) }] },
      headers: SAME_ORIGIN,
    });
    expect(long.statusCode).toBe(400);
    const many = Array.from({ length: 5 }, () => ({ role: 'user', content: 'hi' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/preview-chat',
      payload: { messages: many },
      headers: SAME_ORIGIN,
    });
    expect(res.json().code).toBe('PREVIEW_LIMIT');
  });
});
