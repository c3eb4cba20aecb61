import { AlertTriangle, Check, Loader2, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDate, formatPrice } from '#client/lib/format.ts';
import { getPlan } from '#shared/catalog/pricing.ts';
import { SUPPORT_REPLY_HOURS } from '#shared/catalog/support.ts';
import { type TSubscription, trialDaysLeft } from '#shared/contracts/subscription.ts';

/**
 * A live subscription (docs/PRODUCT.md#subscription): its plan, status, trial days, renewal or end date,
 * Manage Subscription (the billing portal), and what the plan includes.
 */
export function CurrentPlan({
  sub,
  onManage,
  managing,
}: {
  sub: TSubscription;
  onManage: () => void;
  /** The portal is being opened. */
  managing: boolean;
}) {
  const { t } = useTranslation();
  const plan = getPlan(sub.plan);
  return (
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
            <Button onClick={onManage} disabled={managing}>
              {managing ? <Loader2 className="animate-spin" aria-hidden /> : <Settings aria-hidden />}
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
                {t(`plans.features.${f}`, {
                  minutes: plan.dailyMinutes,
                  pack: plan.packMinutes,
                  supportHours: SUPPORT_REPLY_HOURS.priority,
                })}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
