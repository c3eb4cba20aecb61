import { currentLanguage, intlLocale } from '#client/lib/i18n.ts';

function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** A pack lasts to 23:59:59 of its purchase day: the minute shown is the last whole one. */
const LAST_MINUTE = { hour: 23, minute: 59 };

export type PackExpiry = { today: true; time: string } | { today: false; date: string; time: string };

/**
 * A pack's expiry in the member's own time zone (decision 017): "today at 23:59" on its day (issue
 * 24), else its date and that time. The day is read in the member's zone, not the browser's, which
 * may be another day; the time is written on a 24-hour clock in the page's language, since the rule
 * is said as "23:59" everywhere.
 */
export function packExpiry(expiresAt: string, timeZone: string | undefined, now: Date = new Date()): PackExpiry {
  const zone = knownZone(timeZone);
  const locale = intlLocale(currentLanguage());
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  const time = clock.format(new Date(Date.UTC(2000, 0, 1, LAST_MINUTE.hour, LAST_MINUTE.minute)));
  const expires = new Date(expiresAt);
  if (day.format(expires) === day.format(now)) return { today: true, time };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }).format(expires);
  return { today: false, date, time };
}
