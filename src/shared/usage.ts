/** docs/PRODUCT.md: at most 300 s left is low; the sidebar offers more at 5 minutes or fewer. */
export const LOW_MINUTES_SECONDS = 300;
export const USAGE_POLL_MS = 30_000;

/** Used minutes are shown rounded up, remaining minutes rounded down (docs/PRODUCT.md). */
export const usedMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);
export const remainingMinutes = (seconds: number) => Math.floor(Math.max(0, seconds) / 60);
