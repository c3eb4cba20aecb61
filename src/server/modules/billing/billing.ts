import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getPlan, MINUTE_PACKS, type PlanId } from '#shared/catalog/plans.ts';
import type { Deps } from '../../app.ts';
import { checkouts, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { PaymentProvider } from './providers/types.ts';
import { getSubscriptionRow, hadSubscription, settleLocalSubscription } from './subscription-state.ts';

export type BillingDeps = Deps & { payments: PaymentProvider; stripe: Stripe | null };

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

/** POST /api/subscription/create-checkout: a trial the first time, paid afterwards (one trial per person). */
export async function createCheckout(
  deps: BillingDeps,
  user: SessionUser,
  plan: PlanId,
): Promise<{ sessionUrl: string }> {
  const current = await currentSubscription(deps, user.id);
  if (current && current.status !== 'canceled') {
    throw new AppError('CONFLICT', 'You already have a subscription. Use Manage Subscription to change your plan.');
  }
  const trial = !(await hadSubscription(deps, user.id));
  const checkoutId = `cs_${randomUUID().replaceAll('-', '')}`;
  await deps.db
    .insert(checkouts)
    .values({ id: checkoutId, userId: user.id, kind: 'subscription', plan, minutes: trial ? 1 : 0 });
  try {
    const { url } = await deps.payments.createSubscriptionCheckout({
      user: { id: user.id, email: user.email, customerId: await customerId(deps, user.id) },
      plan: getPlan(plan).id,
      trial,
      checkoutId,
    });
    return { sessionUrl: url };
  } catch (err) {
    deps.log.error({ err }, 'checkout failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout');
  }
}

/** POST /api/usage/add-package: 10 or 20 extra minutes for today. */
export async function createPackCheckout(
  deps: BillingDeps,
  user: SessionUser,
  minutes: number,
): Promise<{ sessionUrl: string }> {
  const pack = MINUTE_PACKS.find((p) => p.minutes === minutes);
  if (!pack) throw new AppError('BAD_REQUEST', 'Choose a pack of 10 or 20 minutes');
  const checkoutId = `cs_${randomUUID().replaceAll('-', '')}`;
  await deps.db.insert(checkouts).values({ id: checkoutId, userId: user.id, kind: 'pack', minutes });
  try {
    const { url } = await deps.payments.createPackCheckout({
      user: { id: user.id, email: user.email, customerId: await customerId(deps, user.id) },
      minutes,
      priceCents: pack.priceCents,
      checkoutId,
    });
    return { sessionUrl: url };
  } catch (err) {
    deps.log.error({ err }, 'pack checkout failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to create checkout');
  }
}

export async function createPortal(deps: BillingDeps, user: SessionUser): Promise<{ url: string }> {
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
