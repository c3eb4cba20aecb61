import { and, eq } from 'drizzle-orm';
import { getPlan, PLAN_IDS, type PlanId, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import type { TLocalBillingForm, TLocalCheckoutForm } from '#shared/contracts/local-billing.ts';
import { checkouts, subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  applySubscriptionState,
  creditPack,
  getSubscriptionRow,
  settleLocalSubscription,
} from './subscription-state.ts';

/**
 * The local payment provider's states (local-pages.ts serves its pages): a checkout paid or started as
 * a trial, and the billing portal's actions, walking the same states as Stripe with no real payment.
 */

export type CheckoutRow = typeof checkouts.$inferSelect;

/** The user's own checkout, else undefined (another's is not found either). */
export async function findOwnCheckout(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  id: string,
): Promise<CheckoutRow | undefined> {
  const [checkout] = await deps.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, user.id)))
    .limit(1);
  return checkout;
}

/** How a completing form ended: the checkout was completed now, was no longer open, or the action was not offered. */
export type LocalCheckoutOutcome = 'completed' | 'closed' | 'not_offered';

/**
 * A checkout page's `trial`, `trial_card` or `pay`: only what the page offers (a trial checkout starts
 * a trial, any other is paid: one trial per person). The checkout is claimed once; then a pack is
 * credited, or the subscription starts (trialing for TRIAL_DAYS, else active for the plan's period).
 */
export async function completeLocalCheckout(
  deps: Deps,
  user: SessionUser,
  input: { checkout: CheckoutRow; action: TLocalCheckoutForm['action'] },
): Promise<LocalCheckoutOutcome> {
  const { checkout, action } = input;
  if (checkout.status !== 'open') return 'closed';
  const offered = checkout.kind === 'subscription' && checkout.trial ? ['trial', 'trial_card'] : ['pay'];
  if (!action || !offered.includes(action)) return 'not_offered';
  const now = new Date();
  // Claimed once: a second submit, or one racing a newer checkout that expired this one, does nothing.
  const claimed = await deps.db
    .update(checkouts)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  if (claimed.length === 0) return 'closed';
  if (checkout.kind === 'pack') {
    await creditPack(deps, user.id, checkout.minutes ?? 0, `local:${checkout.id}`, now);
    return 'completed';
  }
  const plan = getPlan(checkout.plan as PlanId);
  const trial = checkout.trial;
  const end = new Date(now);
  if (trial) end.setUTCDate(end.getUTCDate() + TRIAL_DAYS);
  else if (plan.periodKey === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  await applySubscriptionState(deps, user.id, {
    plan: plan.id,
    status: trial ? 'trialing' : 'active',
    provider: 'local',
    providerCustomerId: `local_${user.id}`,
    providerSubscriptionId: `local_sub_${user.id}`,
    trialEndsAt: trial ? end : null,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    hasPaymentMethod: action !== 'trial',
    version: now,
  });
  return 'completed';
}

/**
 * The local billing portal's actions on the user's local subscription: add a card, cancel at the
 * period's end or resume, a failed renewal and its payment, the trial's end now, another plan. An
 * action that does not fit the subscription's state does nothing.
 */
export async function applyLocalBillingAction(
  deps: Deps,
  user: SessionUser,
  action: TLocalBillingForm['action'],
): Promise<void> {
  const row = await getSubscriptionRow(deps, user.id);
  if (row?.provider !== 'local') return;
  const now = new Date();
  const act = action ?? '';
  const set: Partial<typeof subscriptions.$inferInsert> = {};
  if (act === 'add_card') set.hasPaymentMethod = true;
  else if (act === 'cancel_at_period_end') set.cancelAtPeriodEnd = true;
  else if (act === 'resume') set.cancelAtPeriodEnd = false;
  else if (act === 'payment_failed' && row.status === 'active') set.status = 'past_due';
  else if (act === 'pay' && row.status === 'past_due') Object.assign(set, { status: 'active', hasPaymentMethod: true });
  else if (act === 'end_trial' && row.status === 'trialing')
    Object.assign(set, { trialEndsAt: now, currentPeriodEnd: now });
  else if (act.startsWith('switch_') && (PLAN_IDS as readonly string[]).includes(act.slice(7))) set.plan = act.slice(7);
  if (Object.keys(set).length === 0) return;
  await deps.db
    .update(subscriptions)
    .set({ ...set, stateVersion: now, updatedAt: now })
    .where(eq(subscriptions.userId, user.id));
  deps.userCache.forget(user.id);
  // The local clock moves the ended trial on at once: active with a card, else canceled.
  if (act === 'end_trial') {
    const fresh = await getSubscriptionRow(deps, user.id);
    if (fresh) await settleLocalSubscription(deps, fresh, new Date(now.getTime() + 1));
  }
}
