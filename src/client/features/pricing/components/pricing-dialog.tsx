import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { CHAT_WITH_CHOSEN_COACH, rememberAfterCheckout } from '#client/lib/after-checkout.ts';
import { PLANS, type PlanId, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { useCreateCheckout } from '../api/checkout.ts';
import { PlanCard } from './plan-card.tsx';

/**
 * The three plans after onboarding on /subscription; choosing one starts the checkout. The plan the
 * person clicked before onboarding is preselected (else the most popular one leads): its button is
 * the one in focus, so one click (or Enter) starts the trial (issue 17). With no plan chosen, Pro (the
 * most popular) leads the same way, first on a phone too. A trial started here returns to the chat
 * with the coach chosen in onboarding (issue 24).
 */
export function PricingDialog({
  open,
  onOpenChange,
  preselected = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preselected?: PlanId | null;
}) {
  const { t } = useTranslation();
  const checkout = useCreateCheckout();
  const chosenButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="5xl"
        data-testid="pricing-dialog"
        onOpenAutoFocus={(e) => {
          if (!chosenButton.current) return;
          e.preventDefault();
          chosenButton.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('pricingDialog.title')}</DialogTitle>
          <DialogDescription>
            {preselected
              ? t('pricingDialog.chosenSubtitle', { plan: t(`plans.${preselected}.name`), days: TRIAL_DAYS })
              : t('pricingDialog.subtitle', { days: TRIAL_DAYS })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => {
            const chosen = plan.id === preselected;
            const primary = preselected ? chosen : plan.popular;
            const lead = primary;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                selected={preselected ? chosen : undefined}
                // On a phone (one column) the chosen plan comes first, under the title.
                className={lead ? 'max-md:order-first' : undefined}
                action={
                  <Button
                    ref={primary ? chosenButton : undefined}
                    variant={primary ? 'default' : 'outline'}
                    disabled={checkout.isPending}
                    onClick={() => {
                      rememberAfterCheckout(CHAT_WITH_CHOSEN_COACH);
                      checkout.mutate(plan.id);
                    }}
                  >
                    {checkout.isPending && checkout.variables === plan.id && (
                      <Loader2 className="animate-spin" aria-hidden />
                    )}
                    {t('plans.startTrial', { days: TRIAL_DAYS })}
                  </Button>
                }
              />
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
