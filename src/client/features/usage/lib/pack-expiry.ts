import { formatDate } from '#client/lib/format.ts';

function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A pack's expiry as a date (issue 17): it lasts to 23:59:59 of its purchase day in the member's
 * own time zone (decision 017), so the day is read there, not in the browser's zone, which may be
 * another day.
 */
export function packExpiry(expiresAt: string, timeZone: string | undefined): string {
  return formatDate(expiresAt, 'medium', knownZone(timeZone));
}
