import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { authQueries, useAuth } from '#client/features/auth/api/session.ts';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow.tsx';
import { pricingIntent } from '#client/features/pricing/hooks/use-pricing-intent.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { pricingRedirect } from '#shared/redirect.ts';
import { FullPageSpinner } from '../guards.tsx';

/**
 * Onboarding from the landing page. Completing it opens the pricing dialog on /subscription with the
 * plan chosen before (`?plan=`, Pro leading when none): at once when signed in, through the emailed
 * link for a visitor (issue 24, docs/trial-path.md).
 */
export default function OnboardingPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  const { isLoading, user } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const search = useSearch();
  const chosen = pricingIntent(search)?.plan ?? null;
  useDocumentTitle(t('pageTitle'));
  if (isLoading) return <FullPageSpinner />;
  return (
    <PageContainer width="4xl">
      <PageHeading title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      <OnboardingFlow
        signedInEmail={user?.email}
        redirectTo={pricingRedirect(chosen)}
        onCompleted={async (res) => {
          if (!res.redirectTo) return;
          await queryClient.invalidateQueries({ queryKey: authQueries.profile.queryKey });
          navigate(res.redirectTo);
        }}
      />
    </PageContainer>
  );
}
