import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SAME_ORIGIN, type TestContext } from './test/harness.ts';
import { onboardedUser } from './test/users.ts';

let ctx: TestContext;
let cookie = '';
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await onboardedUser(ctx, 'fuzz@example.com')).cookie;
});
afterAll(() => ctx?.close());

const ENDPOINTS = [
  '/api/auth/magic-link',
  '/api/onboarding/basic',
  '/api/onboarding/profile',
  '/api/onboarding/parq',
  '/api/onboarding/complete',
  '/api/agents/validate',
  '/api/chat/sessions',
  '/api/chat/messages',
  '/api/chat/messages/stream',
  '/api/preview-chat',
  '/api/support-chat',
  '/api/subscription/create-checkout',
  '/api/subscription/confirm',
  '/api/usage/add-package',
  '/api/workouts/log',
  '/api/leaderboard/opt-in',
];

/** Bodies shaped like ours but wrong: random JSON, and our field names with random values. */
const fields = [
  'email',
  'fullName',
  'termsAccepted',
  'privacyAccepted',
  'answers',
  'selectedAgent',
  'categoryId',
  'styleId',
  'agentCategory',
  'agentStyle',
  'sessionId',
  'content',
  'messages',
  'plan',
  'minutes',
  'sets',
  'optIn',
  'sessionId',
  'weight',
  'birthDate',
];
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...fields), fc.jsonValue(), { maxKeys: 6 }),
  fc.record({ messages: fc.array(fc.record({ role: fc.string(), content: fc.string() }), { maxLength: 6 }) }),
);

describe('bad input', () => {
  it.each(ENDPOINTS)('POST %s answers random bodies with 4xx { code, message } and never 5xx', async (url) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
          remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        if (res.statusCode >= 500)
          throw new Error(`${url} answered ${res.statusCode}: ${res.body} for ${JSON.stringify(payload)}`);
        if (res.statusCode >= 400) {
          const json = res.json();
          expect(typeof json.code).toBe('string');
          expect(typeof json.message).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('answers malformed JSON and unknown content types with 4xx', async () => {
    for (const [payload, type] of [
      ['{"email":', 'application/json'],
      ['email=a@b.c', 'text/plain'],
      ['<xml/>', 'application/xml'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        payload,
        headers: { ...SAME_ORIGIN, 'content-type': type },
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
