import { Activity } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDate } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { recoveryStatus } from '#shared/contracts/progress.ts';
import { useRecovery } from '../api/progress.ts';
import { EmptyNote } from './empty-note.tsx';

/**
 * The card's period selector, as docs/PRODUCT.md#progress has it: shown, and not sent with the call
 * (recovery is the muscles' state now, whatever the period).
 */
const RECOVERY_PERIODS = ['this_week', 'last_week', 'this_month'] as const;
type RecoveryPeriod = (typeof RECOVERY_PERIODS)[number];

/**
 * The bar beside "Fatigued · 66 %" is that percentage (issue 24: it showed the weekly volume, a fifth
 * full under 66 %), in the status's colour; the weekly sets are said in words below it.
 */
export function recoveryBar(recoveryPercentage: number): { width: number; tone: ReturnType<typeof recoveryStatus> } {
  const width = Math.max(0, Math.min(100, Math.round(recoveryPercentage)));
  return { width, tone: recoveryStatus(recoveryPercentage) };
}

/** Each trained muscle's recovery now (decision 022) and its weekly sets against the target. */
export function RecoveryCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useRecovery();
  const [period, setPeriod] = useState<RecoveryPeriod>('this_week');
  return (
    <Card data-testid="recovery">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Activity className="size-5 text-ember-text" aria-hidden />
            {t('recovery.title')}
          </CardTitle>
          <label className="text-sm">
            <span className="sr-only">{t('recovery.period')}</span>
            <select
              value={period}
              onChange={(e) => setPeriod(e.target.value as RecoveryPeriod)}
              className="rounded-md border bg-background px-2 py-1 text-sm"
            >
              {RECOVERY_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`recovery.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {data.length === 0 ? (
          <EmptyNote text={t('recovery.empty')} />
        ) : (
          data.map((m) => {
            const status = recoveryStatus(m.recoveryPercentage);
            const bar = recoveryBar(m.recoveryPercentage);
            return (
              <div key={m.id} className="grid gap-1 text-sm">
                <div className="flex justify-between">
                  <span className="font-medium">{t(`muscles.${m.muscleGroup}`)}</span>
                  <span
                    className={cn(
                      'font-medium',
                      status === 'fatigued'
                        ? 'text-destructive'
                        : status === 'ready'
                          ? 'text-amber-700 dark:text-amber-300'
                          : 'text-success',
                    )}
                  >
                    {t(`recovery.status.${status}`)} · {m.recoveryPercentage} %
                  </span>
                </div>
                <div
                  className="h-2 overflow-hidden rounded-full bg-muted"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={bar.width}
                  aria-label={t(`recovery.status.${status}`)}
                  data-testid="recovery-bar"
                >
                  <div
                    className={cn(
                      'h-full rounded-full',
                      bar.tone === 'fatigued' ? 'bg-destructive' : bar.tone === 'ready' ? 'bg-amber-500' : 'bg-success',
                    )}
                    style={{ width: `${bar.width}%` }}
                  />
                </div>
                <span className="text-xs text-muted-foreground">
                  {t('recovery.volume', { current: m.currentWeeklySets, count: m.weeklyTargetSets })} ·{' '}
                  {t('recovery.window', { date: formatDate(m.optimalTrainingWindow, 'medium') })}
                </span>
              </div>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}
