import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import type { TPersonalRecord } from '#shared/contracts/progress.ts';
import { useRecords } from '../api/progress.ts';
import { EmptyNote } from './empty-note.tsx';

const DAY = 86_400_000;

/**
 * Set within the last `days` days. An imported (backfilled) session is history: never "new", however
 * recent its date (decision 033).
 */
const isNew = (r: TPersonalRecord, days: number, now: number) =>
  !r.backfilled && now - new Date(r.achievedAt).getTime() <= days * DAY;

/** Five records ("View all" for the rest); "New" within 3 days, counted "new this week" within 7. */
export function RecordsCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useRecords();
  const [all, setAll] = useState(false);
  const now = Date.now();
  const newThisWeek = data.filter((r) => isNew(r, 7, now)).length;
  return (
    <Card data-testid="records">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-ember-text" aria-hidden />
          {t('records.title')}
        </CardTitle>
        <CardDescription>{t('records.newThisWeek', { count: newThisWeek })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {data.length === 0 ? (
          <EmptyNote text={t('records.empty')} />
        ) : (
          <ul className="grid gap-2 text-sm">
            {(all ? data : data.slice(0, 5)).map((r) => {
              const fresh = isNew(r, 3, now);
              return (
                <li
                  key={r.id}
                  className={cn(
                    'flex flex-wrap justify-between gap-2 rounded-lg border p-2',
                    fresh && 'border-ember bg-accent',
                  )}
                >
                  <span className="font-medium">
                    {r.exerciseName} · {t(`records.types.${r.recordType}`)}
                    {fresh && (
                      <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                        {t('records.new')}
                      </span>
                    )}
                  </span>
                  <span className="text-muted-foreground">
                    {r.recordType === '1rm'
                      ? t('records.oneRm', {
                          value: formatNumber(r.estimated1RM ?? 0),
                          set:
                            r.rir === null
                              ? t('records.set', { weight: formatNumber(r.weight), reps: r.reps })
                              : t('records.setRir', { weight: formatNumber(r.weight), reps: r.reps, rir: r.rir }),
                        })
                      : r.recordType === 'volume'
                        ? t('records.volume', { value: formatNumber(r.weight), count: r.reps })
                        : t('records.reps', { weight: formatNumber(r.weight), count: r.reps })}
                    {r.improvement !== null && ` · +${formatNumber(r.improvement)} %`} ·{' '}
                    {formatDate(r.achievedAt, 'medium')}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {data.some((r) => r.recordType === '1rm') && (
          <p className="text-xs text-muted-foreground">{t('records.formula')}</p>
        )}
        {data.length > 5 && (
          <Button variant="outline" size="sm" onClick={() => setAll((a) => !a)}>
            {all ? t('records.showFewer') : t('records.viewAll', { count: data.length })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
