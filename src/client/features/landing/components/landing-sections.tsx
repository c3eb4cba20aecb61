import { ArrowRight, Check } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CATEGORY_ICONS } from '#client/components/agents/category-icons.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import {
  AGENT_CATEGORIES,
  AGENT_STYLES,
  type AgentCategoryId,
  PERSONAS,
  POPULAR_STYLES,
} from '#shared/catalog/agents.ts';
import { estimateOneRepMax } from '#shared/coaching/training.ts';

/** The demo's logged set, estimated by the same function as the chat, the records and the charts. */
const DEMO_ESTIMATE = estimateOneRepMax(80, 8, 2);

/** A sample conversation with the strength coach, shown as an example (not anyone's data). */
export function DemoChat() {
  const { t } = useTranslation();
  const rows = [1, 2, 3] as const;
  return (
    <figure className="rounded-2xl border bg-card p-5 shadow-xl" aria-labelledby="demo-caption">
      <figcaption id="demo-caption" className="mb-4 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground">
          B
        </span>
        <span className="grid">
          <span className="font-semibold">{t('landing.demo.coach', { persona: PERSONAS.strength })}</span>
          <span className="text-xs text-muted-foreground">{t('landing.demo.label')}</span>
        </span>
      </figcaption>
      <div className="grid gap-3 text-sm">
        <p className="ml-auto max-w-[85%] rounded-2xl bg-primary px-4 py-2.5 text-primary-foreground">
          {t('landing.demo.user')}
        </p>
        <div className="max-w-[90%] rounded-2xl bg-muted px-4 py-3">
          <p className="mb-2">{t('landing.demo.reply')}</p>
          <ul className="grid gap-1">
            {rows.map((n) => (
              <li key={n} className="flex items-center gap-2">
                <Check className="size-3.5 text-ember-text" aria-hidden />
                {t(`landing.demo.row${n}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="ml-auto max-w-[85%] rounded-2xl bg-primary px-4 py-2.5 text-primary-foreground">
          {t('landing.demo.user2')}
        </p>
        <p className="max-w-[90%] rounded-2xl bg-muted px-4 py-3">
          {t('landing.demo.reply2', {
            epley: formatNumber(DEMO_ESTIMATE?.epley ?? 0),
            brzycki: formatNumber(DEMO_ESTIMATE?.brzycki ?? 0),
          })}
        </p>
      </div>
    </figure>
  );
}

function StyleChips({
  category,
  value,
  onChange,
}: {
  category: AgentCategoryId;
  value: string;
  onChange: (style: string) => void;
}) {
  const { t } = useTranslation('agents');
  return (
    <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('common:landing.agents.styleLabel')}>
      {AGENT_STYLES[category].map((s) => (
        // biome-ignore lint/a11y/useSemanticElements: a row of toggle chips reads better as buttons
        <button
          key={s}
          type="button"
          role="radio"
          aria-checked={value === s}
          onClick={() => onChange(s)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm font-medium hover:border-ember',
            value === s && 'border-ember bg-accent text-accent-foreground',
          )}
        >
          {t(`styles.${s}.name`)}
          {POPULAR_STYLES.includes(s as (typeof POPULAR_STYLES)[number]) && (
            <span className="ml-1 text-xs text-ember-text">★</span>
          )}
        </button>
      ))}
    </div>
  );
}

/** The agents section's picker: the chosen coach also answers the preview chat. */
export function AgentPicker({
  value,
  onChange,
}: {
  value: { category: AgentCategoryId; style: string };
  onChange: (v: { category: AgentCategoryId; style: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {AGENT_CATEGORIES.map((c) => {
          const Icon = CATEGORY_ICONS[c];
          const active = value.category === c;
          return (
            <li key={c}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() =>
                  onChange({
                    category: c,
                    style: AGENT_STYLES[c].find((s) => POPULAR_STYLES.includes(s as never)) ?? AGENT_STYLES[c][0],
                  })
                }
                className={cn(
                  'flex h-full w-full flex-col items-start gap-1 rounded-2xl border bg-card p-5 text-left hover:border-ember',
                  active && 'border-ember ring-1 ring-ember',
                )}
              >
                <Icon className="mb-2 size-7 text-ember-text" aria-hidden />
                <span className="font-semibold">{t(`agents.categories.${c}.name`)}</span>
                <span className="text-sm font-medium text-ember-text">{PERSONAS[c]}</span>
                <span className="text-sm text-muted-foreground">{t(`agents.categories.${c}.description`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Suspense fallback={<div className="h-9" />}>
        <StyleChips category={value.category} value={value.style} onChange={(style) => onChange({ ...value, style })} />
      </Suspense>
    </div>
  );
}

/** A static picture of the first onboarding step, linking to the real one. */
export function OnboardingDemo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ob-demo-title" className="py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
        <div className="grid gap-4">
          <h2 id="ob-demo-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {t('landing.onboardingDemo.title')}
          </h2>
          <p className="text-muted-foreground">{t('landing.onboardingDemo.text')}</p>
          <div>
            <Button asChild>
              <Link href="/onboarding">
                {t('landing.onboardingDemo.cta')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-sm" data-testid="onboarding-demo">
          <p className="mb-2 text-sm font-medium text-muted-foreground">{t('landing.onboardingDemo.step')}</p>
          <Progress value={33} label={t('landing.onboardingDemo.step')} className="mb-5" />
          <div className="grid gap-3" aria-hidden>
            {(['name', 'email', 'goal'] as const).map((f) => (
              <div key={f} className="grid gap-1">
                <span className="text-xs font-medium">{t(`landing.onboardingDemo.${f}`)}</span>
                <span className="h-9 rounded-md border bg-muted/50" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
