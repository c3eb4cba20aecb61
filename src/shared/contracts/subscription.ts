import { z } from 'zod';
import { PLAN_IDS } from '../catalog/pricing.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;

/** docs/PRODUCT.md's subscription entity. */
export const ZSubscription = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  dailyMinuteLimit: z.number().int(),
  trialEndsAt: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZCreateCheckoutRequest = z.object({ plan: z.enum(PLAN_IDS, { message: 'BAD_REQUEST' }) });

/** The billing portal's address (Stripe's, or the local page). */
export const ZPortalResponse = z.object({ url: z.string() });
export type TPortalResponse = z.infer<typeof ZPortalResponse>;

/** The return from a checkout names its session, so the page need not wait for the webhook. */
export const ZConfirmCheckoutRequest = z.object({ sessionId: z.string().min(1).max(200) });
export type TConfirmCheckoutRequest = z.infer<typeof ZConfirmCheckoutRequest>;

/** Trial days remaining: ceil of days to trialEndsAt, minimum 0 (docs/PRODUCT.md). */
export function trialDaysLeft(trialEndsAt: string | null, now = Date.now()): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now) / 86_400_000));
}
