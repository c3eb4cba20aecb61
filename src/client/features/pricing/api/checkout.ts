import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { track } from '#client/lib/analytics.ts';
import { apiRequest, checkoutErrorText } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { getPlan, type PlanId } from '#shared/catalog/pricing.ts';

/** docs/PRODUCT.md: pending disables the buttons, then the browser goes to the returned session URL. */
export function useCreateCheckout() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (plan: PlanId) => apiRequest('POST /api/subscription/create-checkout', { body: { plan } }),
    onSuccess: (res, plan) => {
      track('begin_checkout', { currency: 'EUR', value: getPlan(plan).priceCents / 100, items: [{ item_id: plan }] });
      window.location.assign(res.sessionUrl);
    },
    onError: (err) => {
      toast({ variant: 'destructive', title: t('checkout.errorTitle'), description: checkoutErrorText(t, err) });
    },
  });
}
