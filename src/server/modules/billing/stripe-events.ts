import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PLAN_IDS, type PlanId } from '#shared/catalog/pricing.ts';
import { checkouts, processedEvents, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { withBillingLock } from './billing-lock.ts';
import { endedIsFine } from './providers/stripe.ts';
import {
  applySubscriptionState,
  creditPack,
  getSubscriptionRow,
  type SubscriptionState,
} from './subscription-state.ts';

/** Stripe's statuses as ours. Only a paid subscription, or one in its trial, grants minutes (minutes.ts). */
const STATUS: Record<string, SubscriptionState['status']> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Retries are over and nothing was paid: no more minutes until the invoice is paid.
  unpaid: 'unpaid',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
  // The first payment failed or awaits the customer (3-D Secure): nothing was ever paid.
  incomplete: 'incomplete',
};

const date = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/** The subscription's own state, whatever event brought it (any order of events ends the same). */
export function stateFromStripe(
  sub: Stripe.Subscription,
  version: Date,
): { userId: string | undefined; state: SubscriptionState } {
  const item = sub.items?.data?.[0] as
    | (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number })
    | undefined;
  const legacy = sub as Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
  const metaPlan = sub.metadata?.plan;
  const plan = (PLAN_IDS as readonly string[]).includes(metaPlan ?? '') ? (metaPlan as PlanId) : 'PRO';
  const periodStart = item?.current_period_start ?? legacy.current_period_start;
  // past_due keeps the minutes while a renewal is retried. The first period after the trial is
  // not a renewal: its charge is the first payment, and until it succeeds nothing is granted.
  const firstCharge =
    sub.status === 'past_due' && Boolean(sub.trial_end && periodStart && periodStart <= sub.trial_end);
  return {
    userId: sub.metadata?.userId,
    state: {
      plan,
      status: firstCharge ? 'incomplete' : (STATUS[sub.status] ?? 'canceled'),
      provider: 'stripe',
      providerCustomerId: typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null),
      providerSubscriptionId: sub.id,
      trialEndsAt: date(sub.trial_end),
      currentPeriodStart: date(periodStart),
      currentPeriodEnd: date(item?.current_period_end ?? legacy.current_period_end),
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      hasPaymentMethod: Boolean(sub.default_payment_method),
      version,
    },
  };
}

/** Fetches the subscription's current state from Stripe (the event may be stale) and applies it. */
export async function syncStripeSubscription(
  deps: Deps,
  stripe: Stripe,
  id: string,
  hint: { userId?: string; fallback?: Stripe.Subscription; eventCreated?: number },
) {
  let sub: Stripe.Subscription | undefined;
  let version: Date;
  try {
    sub = await stripe.subscriptions.retrieve(id);
    version = new Date();
  } catch (err) {
    if (!hint.fallback) throw err;
    deps.log.warn({ err }, 'could not retrieve the subscription; using the event copy');
    sub = hint.fallback;
    version = new Date((hint.eventCreated ?? 0) * 1000);
  }
  const { userId: metaUserId, state } = stateFromStripe(sub, version);
  let owner = metaUserId ?? hint.userId;
  if (!owner) {
    const [row] = await deps.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, id))
      .limit(1);
    owner = row?.userId;
  }
  if (!owner) {
    deps.log.warn({ subscription: id }, 'subscription event for an unknown user');
    return;
  }
  const userId = owner;
  await withBillingLock(deps, userId, async (locked) => {
    const [user] = await locked.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) {
      // The account was deleted (billing was stopped first). The event is answered 200 so Stripe stops
      // retrying; a subscription that is somehow still live must not bill an erased account.
      deps.log.info({ subscription: id, status: sub.status }, 'subscription event for a deleted account');
      if (state.status !== 'canceled') {
        await endedIsFine(() => stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-orphan-${id}` }));
      }
      return;
    }
    const row = await getSubscriptionRow(locked, userId);
    if (row?.providerSubscriptionId && row.providerSubscriptionId !== id) {
      // Another subscription than the one we hold: either a new one after the old ended, or a duplicate.
      if (state.status === 'canceled') return; // an ended other subscription never replaces the current one
      if (row.status !== 'canceled' && (await stillLive(locked, stripe, userId, row.providerSubscriptionId))) {
        await endedIsFine(() => stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-duplicate-${id}` }));
        // Checkout made a customer just for the duplicate: it goes too, or the address would stay at
        // Stripe after the account's deletion (which deletes the customer we hold).
        const extra = state.providerCustomerId;
        if (extra && extra !== row.providerCustomerId) {
          await endedIsFine(() =>
            stripe.customers.del(extra, {}, { idempotencyKey: `cancel-duplicate-customer-${extra}` }),
          );
        }
        deps.log.warn(
          { userId, kept: row.providerSubscriptionId, canceled: id },
          'second live subscription canceled; refund any payment it took',
        );
        return;
      }
    }
    await applySubscriptionState(locked, userId, state);
  });
}

/** Refreshes the subscription we hold from Stripe (our copy may lag) and tells whether it is still live. */
async function stillLive(deps: Deps, stripe: Stripe, userId: string, id: string): Promise<boolean> {
  let current: Stripe.Subscription;
  try {
    current = await stripe.subscriptions.retrieve(id);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return false;
    throw err;
  }
  const { state } = stateFromStripe(current, new Date());
  await applySubscriptionState(deps, userId, state);
  return state.status !== 'canceled';
}

/**
 * Applies a checkout that completed (webhook or return page): a pack is credited once, a subscription synced.
 * `paidAt` is when the payment went through (the event's time; now on the return page): a pack lasts
 * to the end of that local day, not of the day the checkout was opened.
 */
export async function applyCompletedCheckout(
  deps: Deps,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
  paidAt = new Date(),
) {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!userId) return;
  if (session.mode === 'payment' && session.payment_status === 'paid' && session.metadata?.kind === 'pack') {
    await creditPack(deps, userId, Number(session.metadata.minutes), `stripe:${session.id}`, paidAt);
  }
  if (session.mode === 'subscription' && session.subscription) {
    const id = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
    await syncStripeSubscription(deps, stripe, id, { userId });
  }
  if (session.metadata?.checkoutId) {
    await deps.db
      .update(checkouts)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(checkouts.id, session.metadata.checkoutId));
  }
}

/** Each event id is applied once; a failure un-marks it so that Stripe's retry applies it. */
export async function handleStripeEvent(
  deps: Deps,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const fresh = await deps.db
    .insert(processedEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (fresh.length === 0) return 'duplicate';
  try {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await applyCompletedCheckout(deps, stripe, event.data.object, new Date(event.created * 1000));
        return 'applied';
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.trial_will_end': {
        const sub = event.data.object;
        await syncStripeSubscription(deps, stripe, sub.id, { fallback: sub, eventCreated: event.created });
        return 'applied';
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
        const subId =
          typeof invoice.subscription === 'string'
            ? invoice.subscription
            : (invoice.subscription?.id ?? (invoice.parent?.subscription_details?.subscription as string | undefined));
        if (subId) await syncStripeSubscription(deps, stripe, typeof subId === 'string' ? subId : String(subId), {});
        return 'applied';
      }
      default:
        return 'ignored';
    }
  } catch (err) {
    await deps.db.delete(processedEvents).where(eq(processedEvents.id, event.id));
    throw err;
  }
}
