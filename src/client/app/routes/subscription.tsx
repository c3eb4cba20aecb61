import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { YourDataCard } from '#client/features/account/components/your-data-card.tsx';
import { authQueries, useAuth } from '#client/features/auth/api/session.ts';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow.tsx';
import { ChoosePlan } from '#client/features/pricing/components/choose-plan.tsx';
import { PricingDialog } from '#client/features/pricing/components/pricing-dialog.tsx';
import { pricingIntent, usePricingDialog } from '#client/features/pricing/hooks/use-pricing-intent.ts';
import { useOpenPortal, useSubscription } from '#client/features/subscription/api/subscription.ts';
import { BillingAndHelp } from '#client/features/subscription/components/billing-and-help.tsx';
import { CurrentPlan } from '#client/features/subscription/components/current-plan.tsx';
import { useCheckoutReturn } from '#client/features/subscription/hooks/use-checkout-return.tsx';
import { usageQueries, useUsageToday } from '#client/features/usage/api/usage.ts';
import { BuyMinutesView } from '#client/features/usage/components/buy-minutes-view.tsx';
import { UsageCard } from '#client/features/usage/components/usage-card.tsx';
import { usePackReturn } from '#client/features/usage/hooks/use-pack-return.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { pricingRedirect } from '#shared/redirect.ts';
import { FullPageSpinner } from '../guards.tsx';

function ManageSubscription() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: sub, isLoading } = useSubscription();
  const portal = useOpenPortal();
  // A started subscription changes the day's minutes.
  useCheckoutReturn({
    onCompleted: () => void queryClient.invalidateQueries({ queryKey: usageQueries.today.queryKey }),
  });
  const live = Boolean(sub && sub.status !== 'canceled');
  const pricing = usePricingDialog({ known: !isLoading, live });
  const { profile } = useAuth();
  const usage = useUsageToday(live);
  // A pack bought here comes back here (issue 24).
  usePackReturn('/subscription');
  if (isLoading) return <FullPageSpinner />;
  return (
    <div className="grid gap-6">
      {live && sub ? (
        <CurrentPlan sub={sub} onManage={() => portal.mutate()} managing={portal.isPending} />
      ) : (
        <ChoosePlan ended={Boolean(sub)} />
      )}
      {live && sub && usage.data && (
        // Minutes where people look for them: today's usage and the plan's pack, as in the chat.
        <section aria-labelledby="minutes-title" className="grid gap-4" data-testid="subscription-minutes">
          <h2 id="minutes-title" className="text-xl font-semibold">
            {t('usage.title')}
          </h2>
          <div className="grid items-start gap-6 md:grid-cols-[20rem_1fr]">
            <UsageCard
              usage={usage.data}
              timeZone={profile?.timeZone}
              onBuyMore={() => document.getElementById('buy-title')?.scrollIntoView({ behavior: 'smooth' })}
            />
            <BuyMinutesView plan={sub.plan} returnTo="subscription" />
          </div>
        </section>
      )}
      <BillingAndHelp onManage={() => portal.mutate()} disabled={!sub || portal.isPending} />
      <YourDataCard />
      <PricingDialog open={pricing.open} preselected={pricing.preselected} onOpenChange={pricing.onOpenChange} />
    </div>
  );
}

/**
 * docs/PRODUCT.md: /subscription manages the subscription, and for someone who has
 * not finished onboarding it runs the onboarding flow followed by a pricing
 * dialog.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation(['common', 'onboarding']);
  const { isLoading, isSignedIn, user, profile } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  useDocumentTitle(t('pages.subscription.title'));
  if (isLoading) return <FullPageSpinner />;

  if (!isSignedIn || !profile?.onboardingCompleted) {
    // The plan clicked before onboarding (?plan=PRO) stays in the address, and in the mailed link.
    const chosen = pricingIntent(search)?.plan ?? null;
    return (
      <PageContainer width="4xl">
        <PageHeading title={t('onboarding:pageTitle')} subtitle={t('onboarding:subscriptionSubtitle')} />
        <OnboardingFlow
          signedInEmail={user?.email}
          redirectTo={pricingRedirect(chosen)}
          onCompleted={async (res) => {
            if (!res.user) return;
            // Signed in already: the pricing dialog at once (a visitor gets it from the emailed link),
            // opened by the subscription screen that the completed profile brings.
            navigate(pricingRedirect(chosen), { replace: true });
            await queryClient.invalidateQueries({ queryKey: authQueries.profile.queryKey });
          }}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeading title={t('pages.subscription.title')} subtitle={t('pages.subscription.subtitle')} />
      <ManageSubscription />
    </PageContainer>
  );
}
