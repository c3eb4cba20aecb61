import { z } from 'zod';
import { PLAN_IDS } from '../catalog/pricing.ts';

/**
 * The forms of the local payment provider's pages (`/local-checkout/:id`, `/local-billing`): the
 * buttons post `action`; nothing else is accepted, whatever the content type.
 */
export const LOCAL_CHECKOUT_ACTIONS = ['trial', 'trial_card', 'pay', 'fail', 'cancel'] as const;
export const ZLocalCheckoutForm = z.object({
  action: z.enum(LOCAL_CHECKOUT_ACTIONS).optional(),
  /** Sent by the page that showed a declined payment: leaving it returns as a failed checkout. */
  failed: z.literal('1').optional(),
});
export type TLocalCheckoutForm = z.infer<typeof ZLocalCheckoutForm>;

export const LOCAL_BILLING_ACTIONS = [
  'add_card',
  'cancel_at_period_end',
  'resume',
  'payment_failed',
  'pay',
  'end_trial',
  ...PLAN_IDS.map((id) => `switch_${id}` as const),
] as const;
export const ZLocalBillingForm = z.object({ action: z.enum(LOCAL_BILLING_ACTIONS).optional() });
export type TLocalBillingForm = z.infer<typeof ZLocalBillingForm>;

export const ZLocalCheckoutParams = z.object({ id: z.string().min(1).max(200) });
export type TLocalCheckoutParams = z.infer<typeof ZLocalCheckoutParams>;
