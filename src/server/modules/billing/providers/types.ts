import type { PlanId } from '#shared/catalog/pricing.ts';
import type { PackReturnPage } from '#shared/contracts/usage.ts';

export type CheckoutUser = { id: string; email: string; customerId?: string | null };

/** The payment provider behind checkout, packs and the billing portal: the local one or Stripe. */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  createSubscriptionCheckout(input: {
    user: CheckoutUser;
    plan: PlanId;
    trial: boolean;
    checkoutId: string;
  }): Promise<{ url: string; id: string }>;
  createPackCheckout(input: {
    user: CheckoutUser;
    minutes: number;
    priceCents: number;
    checkoutId: string;
    /** The app page the checkout comes back to. */
    returnPage: PackReturnPage;
  }): Promise<{ url: string; id: string }>;
  createPortalSession(input: { user: CheckoutUser }): Promise<{ url: string }>;
  /**
   * Ends an open checkout so that it can no longer be paid. Answers how it
   * ended: `complete` when the customer finished it first.
   */
  expireCheckout(providerSessionId: string): Promise<'expired' | 'complete'>;
  /**
   * Stops all billing of a customer whose account is being deleted: cancels
   * the subscription now and deletes the customer. Already ended is fine.
   */
  closeCustomer(input: { customerId: string | null; subscriptionId: string | null }): Promise<void>;
}
