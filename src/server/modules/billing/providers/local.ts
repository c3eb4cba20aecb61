import type { PaymentProvider } from './types.ts';

/**
 * The built-in provider: its checkout and billing pages are served by Forja
 * (local-pages.ts) and walk the same states as Stripe, with no real payment.
 */
export function createLocalProvider(appUrl: string): PaymentProvider {
  return {
    kind: 'local',
    async createSubscriptionCheckout({ checkoutId }) {
      return { id: checkoutId, url: `${appUrl}/local-checkout/${checkoutId}` };
    },
    async createPackCheckout({ checkoutId }) {
      return { id: checkoutId, url: `${appUrl}/local-checkout/${checkoutId}` };
    },
    async createPortalSession() {
      return { url: `${appUrl}/local-billing` };
    },
    // The local pages read the checkout's and the subscription's rows: ending them there is enough.
    async expireCheckout() {
      return 'expired';
    },
    async closeCustomer() {},
  };
}
