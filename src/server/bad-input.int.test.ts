import { lt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, workoutSets } from './db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from './test/harness.ts';
import { onboardedUser, subscribe } from './test/users.ts';

let ctx: TestContext;
let cookie = '';
/** A user with a local subscription and an open checkout: the local payment pages act for them. */
let payer = '';
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await onboardedUser(ctx, 'fuzz@example.com')).cookie;
  const other = await onboardedUser(ctx, 'fuzz-payer@example.com');
  payer = other.cookie;
  await subscribe(ctx, other.userId);
  await ctx.db.insert(checkouts).values([
    { id: 'cs_fuzz_pack', userId: other.userId, kind: 'pack', minutes: 100 },
    { id: 'cs_fuzz_sub', userId: other.userId, kind: 'subscription', plan: 'PRO', trial: true },
  ]);
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
  '/api/progress/import/preview',
  '/api/progress/import',
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
  'csv',
  'unit',
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

  /** Every date a request carries, inside an otherwise valid body. */
  const DATE_FIELDS = [
    { url: '/api/workouts/log', field: 'date', valid: { sets: [{ exercise: 'Squat', weightKg: 60, reps: 5 }] } },
    {
      url: '/api/onboarding/basic',
      field: 'birthDate',
      valid: {
        fullName: 'Fuzz Person',
        email: 'fuzz@example.com',
        termsAccepted: true,
        privacyAccepted: true,
      },
    },
    {
      url: '/api/onboarding/basic',
      field: 'timeZone',
      valid: { fullName: 'Fuzz Person', email: 'fuzz@example.com', termsAccepted: true, privacyAccepted: true },
    },
  ];
  /** Dates JavaScript accepts and PostgreSQL may not (year 0, ±275760), impossible days, and anything else. */
  const dateLike = fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    fc.constantFrom(
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '9999-12-31',
      '2024-02-30',
      '1999-12-31T23:59:59Z',
      '',
      'Not/AZone',
    ),
    fc.string(),
    fc.jsonValue(),
  );

  it.each(DATE_FIELDS)(
    'finding 11: $url answers any $field with 2xx or 4xx, never 5xx',
    async ({ url, field, valid }) => {
      await fc.assert(
        fc.asyncProperty(dateLike, async (value) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            payload: { ...valid, [field]: value },
            headers: { ...SAME_ORIGIN, cookie },
            remoteAddress: `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          if (res.statusCode >= 500)
            throw new Error(`${url} answered ${res.statusCode}: ${res.body} for ${field}=${JSON.stringify(value)}`);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('finding 11: a workout dated 0000-01-01 is refused with 400 and nothing is stored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/workouts/log',
      payload: { sets: [{ exercise: 'Squat', weightKg: 60, reps: 5 }], date: '0000-01-01' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'date' }] });
    expect(
      await ctx.db
        .select()
        .from(workoutSets)
        .where(lt(workoutSets.performedAt, new Date('2000-01-01'))),
    ).toEqual([]);
  });

  /** The local payment provider's pages take form posts (or JSON) outside /api. */
  const FORM_PAGES = ['/local-billing', '/local-checkout/cs_fuzz_pack', '/local-checkout/cs_fuzz_sub'];
  const formBody = fc.oneof(
    fc.jsonValue().map((v) => ({ type: 'application/json', payload: JSON.stringify(v) })),
    fc
      .dictionary(fc.constantFrom('action', 'plan', 'id'), fc.jsonValue(), { maxKeys: 3 })
      .map((v) => ({ type: 'application/json', payload: JSON.stringify(v) })),
    fc
      .oneof(fc.string(), fc.constantFrom('pay', 'trial', 'add_card', 'switch_BASIC', 'switch_', 'end_trial'))
      .map((a) => ({ type: 'application/x-www-form-urlencoded', payload: `action=${encodeURIComponent(a)}` })),
    fc.string().map((raw) => ({ type: 'application/x-www-form-urlencoded', payload: raw })),
  );

  it.each(FORM_PAGES)(
    'finding 11: POST %s answers random bodies with a redirect, a page or 4xx, never 5xx',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(formBody, async ({ type, payload }) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { ...SAME_ORIGIN, cookie: payer, 'content-type': type },
          });
          if (res.statusCode >= 500) throw new Error(`${url} answered ${res.statusCode}: ${res.body} for ${payload}`);
          if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }),
        { numRuns: 300 },
      );
    },
  );

  it('finding 11: POST /local-billing with {"action":1} is refused with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/local-billing',
      payload: { action: 1 },
      headers: { ...SAME_ORIGIN, cookie: payer },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
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
