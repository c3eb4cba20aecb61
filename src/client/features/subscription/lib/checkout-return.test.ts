import { describe, expect, it } from 'vitest';
import type { TSubscription } from '#shared/contracts/subscription.ts';
import { checkoutReturnToast, readCheckoutReturn } from './checkout-return.ts';

const sub = (status: TSubscription['status']): TSubscription => ({
  plan: 'PRO',
  status,
  dailyMinuteLimit: 30,
  trialEndsAt: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

describe('issue 17: a checkout always comes back with something said', () => {
  it('reads how the checkout ended from the return address', () => {
    expect(readCheckoutReturn('?success=true&session_id=cs_1')).toEqual({ kind: 'success', sessionId: 'cs_1' });
    expect(readCheckoutReturn('checkout=failed')).toEqual({ kind: 'failed' });
    expect(readCheckoutReturn('checkout=canceled')).toEqual({ kind: 'canceled' });
    expect(readCheckoutReturn('success=true')).toBeNull();
    expect(readCheckoutReturn('')).toBeNull();
    expect(readCheckoutReturn('pricing=open&plan=PRO')).toBeNull();
  });

  it('says Payment Failed for a declined payment, and when the first charge failed', () => {
    expect(checkoutReturnToast({ kind: 'failed' }, null)).toMatchObject({
      variant: 'destructive',
      title: 'checkout.paymentFailed',
      purchased: false,
    });
    expect(checkoutReturnToast({ kind: 'success', sessionId: 'cs_1' }, sub('past_due')).title).toBe(
      'checkout.paymentFailed',
    );
  });

  it('says An unexpected error occurred when the subscription cannot be confirmed', () => {
    for (const after of ['error', null, sub('canceled')] as const) {
      expect(checkoutReturnToast({ kind: 'success', sessionId: 'cs_1' }, after)).toMatchObject({
        variant: 'destructive',
        title: 'checkout.unexpected',
        purchased: false,
      });
    }
  });

  it('says the checkout was canceled, without alarm, when the person left it', () => {
    expect(checkoutReturnToast({ kind: 'canceled' }, null)).toMatchObject({ variant: 'default', purchased: false });
  });

  it('welcomes a started trial, and a paid plan without speaking of a trial', () => {
    expect(checkoutReturnToast({ kind: 'success', sessionId: 'cs_1' }, sub('trialing'))).toEqual({
      variant: 'success',
      title: 'subscription.successTitle',
      text: 'subscription.successText',
      purchased: true,
    });
    expect(checkoutReturnToast({ kind: 'success', sessionId: 'cs_1' }, sub('active')).text).toBe(
      'subscription.successPaidText',
    );
  });
});
