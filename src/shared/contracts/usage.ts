import { z } from 'zod';

export const ZMinutePackage = z.object({ id: z.uuid(), remainingSeconds: z.number().int(), expiresAt: z.string() });

/** GET /api/usage/today (SPEC.md): seconds throughout. */
export const ZUsageToday = z.object({
  availableSeconds: z.number().int(),
  usedSeconds: z.number().int(),
  dailyLimit: z.number().int(),
  messagesCount: z.number().int(),
  minutePackages: z.array(ZMinutePackage),
});
export type TUsageToday = z.infer<typeof ZUsageToday>;

export const ZAddPackageRequest = z.object({ minutes: z.union([z.literal(10), z.literal(20)]) });
export const ZSessionUrlResponse = z.object({ sessionUrl: z.string() });

/** SPEC.md: at most 300 s left is low; the sidebar offers more at 5 minutes or fewer. */
export const LOW_MINUTES_SECONDS = 300;
export const USAGE_POLL_MS = 30_000;

/** Used minutes are shown rounded up, remaining minutes rounded down (SPEC.md). */
export const usedMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);
export const remainingMinutes = (seconds: number) => Math.floor(Math.max(0, seconds) / 60);
