import { Clock, ShieldCheck } from 'lucide-react';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DISCOUNT_PERCENT, PLANS, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { mmss, useCountdown } from './countdown.ts';
import { PlanCard } from './plan-card.tsx';

export function CountdownBanner({ restartKey }: { restartKey?: unknown }) {
  const { t } = useTranslation();
  const left = useCountdown(restartKey);
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-3 rounded-xl bg-slate-950 px-4 py-3 text-center text-sm text-white"
      data-testid="countdown-banner"
    >
      <Clock className="size-4 text-orange-300" aria-hidden />
      <span>{t('pricing.banner', { percent: DISCOUNT_PERCENT })}</span>
      <span
        className="rounded-md bg-white/10 px-2 py-0.5 font-mono text-base font-bold tabular-nums"
        data-testid="countdown"
        role="timer"
        aria-label={t('pricing.countdownLabel')}
      >
        {mmss(left)}
      </span>
    </div>
  );
}

export function PlanGrid() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          action={
            <Button variant={plan.popular ? 'default' : 'outline'} asChild>
              {/* The plan clicked is carried through onboarding and the emailed link to the pricing dialog. */}
              <Link href={`/subscription?plan=${plan.id}`}>{t('plans.startTrial', { days: TRIAL_DAYS })}</Link>
            </Button>
          }
        />
      ))}
    </div>
  );
}

/**
 * The landing page's plans. "Already have an account?" opens `loginDialog`, which the page gives (the
 * sign-in belongs to auth), loaded when first opened.
 */
export function PricingSection({
  loginDialog: LoginDialog,
}: {
  loginDialog: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
}) {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-8 px-4">
        <SectionHeading
          id="pricing-title"
          title={t('landing.pricing.title')}
          subtitle={t('landing.pricing.subtitle', { days: TRIAL_DAYS })}
        />
        <CountdownBanner />
        <PlanGrid />
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-muted/40 p-4 text-sm">
          <p className="flex items-center gap-2 text-muted-foreground">
            <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden />
            {t('landing.pricing.gdpr')}
          </p>
          <Button variant="link" onClick={() => setLoginOpen(true)}>
            {t('pricing.existingUser')}
          </Button>
        </div>
      </div>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </section>
  );
}
