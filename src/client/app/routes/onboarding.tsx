import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { authQueries, useAuth } from '#client/features/auth/api/session.ts';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { FullPageSpinner } from '../guards.tsx';

export default function OnboardingPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  const { isLoading, user } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('pageTitle'));
  if (isLoading) return <FullPageSpinner />;
  return (
    <PageContainer width="4xl">
      <PageHeading title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      <OnboardingFlow
        signedInEmail={user?.email}
        onCompleted={async (res) => {
          if (!res.redirectTo) return;
          await queryClient.invalidateQueries({ queryKey: authQueries.profile.queryKey });
          navigate(res.redirectTo);
        }}
      />
    </PageContainer>
  );
}
