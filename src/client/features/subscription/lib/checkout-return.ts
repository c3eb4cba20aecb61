import type { TSubscription } from '#shared/contracts/subscription.ts';

/**
 * How a subscription checkout came back to /subscription (issue 17):
 * - `?success=true&session_id=…`: the provider says it completed; the subscription is read again;
 * - `?checkout=failed`: the payment was declined and the person left the checkout;
 * - `?checkout=canceled`: the person left the checkout without paying.
 */
export type CheckoutReturn = { kind: 'success'; sessionId: string } | { kind: 'failed' } | { kind: 'canceled' };

export function readCheckoutReturn(search: string): CheckoutReturn | null {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id');
  if (params.get('success') === 'true' && sessionId) return { kind: 'success', sessionId };
  const outcome = params.get('checkout');
  if (outcome === 'failed') return { kind: 'failed' };
  if (outcome === 'canceled') return { kind: 'canceled' };
  return null;
}

/** A toast as translation keys (common.json). */
export type ReturnToast = {
  variant: 'success' | 'destructive' | 'default';
  title: string;
  text: string;
  /** Only a live subscription counts as a purchase (the analytics event, the way to the chat). */
  purchased: boolean;
};

/**
 * docs/PRODUCT.md#errors's texts: 'Subscription Successful!' for a trial or a paid plan that started,
 * 'Payment Failed' for a declined payment (also a first charge that failed: past_due), 'An
 * unexpected error occurred' when the subscription cannot be read or is not there after all.
 * `sub` is what GET /api/subscription answered after the return, or 'error' when it failed.
 */
export function checkoutReturnToast(ret: CheckoutReturn, sub: TSubscription | null | 'error'): ReturnToast {
  if (ret.kind === 'canceled')
    return { variant: 'default', title: 'checkout.canceledTitle', text: 'checkout.canceledText', purchased: false };
  if (ret.kind === 'failed')
    return {
      variant: 'destructive',
      title: 'checkout.paymentFailed',
      text: 'checkout.paymentFailedText',
      purchased: false,
    };
  if (sub !== 'error' && sub?.status === 'trialing')
    return {
      variant: 'success',
      title: 'subscription.successTitle',
      text: 'subscription.successText',
      purchased: true,
    };
  if (sub !== 'error' && sub?.status === 'active')
    return {
      variant: 'success',
      title: 'subscription.successTitle',
      text: 'subscription.successPaidText',
      purchased: true,
    };
  if (sub !== 'error' && sub?.status === 'past_due')
    return {
      variant: 'destructive',
      title: 'checkout.paymentFailed',
      text: 'checkout.paymentFailedText',
      purchased: false,
    };
  return { variant: 'destructive', title: 'checkout.unexpected', text: 'checkout.unexpectedText', purchased: false };
}
