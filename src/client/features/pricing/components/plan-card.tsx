import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#client/lib/format.ts';
import { cn } from '#client/lib/utils.ts';
import { DISCOUNT_PERCENT, dailyCostCents, type Plan } from '#shared/catalog/pricing.ts';
import { SUPPORT_REPLY_HOURS } from '#shared/catalog/support.ts';

/**
 * One plan. `selected`: in a list where the person already chose a plan, true for that one (it
 * carries the highlight instead of the most popular one), false for the others.
 */
export function PlanCard({
  plan,
  action,
  selected,
  className,
}: {
  plan: Plan;
  action: ReactNode;
  selected?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const highlighted = selected ?? plan.popular;
  return (
    <article
      data-testid={`plan-${plan.id}`}
      data-selected={selected ? 'true' : undefined}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-card p-6',
        highlighted ? 'border-ember shadow-lg ring-1 ring-ember' : 'shadow-sm',
        selected && 'ring-2',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{t(`plans.${plan.id}.name`)}</h3>
        {selected && (
          <span className="rounded-full bg-ember-text px-2.5 py-0.5 text-xs font-semibold text-white dark:text-slate-950">
            {t('plans.yourChoice')}
          </span>
        )}
        {plan.popular && (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
            {t('plans.mostPopular')}
          </span>
        )}
        <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
          {t('plans.discountBadge', { percent: DISCOUNT_PERCENT })}
        </span>
        {plan.id === 'ANNUAL' && (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-200">
            {t('plans.twoMonthsFree')}
          </span>
        )}
      </div>
      <div>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(plan.priceCents)}</span>
          <span className="text-muted-foreground">/ {t(`plans.period.${plan.periodKey}`)}</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('plans.dailyCost', { price: formatPrice(dailyCostCents(plan)) })}
        </p>
        <p className="mt-3 text-sm font-medium text-success">{t('plans.trialToday', { price: formatPrice(0) })}</p>
      </div>
      <ul className="grid flex-1 gap-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-ember-text" aria-hidden />
            <span>
              {t(`plans.features.${f}`, {
                minutes: plan.dailyMinutes,
                pack: plan.packMinutes,
                supportHours: SUPPORT_REPLY_HOURS.priority,
              })}
            </span>
          </li>
        ))}
      </ul>
      {action}
    </article>
  );
}
