import { eq, lt, or } from 'drizzle-orm';
import { getPlan, MINUTE_PACKS, type PlanId } from '#shared/catalog/pricing.ts';
import type { TSubscription } from '#shared/contracts/subscription.ts';
import { endOfLocalDay } from '#shared/time.ts';
import { minutePackages, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { dailyLimitSeconds } from '../usage/minutes.ts';
import { claimTrial } from './trial-claims.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A provider's view of a subscription, applied whole: state is derived from it, never from event order. */
export type SubscriptionState = {
  plan: PlanId;
  /**
   * `incomplete`: the first payment has not been made (Stripe's incomplete, or
   * the first charge after a trial failed); `unpaid`: Stripe stopped retrying.
   * Neither grants minutes (only trialing, active and a renewal's past_due do);
   * both show as past_due, with the advice to pay in the billing portal.
   */
  status: 'active' | 'trialing' | 'past_due' | 'incomplete' | 'unpaid' | 'canceled';
  provider: 'local' | 'stripe';
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  hasPaymentMethod: boolean;
  /** When the provider produced this state; an older one never overwrites a newer one. */
  version: Date;
};

export async function applySubscriptionState(deps: Deps, userId: string, s: SubscriptionState): Promise<void> {
  const values = {
    plan: s.plan,
    status: s.status,
    provider: s.provider,
    providerCustomerId: s.providerCustomerId ?? null,
    providerSubscriptionId: s.providerSubscriptionId ?? null,
    trialEndsAt: s.trialEndsAt,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    hasPaymentMethod: s.hasPaymentMethod,
    stateVersion: s.version,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: values,
      setWhere: or(lt(subscriptions.stateVersion, s.version), eq(subscriptions.stateVersion, s.version)),
    });
  // One trial per person: the address is remembered (hashed) beyond the account's deletion.
  if (s.trialEndsAt) await claimTrial(deps.db, userId);
  deps.userCache.forget(userId);
}

export async function getSubscriptionRow(deps: Deps, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * The local provider's clock: a trial that has ended becomes active when a
 * card was added (a new period starts) or canceled without one (no charge); a
 * period that ended with cancel-at-period-end becomes canceled.
 */
export async function settleLocalSubscription(
  deps: Deps,
  row: SubscriptionRow,
  now = new Date(),
): Promise<SubscriptionRow> {
  if (row.provider !== 'local') return row;
  let next: Partial<SubscriptionRow> | null = null;
  if (row.status === 'trialing' && row.trialEndsAt && row.trialEndsAt <= now) {
    if (row.hasPaymentMethod && !row.cancelAtPeriodEnd) {
      const end = new Date(row.trialEndsAt);
      if (getPlan(row.plan as PlanId).periodKey === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
      else end.setUTCMonth(end.getUTCMonth() + 1);
      next = { status: 'active', currentPeriodStart: row.trialEndsAt, currentPeriodEnd: end };
    } else next = { status: 'canceled', cancelAtPeriodEnd: false };
  } else if (row.status === 'active' && row.currentPeriodEnd && row.currentPeriodEnd <= now) {
    if (row.cancelAtPeriodEnd) next = { status: 'canceled', cancelAtPeriodEnd: false };
    else {
      const end = new Date(row.currentPeriodEnd);
      if (getPlan(row.plan as PlanId).periodKey === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
      else end.setUTCMonth(end.getUTCMonth() + 1);
      next = { currentPeriodStart: row.currentPeriodEnd, currentPeriodEnd: end };
    }
  }
  if (!next) return row;
  const [updated] = await deps.db
    .update(subscriptions)
    .set({ ...next, stateVersion: now, updatedAt: now })
    .where(eq(subscriptions.userId, row.userId))
    .returning();
  deps.userCache.forget(row.userId);
  return updated ?? row;
}

/** What the user sees of each stored status (docs/PRODUCT.md's four). */
const SHOWN_STATUS: Record<string, TSubscription['status']> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  incomplete: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
};

export function toSubscriptionDto(row: SubscriptionRow): TSubscription {
  return {
    plan: row.plan as PlanId,
    status: SHOWN_STATUS[row.status] ?? 'canceled',
    dailyMinuteLimit: Math.round(dailyLimitSeconds(row) / 60),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/**
 * Credits a paid minute pack exactly once per payment (the payment reference
 * is unique), expiring 23:59:59 on the purchase day in the user's time zone.
 */
export async function creditPack(
  deps: Deps,
  userId: string,
  minutes: number,
  paymentRef: string,
  paidAt = new Date(),
): Promise<boolean> {
  if (!MINUTE_PACKS.some((p) => p.minutes === minutes)) return false;
  const [user] = await deps.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  const rows = await deps.db
    .insert(minutePackages)
    .values({ userId, minutes, remainingSeconds: minutes * 60, expiresAt: endOfLocalDay(user.tz, paidAt), paymentRef })
    .onConflictDoNothing({ target: minutePackages.paymentRef })
    .returning({ id: minutePackages.id });
  if (rows.length > 0) deps.userCache.forget(userId);
  return rows.length > 0;
}
