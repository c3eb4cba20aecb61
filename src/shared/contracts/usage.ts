import { z } from 'zod';

export const ZMinutePackage = z.object({ id: z.uuid(), remainingSeconds: z.number().int(), expiresAt: z.string() });

/** GET /api/usage/today (docs/PRODUCT.md): seconds throughout. */
export const ZUsageToday = z.object({
  availableSeconds: z.number().int(),
  usedSeconds: z.number().int(),
  dailyLimit: z.number().int(),
  messagesCount: z.number().int(),
  minutePackages: z.array(ZMinutePackage),
});
export type TUsageToday = z.infer<typeof ZUsageToday>;

/** PACK_RETURN_PAGES: where the checkout of a pack comes back to (the chat unless said). */
export const PACK_RETURN_PAGES = ['chat', 'subscription'] as const;
export type PackReturnPage = (typeof PACK_RETURN_PAGES)[number];
export const ZAddPackageRequest = z.object({
  minutes: z.union([z.literal(10), z.literal(20)]),
  returnTo: z.enum(PACK_RETURN_PAGES).optional(),
});
export const ZSessionUrlResponse = z.object({ sessionUrl: z.string() });

export { LOW_MINUTES_SECONDS, remainingMinutes, USAGE_POLL_MS, usedMinutes } from '../usage.ts';
