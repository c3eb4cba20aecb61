import { ArrowRight, BatteryCharging, Gauge, Languages, Sparkles, Tag, Trophy, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionHeading } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AgentPicker, DemoChat, OnboardingDemo } from '#client/features/landing/components/landing-sections.tsx';
import { PricingSection } from '#client/features/pricing/components/pricing-section.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import { TRIAL_DAYS } from '#shared/catalog/pricing.ts';

// Below the fold and interactive: loaded after the first paint.
const PreviewChat = lazy(() =>
  import('#client/features/preview/components/preview-chat.tsx').then((m) => ({ default: m.PreviewChat })),
);
const LoginDialog = lazy(() =>
  import('#client/features/auth/components/login-dialog.tsx').then((m) => ({ default: m.LoginDialog })),
);
const PricingPopup = lazy(() =>
  import('#client/features/pricing/components/pricing-popup.tsx').then((m) => ({ default: m.PricingPopup })),
);

const FEATURES = [
  { key: 'coaches', icon: Sparkles },
  { key: 'rir', icon: Gauge },
  { key: 'pricing', icon: Tag },
  { key: 'records', icon: Trophy },
  { key: 'recovery', icon: BatteryCharging },
  { key: 'languages', icon: Languages },
] as const;

/**
 * Each part of the page is a Suspense boundary of its own: hydrating the prerendered page then runs
 * in several short tasks instead of one long one (a phone stays responsive while it starts).
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.metaTitle'));
  return (
    <>
      <Part>
        <Hero />
      </Part>
      <Part>
        <Features />
      </Part>
      <Part>
        <Agents />
      </Part>
      <Part>
        <PricingSection loginDialog={LoginDialog} />
      </Part>
      <Part>
        <OnboardingDemo />
      </Part>
      <Part>
        <ClosingCta />
      </Part>
      <Suspense fallback={null}>
        <PricingPopup />
      </Suspense>
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/70 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium">
            <Users className="size-4 text-ember-text" aria-hidden />
            {t('landing.hero.users', { count: formatNumber(12000) })}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl">{t('landing.hero.title')}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground md:text-xl">{t('landing.hero.subtitle')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <StartTrialButton />
            <p className="text-sm text-muted-foreground">{t('landing.hero.noCard')}</p>
          </div>
        </div>
        <DemoChat />
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="features-title"
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
          className="mb-10"
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border bg-card p-6">
              <Icon className="mb-4 size-8 rounded-lg bg-accent p-1.5 text-ember-text" aria-hidden />
              <h3 className="mb-2 font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Agents() {
  const { t } = useTranslation();
  const [agent, setAgent] = useState<{ category: AgentCategoryId; style: string }>({
    category: 'strength',
    style: 'hypertrophy',
  });
  return (
    <section id="agents" aria-labelledby="agents-title" className="scroll-mt-20 border-y bg-muted/40 py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <SectionHeading id="agents-title" title={t('landing.agents.title')} subtitle={t('landing.agents.subtitle')} />
        <AgentPicker value={agent} onChange={setAgent} />
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_1.2fr]" id="preview">
          <div className="grid gap-3">
            <h3 className="text-2xl font-bold tracking-tight">{t('preview.title')}</h3>
            <p className="text-muted-foreground">{t('preview.text')}</p>
          </div>
          <Suspense fallback={<div className="h-[30rem] rounded-2xl border bg-card" />}>
            <PreviewChat agent={agent} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

function ClosingCta() {
  const { t } = useTranslation();
  return (
    <section className="border-t bg-slate-950 py-16 text-white md:py-20">
      <div className="mx-auto grid max-w-6xl justify-items-start gap-5 px-4">
        <h2 className="max-w-2xl text-3xl font-bold tracking-tight md:text-4xl">{t('landing.cta.title')}</h2>
        <p className="max-w-xl text-slate-300">{t('landing.cta.text')}</p>
        <StartTrialButton />
      </div>
    </section>
  );
}

/** The hero's and the closing section's call to action: the trial starts with onboarding. */
function StartTrialButton() {
  const { t } = useTranslation();
  return (
    <Button size="lg" asChild>
      <Link href="/onboarding">
        {t('landing.hero.cta', { days: TRIAL_DAYS })}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
