import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '#client/lib/utils.ts';
import { LOW_MINUTES_SECONDS, remainingMinutes } from '#shared/usage.ts';
import { useUsageToday } from '../api/usage.ts';

/** The header's minutes-left badge for signed-in users. */
export function UsageBadge() {
  const { t } = useTranslation();
  const { data } = useUsageToday();
  if (!data) return null;
  const left = data.availableSeconds;
  return (
    <Link
      href="/chat"
      data-testid="usage-badge"
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold',
        left <= 0
          ? 'border-destructive/50 text-destructive'
          : left <= LOW_MINUTES_SECONDS
            ? 'border-amber-500/60 text-amber-700 dark:text-amber-300'
            : 'text-foreground',
      )}
      aria-label={t('usage.badgeLabel', { count: remainingMinutes(left) })}
    >
      <Timer className="size-3.5" aria-hidden />
      {t('usage.badge', { count: remainingMinutes(left) })}
    </Link>
  );
}
