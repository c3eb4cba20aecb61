import Stripe from 'stripe';
import { getPlan, type PlanId, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import type { Config } from '../../../config.ts';
import type { PaymentProvider } from './types.ts';

export function createStripeClient(config: Config['stripe']): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey ?? '', {
    maxNetworkRetries: 2,
    // Checkout creation and account deletion call Stripe holding the user's billing lock (billing-lock.ts).
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/**
 * The tag every checkout session and subscription Forja creates carries in its metadata. The Stripe
 * account may bill other products too: an event for an object without it is none of Forja's business
 * (issue 25, finding 2).
 */
export const FORJA_METADATA = { app: 'forja' } as const;

/** Whether Stripe metadata carries Forja's tag. */
export function madeByForja(metadata: Record<string, string> | null | undefined): boolean {
  return metadata?.app === FORJA_METADATA.app;
}

const PLAN_NAMES: Record<PlanId, string> = { BASIC: 'Forja Basic', PRO: 'Forja Pro', ANNUAL: 'Forja Annual' };

/**
 * Stripe Checkout (a 3-day trial with no card up front, ending without
 * charge when no card was added), one-off packs, and the Billing Portal.
 * Every POST carries an Idempotency-Key derived from the action.
 */
export function createStripeProvider(stripe: Stripe, appUrl: string): PaymentProvider {
  return {
    kind: 'stripe',
    async createSubscriptionCheckout({ user, plan, trial, checkoutId }) {
      const p = getPlan(plan);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: user.id,
          ...(user.customerId ? { customer: user.customerId } : { customer_email: user.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: p.priceCents,
                recurring: { interval: p.periodKey },
                product_data: { name: PLAN_NAMES[plan] },
              },
            },
          ],
          payment_method_collection: trial ? 'if_required' : 'always',
          subscription_data: {
            metadata: { ...FORJA_METADATA, userId: user.id, plan },
            ...(trial
              ? {
                  trial_period_days: TRIAL_DAYS,
                  trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
                }
              : {}),
          },
          metadata: { ...FORJA_METADATA, userId: user.id, kind: 'subscription', plan, checkoutId },
          success_url: `${appUrl}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${appUrl}/subscription?checkout=canceled`,
        },
        { idempotencyKey: `checkout-subscription-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url, id: session.id };
    },

    async createPackCheckout({ user, minutes, priceCents, checkoutId, returnPage }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: user.id,
          ...(user.customerId ? { customer: user.customerId } : { customer_email: user.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: priceCents,
                product_data: { name: `Forja: ${minutes} extra AI minutes` },
              },
            },
          ],
          metadata: { ...FORJA_METADATA, userId: user.id, kind: 'pack', minutes: String(minutes), checkoutId },
          success_url: `${appUrl}/${returnPage}?purchase=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${appUrl}/${returnPage}?purchase=canceled`,
        },
        { idempotencyKey: `checkout-pack-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { url: session.url, id: session.id };
    },

    async createPortalSession({ user }) {
      if (!user.customerId) throw new Error('no Stripe customer');
      const session = await stripe.billingPortal.sessions.create(
        { customer: user.customerId, return_url: `${appUrl}/subscription` },
        { idempotencyKey: `portal-${user.id}-${Math.floor(Date.now() / 60_000)}` },
      );
      return { url: session.url };
    },

    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `checkout-expire-${id}` });
        return 'expired';
      } catch (err) {
        // Only open sessions can be expired: one that ended already answers an error, and says how it ended.
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === 'open') throw err;
        return session.status === 'complete' ? 'complete' : 'expired';
      }
    },

    async closeCustomer({ customerId, subscriptionId }) {
      if (subscriptionId) {
        await endedIsFine(() =>
          stripe.subscriptions.cancel(
            subscriptionId,
            {},
            { idempotencyKey: `account-delete-cancel-${subscriptionId}` },
          ),
        );
      }
      // Deleting the customer also ends any other subscription it has; its invoices stay with Stripe.
      if (customerId) {
        await endedIsFine(() =>
          stripe.customers.del(customerId, {}, { idempotencyKey: `account-delete-customer-${customerId}` }),
        );
      }
    },
  };
}

/** A canceled subscription or a deleted customer answers 404 (resource_missing): the work is done. */
export async function endedIsFine(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && (err.statusCode === 404 || err.code === 'resource_missing')) return;
    throw err;
  }
}
