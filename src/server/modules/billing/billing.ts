import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getPlan, MINUTE_PACKS, type PlanId, packsFor } from '#shared/catalog/pricing.ts';
import type { PackReturnPage } from '#shared/contracts/usage.ts';
import type { Config } from '../../config.ts';
import { checkouts, subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { withBillingLock } from './billing-lock.ts';
import { createLocalProvider } from './providers/local.ts';
import { createStripeClient, createStripeProvider } from './providers/stripe.ts';
import type { PaymentProvider } from './providers/types.ts';
import { getSubscriptionRow, settleLocalSubscription } from './subscription-state.ts';
import { trialClaimed } from './trial-claims.ts';

/** The payment provider the configuration names: Stripe with a secret key, else the local one. */
export function createPayments(config: Config): { payments: PaymentProvider; stripe: Stripe | null } {
  const stripe = config.stripe.secretKey ? createStripeClient(config.stripe) : null;
  return {
    stripe,
    payments: stripe ? createStripeProvider(stripe, config.appUrl) : createLocalProvider(config.appUrl),
  };
}

async function customerId(deps: Deps, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ c: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row?.c ?? null;
}

export async function currentSubscription(deps: Deps, userId: string) {
  const row = await getSubscriptionRow(deps, userId);
  return row ? settleLocalSubscription(deps, row) : undefined;
}

/**
 * POST /api/subscription/create-checkout: a trial the first time, paid
 * afterwards (one trial per person, counted by address across deleted
 * accounts). One at a time per user, and the user's other open subscription
 * checkouts are expired first: a stale tab or a double click cannot lead to
 * two subscriptions (a duplicate that still completes is canceled by
 * stripe-events.ts).
 */
export async function createCheckout(deps: Deps, user: SessionUser, plan: PlanId): Promise<{ sessionUrl: string }> {
  return withBillingLock(deps, user.id, async (locked) => {
    const current = await currentSubscription(locked, user.id);
    if (current && current.status !== 'canceled') {
      throw new AppError('CONFLICT', 'You already have a subscription. Use Manage Subscription to change your plan.');
    }
    const trial = !current && !(await trialClaimed(locked.db, user.email));
    const checkoutId = `cs_${randomUUID().replaceAll('-', '')}`;
    try {
      await expireOpenCheckouts({ ...deps, ...locked }, user.id, 'subscription');
      await locked.db.insert(checkouts).values({ id: checkoutId, userId: user.id, kind: 'subscription', plan, trial });
      const { url, id } = await deps.payments.createSubscriptionCheckout({
        user: { id: user.id, email: user.email, customerId: await customerId(locked, user.id) },
        plan: getPlan(plan).id,
        trial,
        checkoutId,
      });
      await locked.db.update(checkouts).set({ providerSessionId: id }).where(eq(checkouts.id, checkoutId));
      return { sessionUrl: url };
    } catch (err) {
      deps.log.error({ err }, 'checkout failed');
      throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout');
    }
  });
}

/**
 * Ends the user's open checkouts (of one kind, or all) at the provider and in
 * our rows, so that none of them can still be paid. Call it holding the
 * user's billing lock.
 */
export async function expireOpenCheckouts(deps: Deps, userId: string, kind?: 'subscription' | 'pack'): Promise<void> {
  const open = await deps.db
    .select({ id: checkouts.id, providerSessionId: checkouts.providerSessionId })
    .from(checkouts)
    .where(
      and(eq(checkouts.userId, userId), eq(checkouts.status, 'open'), kind ? eq(checkouts.kind, kind) : undefined),
    );
  for (const c of open) {
    const ended = c.providerSessionId ? await deps.payments.expireCheckout(c.providerSessionId) : 'expired';
    // One the customer completed first is left to its webhook; a duplicate it makes is canceled there.
    await deps.db
      .update(checkouts)
      .set(ended === 'complete' ? { status: 'completed', completedAt: new Date() } : { status: 'expired' })
      .where(eq(checkouts.id, c.id));
  }
}

/**
 * Account deletion, first step (holding the user's billing lock): nothing may
 * bill the account after it is erased. Open checkouts are expired, the
 * subscription canceled now and the provider's customer deleted. A provider
 * failure stops the deletion (SERVICE_UNAVAILABLE): the account stays until
 * billing is stopped.
 */
export async function stopBilling(deps: Deps, userId: string): Promise<void> {
  const sub = await getSubscriptionRow(deps, userId);
  try {
    await expireOpenCheckouts(deps, userId);
    if (sub?.provider === deps.payments.kind) {
      await deps.payments.closeCustomer({
        customerId: sub.providerCustomerId,
        subscriptionId: sub.providerSubscriptionId,
      });
    }
  } catch (err) {
    deps.log.error({ err, userId }, 'could not stop billing for an account being deleted');
    throw new AppError('SERVICE_UNAVAILABLE', 'Your subscription could not be canceled right now. Please try again.');
  }
}

/** POST /api/usage/add-package: one of the catalogue's packs of extra minutes for today. */
export async function createPackCheckout(
  deps: Deps,
  user: SessionUser,
  minutes: number,
  returnPage: PackReturnPage = 'chat',
): Promise<{ sessionUrl: string }> {
  const pack = MINUTE_PACKS.find((p) => p.minutes === minutes);
  if (!pack) {
    const sizes = MINUTE_PACKS.map((p) => p.minutes).join(' or ');
    throw new AppError('BAD_REQUEST', `Choose a pack of ${sizes} minutes`);
  }
  // A member's plan sells one pack size (Basic 10 minutes, Pro and Annual 20).
  const sub = await currentSubscription(deps, user.id);
  const plan = sub && sub.status !== 'canceled' ? (sub.plan as PlanId) : null;
  if (!packsFor(plan).some((p) => p.minutes === minutes)) {
    const size = packsFor(plan)[0]?.minutes ?? 0;
    throw new AppError('PACK_NOT_IN_PLAN', `Your plan offers packs of ${size} minutes`, { minutes: size });
  }
  const checkoutId = `cs_${randomUUID().replaceAll('-', '')}`;
  await deps.db.insert(checkouts).values({ id: checkoutId, userId: user.id, kind: 'pack', minutes, returnPage });
  try {
    const { url, id } = await deps.payments.createPackCheckout({
      user: { id: user.id, email: user.email, customerId: await customerId(deps, user.id) },
      minutes,
      priceCents: pack.priceCents,
      checkoutId,
      returnPage,
    });
    await deps.db.update(checkouts).set({ providerSessionId: id }).where(eq(checkouts.id, checkoutId));
    return { sessionUrl: url };
  } catch (err) {
    deps.log.error({ err }, 'pack checkout failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout');
  }
}

export async function createPortal(deps: Deps, user: SessionUser): Promise<{ url: string }> {
  const sub = await getSubscriptionRow(deps, user.id);
  if (!sub) throw new AppError('NOT_FOUND', 'You have no subscription yet');
  try {
    return await deps.payments.createPortalSession({
      user: { id: user.id, email: user.email, customerId: sub.providerCustomerId },
    });
  } catch (err) {
    deps.log.error({ err }, 'portal failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'The billing portal is not available right now');
  }
}
