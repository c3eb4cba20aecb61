import { AlertTriangle, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { formatUsedTime } from '#client/lib/used-time.ts';
import type { TUsageToday } from '#shared/contracts/usage.ts';
import { LOW_MINUTES_SECONDS, remainingMinutes } from '#shared/usage.ts';
import { packExpiry } from '../lib/pack-expiry.ts';

/** docs/PRODUCT.md usage counter: minutes left, used over the daily limit, messages, packs, low and out-of-minutes states. */
export function UsageCard({
  usage,
  onBuyMore,
  timeZone,
}: {
  usage: TUsageToday;
  onBuyMore: () => void;
  /** The member's time zone: a pack's day is theirs. */
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const left = usage.availableSeconds;
  return (
    <section
      aria-labelledby="usage-title"
      className="grid gap-3 rounded-xl border bg-card p-4"
      data-testid="usage-card"
    >
      <div className="flex items-center gap-2">
        <Timer className="size-4 text-ember-text" aria-hidden />
        <h2 id="usage-title" className="text-sm font-semibold">
          {t('usage.title')}
        </h2>
      </div>
      <p className="text-2xl font-bold" data-testid="minutes-left">
        {t('usage.minutesLeft', { count: remainingMinutes(left) })}
      </p>
      {usage.dailyLimit > 0 && (
        <>
          <Progress value={usage.usedSeconds} max={usage.dailyLimit} label={t('usage.title')} />
          <p className="text-xs text-muted-foreground">
            {t('usage.usedOf', {
              used: formatUsedTime(t, usage.usedSeconds),
              limit: Math.round(usage.dailyLimit / 60),
            })}{' '}
            · {t('usage.messages', { count: usage.messagesCount })}
          </p>
        </>
      )}
      {usage.minutePackages.length > 0 && (
        <ul className="grid gap-1 text-xs" aria-label={t('usage.packs')}>
          {usage.minutePackages.map((p) => {
            const expiry = packExpiry(p.expiresAt, timeZone);
            return (
              <li key={p.id} className="flex justify-between gap-2 rounded-md bg-muted px-2 py-1">
                <span>{t('usage.packLeft', { count: remainingMinutes(p.remainingSeconds) })}</span>
                <span className="text-muted-foreground">
                  {expiry.today
                    ? t('usage.expiresToday', { time: expiry.time })
                    : t('usage.expiresOn', { date: expiry.date, time: expiry.time })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {left <= 0 ? (
        <div
          role="status"
          className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="out-of-minutes"
        >
          <p className="font-medium">{usage.dailyLimit > 0 ? t('usage.outOfMinutes') : t('usage.noPlan')}</p>
          <Button size="sm" onClick={onBuyMore}>
            {t('usage.buyMore')}
          </Button>
        </div>
      ) : left <= LOW_MINUTES_SECONDS ? (
        <p
          role="status"
          className="flex gap-2 text-xs font-medium text-amber-700 dark:text-amber-300"
          data-testid="low-minutes"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          {t('usage.lowMinutes')}
        </p>
      ) : null}
    </section>
  );
}
