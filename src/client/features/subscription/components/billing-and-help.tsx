import { CreditCard, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { usePublicConfig } from '#client/lib/public-config.ts';

/** Manage Billing (the billing portal, once there is a subscription) and the way to support. */
export function BillingAndHelp({ onManage, disabled }: { onManage: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  return (
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
          <Button variant="outline" onClick={onManage} disabled={disabled}>
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
  );
}
