import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser, subscribe } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'help@forja.example' });
});
afterAll(() => ctx?.close());

const file = (cookie: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/support/requests',
    payload,
    headers: { ...SAME_ORIGIN, cookie },
  });

describe('issue 24: "Write to a person" from the support chat', () => {
  it('a Pro member’s request is stored, mailed to SUPPORT_EMAIL marked priority, and copied to them', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'pro-help@example.com');
    await subscribe(ctx, userId, 'PRO', 'trialing');
    const res = await file(cookie, { message: 'My plan did not save after the chat.', language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priority: true, replyWithinHours: 24, email: 'pro-help@example.com' });

    const [row] = await ctx.db.select().from(supportRequests).where(eq(supportRequests.userId, userId));
    expect(row).toMatchObject({ plan: 'PRO', priority: true, replyWithinHours: 24, language: 'es' });
    expect(row?.message).toBe('My plan did not save after the chat.');

    await ctx.app.deps.mailQueue.idle();
    const toSupport = ctx.mailbox.to('help@forja.example').at(-1);
    expect(toSupport?.subject).toMatch(/^\[PRIORITY\] Support request from pro-help@example\.com \(PRO\)/);
    expect(toSupport).toMatchObject({ priority: 'high', replyTo: 'pro-help@example.com' });
    expect(toSupport?.text).toContain('My plan did not save after the chat.');
    const copy = ctx.mailbox.to('pro-help@example.com').at(-1);
    expect(copy?.subject).toBe('Hemos recibido tu mensaje');
    expect(copy?.text).toContain('24 horas');
    expect(copy?.text).toContain('prioritaria');
  });

  it('a Basic member’s request is not priority and is promised 48 hours on business days', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'basic-help@example.com');
    await subscribe(ctx, userId, 'BASIC', 'active');
    const res = await file(cookie, { message: 'How do I change my email?', language: 'en' });
    expect(res.json()).toMatchObject({ priority: false, replyWithinHours: 48 });
    await ctx.app.deps.mailQueue.idle();
    const toSupport = ctx.mailbox.to('help@forja.example').at(-1);
    expect(toSupport?.subject).toBe('Support request from basic-help@example.com (BASIC)');
    expect(toSupport?.priority).toBeUndefined();
    expect(ctx.mailbox.to('basic-help@example.com').at(-1)?.text).toContain('within 48 hours on business days');
  });

  it('refuses an empty message and a visitor, storing and mailing nothing', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'empty-help@example.com');
    const before = ctx.mailbox.sent.length;
    const empty = await file(cookie, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const visitor = await file('', { message: 'Hello?' });
    expect(visitor.statusCode).toBe(401);
    expect(await ctx.db.select().from(supportRequests).where(eq(supportRequests.userId, userId))).toEqual([]);
    await ctx.app.deps.mailQueue.idle();
    expect(ctx.mailbox.sent.length).toBe(before);
  });
});
