import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  magicLinks,
  onboardingDrafts,
  previewVisitors,
  processedEvents,
  sessions,
  users,
} from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { sweepExpired } from './retention.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('retention sweep', () => {
  it('finding 9: expired drafts, sign-in links, sessions, preview counters and old keys are deleted; live ones stay', async () => {
    const [user] = await ctx.db.insert(users).values({ email: 'sweep@example.com' }).returning();
    if (!user) throw new Error('no user');
    await ctx.db.insert(onboardingDrafts).values([
      { tokenHash: 'draft-expired', email: 'a@example.com', data: { medical: 'x' }, expiresAt: ago(MIN) },
      { tokenHash: 'draft-live', email: 'b@example.com', expiresAt: ahead(HOUR) },
    ]);
    await ctx.db.insert(magicLinks).values([
      { tokenHash: 'link-old', email: 'a@example.com', createdAt: ago(2 * HOUR), expiresAt: ago(2 * HOUR - 15 * MIN) },
      // Expired, but still counted by the per-address limit of the last hour.
      { tokenHash: 'link-counted', email: 'a@example.com', createdAt: ago(30 * MIN), expiresAt: ago(15 * MIN) },
      { tokenHash: 'link-live', email: 'a@example.com', expiresAt: ahead(15 * MIN) },
    ]);
    await ctx.db.insert(sessions).values([
      { idHash: 'session-expired', userId: user.id, expiresAt: ago(MIN) },
      { idHash: 'session-live', userId: user.id, expiresAt: ahead(DAY) },
    ]);
    await ctx.db.insert(previewVisitors).values([
      { idHash: 'visitor-old', count: 4, createdAt: ago(31 * DAY) },
      { idHash: 'visitor-recent', count: 1, createdAt: ago(29 * DAY) },
    ]);
    await ctx.db.insert(idempotencyKeys).values([
      { key: 'ip:1:old-key-0001', requestHash: 'h', status: 200, createdAt: ago(8 * DAY) },
      { key: 'ip:1:new-key-0001', requestHash: 'h', status: 200, createdAt: ago(6 * DAY) },
    ]);
    await ctx.db.insert(processedEvents).values([
      { id: 'evt_applied_old', type: 'invoice.paid', receivedAt: ago(31 * DAY), processedAt: ago(31 * DAY) },
      { id: 'evt_applied_recent', type: 'invoice.paid', receivedAt: ago(29 * DAY), processedAt: ago(29 * DAY) },
      // Still waiting to be applied (its recovery is the stripe_events_sweep's): never swept.
      { id: 'evt_waiting_old', type: 'invoice.paid', receivedAt: ago(40 * DAY), payload: { id: 'evt_waiting_old' } },
    ]);

    expect(await sweepExpired(ctx.db)).toEqual({
      sessions: 1,
      onboardingDrafts: 1,
      magicLinks: 1,
      previewVisitors: 1,
      idempotencyKeys: 1,
      stripeEvents: 1,
    });

    const left = async <T>(rows: Promise<{ id: T }[]>) => (await rows).map((r) => r.id).sort();
    expect(
      await left(
        ctx.db
          .select({ id: onboardingDrafts.tokenHash })
          .from(onboardingDrafts)
          .where(inArray(onboardingDrafts.tokenHash, ['draft-expired', 'draft-live'])),
      ),
    ).toEqual(['draft-live']);
    expect(await left(ctx.db.select({ id: magicLinks.tokenHash }).from(magicLinks))).toEqual([
      'link-counted',
      'link-live',
    ]);
    expect(
      await left(ctx.db.select({ id: sessions.idHash }).from(sessions).where(eq(sessions.userId, user.id))),
    ).toEqual(['session-live']);
    expect(await left(ctx.db.select({ id: previewVisitors.idHash }).from(previewVisitors))).toEqual(['visitor-recent']);
    expect(await left(ctx.db.select({ id: idempotencyKeys.key }).from(idempotencyKeys))).toEqual(['ip:1:new-key-0001']);
    expect(await left(ctx.db.select({ id: processedEvents.id }).from(processedEvents))).toEqual([
      'evt_applied_recent',
      'evt_waiting_old',
    ]);
    // Nothing left to do: a second sweep deletes nothing.
    expect(Object.values(await sweepExpired(ctx.db)).every((n) => n === 0)).toBe(true);
  });
});
