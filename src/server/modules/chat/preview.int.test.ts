import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const send = (cookie: string, content: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/preview-chat',
    payload: { messages: [{ role: 'user', content }], language: 'en' },
    headers: { ...SAME_ORIGIN, cookie },
    remoteAddress: '10.7.0.1',
  });

describe('issue 17: a returning visitor of the preview', () => {
  it('is told why a fifth message is refused, with the count, after a reload that forgot the conversation', async () => {
    let cookie = '';
    for (let i = 0; i < 4; i++) {
      const res = await send(cookie, 'What is RIR?');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().remaining).toBe(3 - i);
      const set = res.headers['set-cookie'];
      if (set) cookie = String([set].flat()[0]).split(';')[0] ?? '';
    }
    // The page was reloaded: a new conversation, one message long, from the same visitor.
    const again = await send(cookie, 'Hi again');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'PREVIEW_LIMIT',
      details: { used: 4, limit: 4, remaining: 0 },
    });
    // A rate limit would say when to come back; this answer is no rate limit.
    expect(again.headers['retry-after']).toBeUndefined();
  });
});
