import { Activity, ArrowDown, ArrowUp, HeartPulse, Trophy, Watch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { SegmentedTabs } from '#client/components/ui/segmented-tabs.tsx';
import {
  useHealthScore,
  useLeaderboard,
  useOptIn,
  useRecords,
  useRecovery,
} from '#client/features/progress/api/progress.ts';
import { ImportCard } from '#client/features/progress/components/import-card.tsx';
import { UnknownExercisesCard } from '#client/features/progress/components/unknown-exercises-card.tsx';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { cn } from '#client/lib/utils.ts';
import { healthBand, LEADERBOARD_PERIODS, type LeaderboardPeriod, recoveryStatus } from '#shared/contracts/progress.ts';

// Recharts comes with the Analytics tab only (issue 16): the overview never waits for it.
const AnalyticsCharts = lazy(() => import('#client/features/progress/components/analytics-charts.tsx'));

const DAY = 86_400_000;
type Tab = 'overview' | 'analytics' | 'social';

function Empty({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{text}</p>;
}

function HealthScoreCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useHealthScore();
  const [latest, previous] = data;
  return (
    <Card data-testid="health-score">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HeartPulse className="size-5 text-ember-text" aria-hidden />
          {t('health.title')}
        </CardTitle>
        <CardDescription>{t('health.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!latest ? (
          <Empty text={t('health.empty')} />
        ) : (
          <>
            <p className="flex items-baseline gap-3">
              <span className="text-4xl font-bold">{latest.score}</span>
              <span className="font-semibold">{t(`health.bands.${healthBand(latest.score)}`)}</span>
              {previous && latest.score !== previous.score && (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-sm',
                    latest.score > previous.score ? 'text-success' : 'text-destructive',
                  )}
                >
                  {latest.score > previous.score ? (
                    <ArrowUp className="size-4" aria-hidden />
                  ) : (
                    <ArrowDown className="size-4" aria-hidden />
                  )}
                  {t('health.trend', { value: latest.score - previous.score })}
                </span>
              )}
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {(['trainingConsistency', 'recoveryScore', 'sleepQuality', 'nutritionAdherence'] as const).map((k) => (
                <div key={k} className="rounded-lg bg-muted p-2">
                  <dt className="text-xs text-muted-foreground">{t(`health.${k}`)}</dt>
                  <dd className="font-semibold">{latest[k] === null ? t('health.notTracked') : `${latest[k]}/100`}</dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-muted-foreground">
              {t('health.basis', {
                sessions: latest.metadata.sessions,
                target: latest.metadata.targetSessions,
                count: latest.metadata.sets,
              })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RecordsCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useRecords();
  const [all, setAll] = useState(false);
  const now = Date.now();
  // An imported (backfilled) session is history: never "new", however recent its date (decision 033).
  const isNew = (r: (typeof data)[number], days: number) =>
    !r.backfilled && now - new Date(r.achievedAt).getTime() <= days * DAY;
  const newThisWeek = data.filter((r) => isNew(r, 7)).length;
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
          <Empty text={t('records.empty')} />
        ) : (
          <ul className="grid gap-2 text-sm">
            {(all ? data : data.slice(0, 5)).map((r) => {
              const fresh = isNew(r, 3);
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

function RecoveryCard() {
  const { t } = useTranslation('progress');
  const { data = [] } = useRecovery();
  const [period, setPeriod] = useState<'this_week' | 'last_week' | 'this_month'>('this_week');
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
              onChange={(e) => setPeriod(e.target.value as typeof period)}
              className="rounded-md border bg-background px-2 py-1 text-sm"
            >
              {(['this_week', 'last_week', 'this_month'] as const).map((p) => (
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
          <Empty text={t('recovery.empty')} />
        ) : (
          data.map((m) => {
            const status = recoveryStatus(m.recoveryPercentage);
            const pct = Math.min(100, Math.round((m.currentWeeklySets / m.weeklyTargetSets) * 100));
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
                  role="img"
                  aria-label={t('recovery.volume', { current: m.currentWeeklySets, count: m.weeklyTargetSets })}
                >
                  <div
                    className={cn(
                      'h-full rounded-full',
                      pct >= 100 ? 'bg-destructive' : pct >= 80 ? 'bg-amber-500' : 'bg-primary',
                    )}
                    style={{ width: `${pct}%` }}
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

function Social() {
  const { t } = useTranslation('progress');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const { data } = useLeaderboard(period);
  const optIn = useOptIn();
  return (
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
          <Empty text={t(`social.emptyPeriod.${period}`)} />
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
  );
}

export default function ProgressPage() {
  const { t } = useTranslation(['progress', 'common']);
  useDocumentTitle(t('title'));
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <Button asChild>
          <Link href="/chat">{t('getCoaching')}</Link>
        </Button>
      </div>
      <SegmentedTabs
        className="mb-6"
        label={t('title')}
        value={tab}
        onChange={setTab}
        tabs={(['overview', 'analytics', 'social'] as const).map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
      />
      <div role="tabpanel">
        {tab === 'overview' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <UnknownExercisesCard />
            <HealthScoreCard />
            <RecordsCard />
            <RecoveryCard />
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Watch className="size-5 text-ember-text" aria-hidden />
                  {t('wearables.title')}
                </CardTitle>
                <CardDescription>{t('wearables.text')}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                {['Apple Health', 'Oura Ring', 'Google Fit'].map((w) => (
                  <Button key={w} variant="outline" size="sm" disabled>
                    {w}
                  </Button>
                ))}
              </CardContent>
            </Card>
            <ImportCard />
          </div>
        )}
        {tab === 'analytics' && (
          <Suspense fallback={<p className="text-sm text-muted-foreground">{t('common:status.loading')}</p>}>
            <AnalyticsCharts />
          </Suspense>
        )}
        {tab === 'social' && <Social />}
      </div>
    </PageContainer>
  );
}
