import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SegmentedTabs } from '#client/components/ui/segmented-tabs.tsx';
import { HealthScoreCard } from '#client/features/progress/components/health-score-card.tsx';
import { ImportCard } from '#client/features/progress/components/import-card.tsx';
import { LeaderboardCard } from '#client/features/progress/components/leaderboard-card.tsx';
import { RecordsCard } from '#client/features/progress/components/records-card.tsx';
import { RecoveryCard } from '#client/features/progress/components/recovery-card.tsx';
import { UnknownExercisesCard } from '#client/features/progress/components/unknown-exercises-card.tsx';
import { WearablesCard } from '#client/features/progress/components/wearables-card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

// Recharts comes with the Analytics tab only (issue 16): the overview never waits for it.
const AnalyticsCharts = lazy(() => import('#client/features/progress/components/analytics-charts.tsx'));

const TABS = ['overview', 'analytics', 'social'] as const;
type Tab = (typeof TABS)[number];

/** docs/PRODUCT.md#progress: Overview, Analytics and Social, every figure from the sets the member logged. */
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
        tabs={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))}
      />
      <div role="tabpanel">
        {tab === 'overview' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <UnknownExercisesCard />
            <HealthScoreCard />
            <RecordsCard />
            <RecoveryCard />
            <WearablesCard />
            <ImportCard />
          </div>
        )}
        {tab === 'analytics' && (
          <Suspense fallback={<p className="text-sm text-muted-foreground">{t('common:status.loading')}</p>}>
            <AnalyticsCharts />
          </Suspense>
        )}
        {tab === 'social' && <LeaderboardCard />}
      </div>
    </PageContainer>
  );
}
