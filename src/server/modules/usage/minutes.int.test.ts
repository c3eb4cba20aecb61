import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser, subscribe } from '../../test/users.ts';
import { debitSeconds } from './minutes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('daily minutes and the time zone', () => {
  it('finding 12: a time-zone change in onboarding does not open a fresh day of minutes', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'tz-hop@example.com');
    await subscribe(ctx, userId, 'BASIC', 'active');
    const usage = async () => (await ctx.app.inject({ url: '/api/usage/today', headers: { cookie } })).json();
    const basic = (timeZone: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/onboarding/basic',
        headers: { ...SAME_ORIGIN, cookie },
        payload: {
          fullName: 'Test Person',
          email: 'tz-hop@example.com',
          primaryGoal: 'build_muscle',
          termsAccepted: true,
          privacyAccepted: true,
          timeZone,
        },
      });

    // UTC+14 and UTC-11 are 25 hours apart: their dates always differ.
    expect((await basic('Pacific/Kiritimati')).statusCode).toBe(200);
    const limit = (await usage()).dailyLimit as number;
    expect(limit).toBeGreaterThan(0);
    await debitSeconds(ctx.app.deps, userId, limit, 'test: the whole day used', true);
    expect(await usage()).toMatchObject({ availableSeconds: 0, usedSeconds: limit });

    expect((await basic('Pacific/Pago_Pago')).statusCode).toBe(200);
    expect(await usage()).toMatchObject({ availableSeconds: 0, usedSeconds: limit, messagesCount: 1 });
    // And back again: still nothing new today.
    expect((await basic('Pacific/Kiritimati')).statusCode).toBe(200);
    expect(await usage()).toMatchObject({ availableSeconds: 0, usedSeconds: limit });
  });
});
