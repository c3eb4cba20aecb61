import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { PLANS, TRIAL_DAYS } from '#shared/catalog/plans.ts';
import { useCreateCheckout } from '../api/checkout.ts';
import { PlanCard } from './plan-card.tsx';

/** The three plans after onboarding on /subscription; choosing one starts the checkout. */
export function PricingDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const checkout = useCreateCheckout();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="5xl">
        <DialogHeader>
          <DialogTitle>{t('pricingDialog.title')}</DialogTitle>
          <DialogDescription>{t('pricingDialog.subtitle', { days: TRIAL_DAYS })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={
                <Button
                  variant={plan.popular ? 'default' : 'outline'}
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate(plan.id)}
                >
                  {checkout.isPending && checkout.variables === plan.id && (
                    <Loader2 className="animate-spin" aria-hidden />
                  )}
                  {t('plans.startTrial', { days: TRIAL_DAYS })}
                </Button>
              }
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
