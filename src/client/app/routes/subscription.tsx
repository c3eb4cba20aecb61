import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { YourDataCard } from '#client/features/account/components/your-data-card.tsx';
import { profileQueryKey, useAuth } from '#client/features/auth/api/session.ts';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow.tsx';
import { PricingDialog } from '#client/features/pricing/components/pricing-dialog.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { FullPageSpinner } from '../guards.tsx';

/**
 * SPEC.md: /subscription manages the subscription, and for someone who has
 * not finished onboarding it runs the onboarding flow followed by a pricing
 * dialog.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation(['common', 'onboarding']);
  const { isLoading, isSignedIn, user, profile } = useAuth();
  const queryClient = useQueryClient();
  const [pricingOpen, setPricingOpen] = useState(false);
  useDocumentTitle(t('pages.subscription.title'));
  if (isLoading) return <FullPageSpinner />;

  if (!isSignedIn || !profile?.onboardingCompleted) {
    return (
      <PageContainer className="max-w-4xl">
        <PageHeading title={t('onboarding:pageTitle')} subtitle={t('onboarding:subscriptionSubtitle')} />
        <OnboardingFlow
          signedInEmail={user?.email}
          onCompleted={async (res) => {
            if (!res.user) return;
            await queryClient.invalidateQueries({ queryKey: profileQueryKey });
            setPricingOpen(true);
          }}
        />
        <PricingDialog open={pricingOpen} onOpenChange={setPricingOpen} />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeading title={t('pages.subscription.title')} subtitle={t('pages.subscription.subtitle')} />
      <div className="grid gap-6">
        <div className="rounded-2xl border border-dashed p-8 text-center">
          <p className="mb-4 text-muted-foreground">{t('pages.subscription.empty')}</p>
          <Button onClick={() => setPricingOpen(true)}>{t('subscription.browsePlans')}</Button>
        </div>
        <YourDataCard />
      </div>
      <PricingDialog open={pricingOpen} onOpenChange={setPricingOpen} />
    </PageContainer>
  );
}
