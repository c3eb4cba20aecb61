import type { TFunction } from 'i18next';
import { usedTime } from '#shared/usage.ts';

/** "45 s" under a minute, else "3 min" rounded to the nearest (issue 24), in the page's language. */
export function formatUsedTime(t: TFunction, seconds: number): string {
  const used = usedTime(seconds);
  return used.unit === 'seconds'
    ? t('common:usage.usedSeconds', { count: used.count })
    : t('common:usage.usedMinutesShort', { count: used.count });
}
