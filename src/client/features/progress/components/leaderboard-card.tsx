import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDate } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod, type TLeaderboard } from '#shared/contracts/progress.ts';
import { useLeaderboard, useOptIn } from '../api/progress.ts';
import { EmptyNote } from './empty-note.tsx';

/**
 * The Social tab: the opt-in leaderboard of training days, weekly, monthly or all-time (decision 033),
 * and under it last week's podium once a week has been closed (decision 037).
 */
export function LeaderboardCard() {
  const { t } = useTranslation('progress');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const { data } = useLeaderboard(period);
  const optIn = useOptIn();
  return (
    <div className="grid gap-6">
      <Card data-testid="leaderboard">
        <CardHeader>
          <CardTitle>{t('social.title')}</CardTitle>
          <CardDescription>{t('social.text')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <fieldset className="inline-flex rounded-lg bg-muted p-1">
              <legend className="sr-only">{t('social.period')}</legend>
              {LEADERBOARD_PERIODS.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={period === p}
                  onClick={() => setPeriod(p)}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium',
                    period === p ? 'bg-background shadow-sm' : 'text-muted-foreground',
                  )}
                >
                  {t(`social.periods.${p}`)}
                </button>
              ))}
            </fieldset>
            <Button
              size="sm"
              variant={data?.optedIn ? 'outline' : 'default'}
              onClick={() => optIn.mutate(!data?.optedIn)}
              disabled={!data || optIn.isPending}
            >
              {data?.optedIn ? t('social.leave') : t('social.join')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t(`social.periodText.${period}`)}</p>
          {!data?.entries.length ? (
            <EmptyNote text={t(`social.emptyPeriod.${period}`)} />
          ) : (
            <ol className="grid gap-1 text-sm">
              {data.entries.map((e, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id (first names only) and hold no state
                  key={`${e.rank}-${i}`}
                  className={cn(
                    'flex justify-between rounded-md px-3 py-2',
                    e.isYou ? 'bg-accent font-semibold' : 'bg-muted',
                  )}
                >
                  <span>
                    {e.rank}. {e.displayName}
                  </span>
                  <span>{t('social.sessions', { count: e.sessions })}</span>
                </li>
              ))}
            </ol>
          )}
          <p className="text-xs text-muted-foreground">{t('social.soon')}</p>
        </CardContent>
      </Card>
      {data?.lastWeek && <LastWeekCard week={data.lastWeek} />}
    </div>
  );
}

const MEDALS = ['🥇', '🥈', '🥉'];
const DAY = 86_400_000;

/** The Monday (YYYY-MM-DD, UTC) that started last calendar week: the week the job closed last (decision 037). */
function lastMonday(now = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(today - (sinceMonday + 7) * DAY).toISOString().slice(0, 10);
}

/**
 * The podium of the newest closed week, and the member's own row when lower. Named "Last week" when it
 * is; an older week (no instance closed the last one yet) by its Monday.
 */
function LastWeekCard({ week }: { week: NonNullable<TLeaderboard['lastWeek']> }) {
  const { t } = useTranslation('progress');
  const title =
    week.weekStart === lastMonday()
      ? t('social.lastWeek.title')
      : t('social.lastWeek.weekOf', { date: formatDate(week.weekStart, 'medium', 'UTC') });
  return (
    <Card data-testid="leaderboard-last-week">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{t('social.lastWeek.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1 text-sm">
          {week.entries.map((e, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id (first names only) and hold no state
              key={`${e.rank}-${i}`}
              className={cn('rounded-md px-3 py-2', e.isYou ? 'bg-accent font-semibold' : 'bg-muted')}
            >
              {e.rank <= 3
                ? `${MEDALS[e.rank - 1]} ${e.displayName} · ${t('social.sessions', { count: e.sessions })}`
                : t('social.lastWeek.you', { rank: e.rank, days: t('social.sessions', { count: e.sessions }) })}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
