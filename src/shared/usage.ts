/** docs/PRODUCT.md: at most 300 s left is low; the sidebar offers more at 5 minutes or fewer. */
export const LOW_MINUTES_SECONDS = 300;
export const USAGE_POLL_MS = 30_000;

/** Used minutes rounded up, as docs/PRODUCT.md first said; the screens show `usedTime` instead (issue 24). */
export const usedMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);

/**
 * Time used as shown to the member (issue 24: a one-second reply showed as "1 min used"): seconds
 * under a minute, else minutes rounded to the nearest, never against the member.
 */
export function usedTime(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? { unit: 'seconds', count: s } : { unit: 'minutes', count: Math.round(s / 60) };
}
/** Remaining minutes rounded down (docs/PRODUCT.md). */
export const remainingMinutes = (seconds: number) => Math.floor(Math.max(0, seconds) / 60);
