import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, CreditCard, LifeBuoy, Loader2, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { YourDataCard } from '#client/features/account/components/your-data-card.tsx';
import { profileQueryKey, useAuth } from '#client/features/auth/api/session.ts';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow.tsx';
import { useCreateCheckout } from '#client/features/pricing/api/checkout.ts';
import { PlanCard } from '#client/features/pricing/components/plan-card.tsx';
import { PricingDialog } from '#client/features/pricing/components/pricing-dialog.tsx';
import { checkoutReturnToast, readCheckoutReturn } from '#client/features/pricing/lib/checkout-return.ts';
import {
  subscriptionQueryKey,
  useOpenPortal,
  useSubscription,
} from '#client/features/subscription/api/subscription.ts';
import { usageQueryKey } from '#client/features/usage/api/usage.ts';
import { track } from '#client/lib/analytics.ts';
import { apiRequest } from '#client/lib/api.ts';
import { formatDate, formatPrice } from '#client/lib/format.ts';
import { usePublicConfig } from '#client/lib/public-config.ts';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { getPlan, PLAN_IDS, PLANS, type PlanId, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { type TSubscription, trialDaysLeft } from '#shared/contracts/subscription.ts';
import { pricingRedirect } from '#shared/redirect.ts';
import { FullPageSpinner } from '../guards.tsx';

/**
 * Back from the checkout: docs/PRODUCT.md's success toast, a refresh of the subscription, the purchase event
 * once, and a clean URL; a declined or abandoned checkout, or one that cannot be confirmed, says so
 * too (issue 17).
 */
function useCheckoutReturn() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    const ret = readCheckoutReturn(search);
    if (!ret || done.current) return;
    done.current = true;
    void (async () => {
      let sub: TSubscription | null | 'error' = null;
      if (ret.kind === 'success') {
        await apiRequest('POST', '/api/subscription/confirm', { sessionId: ret.sessionId }).catch(() => undefined);
        sub = await queryClient
          .fetchQuery<TSubscription | null>({ queryKey: subscriptionQueryKey, staleTime: 0 })
          .catch(() => 'error' as const);
        void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      }
      const message = checkoutReturnToast(ret, sub);
      toast({
        variant: message.variant,
        title: t(message.title),
        description: t(message.text),
        action: message.purchased ? (
          <Button size="sm" variant="outline" className="shrink-0 self-center" asChild>
            <Link href="/chat">{t('subscription.goToChat')}</Link>
          </Button>
        ) : undefined,
      });
      // The purchase event is sent once per successful return.
      if (ret.kind === 'success' && message.purchased && sub && sub !== 'error') {
        const key = `purchase-tracked-${ret.sessionId}`;
        if (!sessionStorage.getItem(key)) {
          sessionStorage.setItem(key, '1');
          const plan = getPlan(sub.plan);
          track('purchase', {
            currency: 'EUR',
            value: plan.priceCents / 100,
            transaction_id: ret.sessionId,
            items: [{ item_id: plan.id }],
          });
        }
      }
      navigate('/subscription', { replace: true });
    })();
  }, [search, navigate, queryClient, t]);
}

/**
 * `?pricing=open` (the way back from the emailed link) or `?plan=PRO` (a plan clicked on the landing
 * page): the pricing dialog, that plan preselected. Read once; the URL is cleaned.
 */
function usePricingIntent(): { plan: PlanId | null } | null {
  const search = useSearch();
  const [intent] = useState(() => pricingIntent(search));
  return intent;
}

function pricingIntent(search: string): { plan: PlanId | null } | null {
  const params = new URLSearchParams(search);
  const raw = params.get('plan');
  const plan = (PLAN_IDS as readonly string[]).includes(raw ?? '') ? (raw as PlanId) : null;
  return params.get('pricing') === 'open' || plan ? { plan } : null;
}

function ManageSubscription() {
  const { t } = useTranslation();
  const { data: sub, isLoading } = useSubscription();
  const portal = useOpenPortal();
  const checkout = useCreateCheckout();
  const { supportEmail } = usePublicConfig();
  const [, navigate] = useLocation();
  const intent = usePricingIntent();
  const [pricing, setPricing] = useState<{ open: boolean; plan: PlanId | null }>({ open: false, plan: null });
  useCheckoutReturn();
  const live = Boolean(sub && sub.status !== 'canceled');
  // Sent here to choose a plan: the dialog opens once the subscription is known, unless one is live.
  const intentHandled = useRef(false);
  useEffect(() => {
    if (!intent || intentHandled.current || isLoading) return;
    intentHandled.current = true;
    if (!live) setPricing({ open: true, plan: intent.plan });
    navigate('/subscription', { replace: true });
  }, [intent, isLoading, live, navigate]);
  if (isLoading) return <FullPageSpinner />;
  const plan = sub ? getPlan(sub.plan) : null;

  return (
    <div className="grid gap-6">
      {live && sub && plan ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2" data-testid="current-plan">
            <CardHeader>
              <CardDescription>{t('subscription.currentPlan')}</CardDescription>
              <CardTitle className="flex flex-wrap items-center gap-3 text-2xl">
                {t(`plans.${plan.id}.name`)}
                <span
                  className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground"
                  data-testid="status"
                >
                  {t(`subscription.status.${sub.status}`)}
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <p className="text-lg">
                {formatPrice(plan.priceCents)} / {t(`plans.period.${plan.periodKey}`)}
              </p>
              {sub.status === 'trialing' && (
                <p className="font-medium" data-testid="trial-days">
                  {t('subscription.trialDaysLeft', { count: trialDaysLeft(sub.trialEndsAt) })}
                </p>
              )}
              <p className="text-muted-foreground">{t('subscription.dailyMinutes', { count: sub.dailyMinuteLimit })}</p>
              {sub.currentPeriodEnd && !sub.cancelAtPeriodEnd && (
                <p className="text-sm text-muted-foreground">
                  {t(sub.status === 'trialing' ? 'subscription.trialEnds' : 'subscription.renews', {
                    date: formatDate(sub.currentPeriodEnd),
                  })}
                </p>
              )}
              {sub.cancelAtPeriodEnd && sub.currentPeriodEnd && (
                <div
                  role="status"
                  className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                  data-testid="cancel-warning"
                >
                  <AlertTriangle className="size-5 shrink-0" aria-hidden />
                  {t('subscription.cancelWarning', { date: formatDate(sub.currentPeriodEnd) })}
                </div>
              )}
              {sub.status === 'past_due' && (
                <p role="status" className="text-sm font-medium text-destructive">
                  {t('subscription.pastDue')}
                </p>
              )}
              <div className="flex flex-wrap gap-2 pt-2">
                <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
                  {portal.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Settings aria-hidden />}
                  {t('subscription.manageSubscription')}
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('subscription.included')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-ember-text" aria-hidden />
                    {t(`plans.features.${f}`, { minutes: plan.dailyMinutes, pack: plan.packMinutes })}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      ) : (
        <section aria-labelledby="no-sub" className="grid gap-6">
          <div className="rounded-2xl border border-dashed p-8 text-center">
            <h2 id="no-sub" className="mb-2 text-xl font-semibold">
              {sub ? t('subscription.ended') : t('subscription.none')}
            </h2>
            <p className="mb-4 text-muted-foreground">{t('subscription.noneText', { days: TRIAL_DAYS })}</p>
            <Button asChild>
              <a href="#plans">{t('subscription.browsePlans')}</a>
            </Button>
          </div>
          <div id="plans" className="grid scroll-mt-24 gap-6 md:grid-cols-3">
            {PLANS.map((p) => (
              <PlanCard
                key={p.id}
                plan={p}
                action={
                  <Button
                    variant={p.popular ? 'default' : 'outline'}
                    disabled={checkout.isPending}
                    onClick={() => checkout.mutate(p.id)}
                  >
                    {checkout.isPending && checkout.variables === p.id && (
                      <Loader2 className="animate-spin" aria-hidden />
                    )}
                    {sub ? t('subscription.subscribe') : t('plans.startTrial', { days: TRIAL_DAYS })}
                  </Button>
                }
              />
            ))}
          </div>
        </section>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CreditCard className="size-5 text-ember-text" aria-hidden />
              {t('subscription.billingTitle')}
            </CardTitle>
            <CardDescription>{t('subscription.billingText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => portal.mutate()} disabled={!sub || portal.isPending}>
              {t('subscription.manageBilling')}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LifeBuoy className="size-5 text-ember-text" aria-hidden />
              {t('subscription.helpTitle')}
            </CardTitle>
            <CardDescription>{t('subscription.helpText', { email: supportEmail })}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <Link href="/support">{t('subscription.helpButton')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <YourDataCard />
      <PricingDialog
        open={pricing.open}
        preselected={pricing.plan}
        onOpenChange={(open) => setPricing((p) => ({ ...p, open }))}
      />
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
            await queryClient.invalidateQueries({ queryKey: profileQueryKey });
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
