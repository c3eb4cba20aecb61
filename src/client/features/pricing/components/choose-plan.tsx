import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { PLANS, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { useCreateCheckout } from '../api/checkout.ts';
import { PlanCard } from './plan-card.tsx';

/**
 * /subscription without a live subscription: none yet (each plan starts the trial) or an `ended` one
 * (each plan subscribes again); a plan's button goes to the checkout.
 */
export function ChoosePlan({ ended }: { ended: boolean }) {
  const { t } = useTranslation();
  const checkout = useCreateCheckout();
  return (
    <section aria-labelledby="no-sub" className="grid gap-6">
      <div className="rounded-2xl border border-dashed p-8 text-center">
        <h2 id="no-sub" className="mb-2 text-xl font-semibold">
          {ended ? t('subscription.ended') : t('subscription.none')}
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
                {checkout.isPending && checkout.variables === p.id && <Loader2 className="animate-spin" aria-hidden />}
                {ended ? t('subscription.subscribe') : t('plans.startTrial', { days: TRIAL_DAYS })}
              </Button>
            }
          />
        ))}
      </div>
    </section>
  );
}
