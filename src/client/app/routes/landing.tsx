import { ArrowRight, BatteryCharging, Gauge, Languages, Sparkles, Tag, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { CATEGORY_ICONS } from '#client/features/agents/components/category-icons.ts';
import { PlanCard } from '#client/features/pricing/components/plan-card.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { AGENT_CATEGORIES, PERSONAS } from '#shared/catalog/agents.ts';
import { PLANS, TRIAL_DAYS } from '#shared/catalog/plans.ts';

const FEATURES = [
  { key: 'coaches', icon: Sparkles },
  { key: 'rir', icon: Gauge },
  { key: 'pricing', icon: Tag },
  { key: 'records', icon: Trophy },
  { key: 'recovery', icon: BatteryCharging },
  { key: 'languages', icon: Languages },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.metaTitle'));
  return (
    <>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/70 to-background">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:py-24">
          <div className="grid max-w-3xl gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium">
              <Users className="size-4 text-ember-text" aria-hidden />
              {t('landing.hero.users', { count: formatNumber(12000) })}
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
              {t('landing.hero.title')}
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground md:text-xl">{t('landing.hero.subtitle')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button size="lg" asChild>
                <Link href="/onboarding">
                  {t('landing.hero.cta', { days: TRIAL_DAYS })}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <p className="text-sm text-muted-foreground">{t('landing.hero.noCard')}</p>
            </div>
          </div>
        </div>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 md:py-24">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="features-title" className="mb-3 text-3xl font-bold tracking-tight md:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mb-10 max-w-2xl text-muted-foreground">{t('landing.features.subtitle')}</p>
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

      <section id="agents" aria-labelledby="agents-title" className="scroll-mt-20 border-y bg-muted/40 py-16 md:py-24">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="agents-title" className="mb-3 text-3xl font-bold tracking-tight md:text-4xl">
            {t('landing.agents.title')}
          </h2>
          <p className="mb-10 max-w-2xl text-muted-foreground">{t('landing.agents.subtitle')}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {AGENT_CATEGORIES.map((c) => {
              const Icon = CATEGORY_ICONS[c];
              return (
                <li key={c} className="rounded-2xl border bg-card p-5">
                  <Icon className="mb-3 size-7 text-ember-text" aria-hidden />
                  <h3 className="font-semibold">{t(`agents.categories.${c}.name`)}</h3>
                  <p className="mb-2 text-sm font-medium text-ember-text">{PERSONAS[c]}</p>
                  <p className="text-sm text-muted-foreground">{t(`agents.categories.${c}.description`)}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 md:py-24">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="pricing-title" className="mb-3 text-3xl font-bold tracking-tight md:text-4xl">
            {t('landing.pricing.title')}
          </h2>
          <p className="mb-10 max-w-2xl text-muted-foreground">{t('landing.pricing.subtitle', { days: TRIAL_DAYS })}</p>
          <div className="grid gap-6 md:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  <Button variant={plan.popular ? 'default' : 'outline'} asChild>
                    <Link href="/onboarding">{t('plans.startTrial', { days: TRIAL_DAYS })}</Link>
                  </Button>
                }
              />
            ))}
          </div>
          <p className="mt-6 text-sm text-muted-foreground">{t('landing.pricing.gdpr')}</p>
        </div>
      </section>

      <section className="border-t bg-slate-950 py-16 text-white md:py-20">
        <div className="mx-auto grid max-w-6xl justify-items-start gap-5 px-4">
          <h2 className="max-w-2xl text-3xl font-bold tracking-tight md:text-4xl">{t('landing.cta.title')}</h2>
          <p className="max-w-xl text-slate-300">{t('landing.cta.text')}</p>
          <Button size="lg" asChild>
            <Link href="/onboarding">
              {t('landing.hero.cta', { days: TRIAL_DAYS })}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
