import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { toast } from '#client/lib/toast.ts';
import { usageQueries } from '../api/usage.ts';

/** How a pack's checkout ended, from the page it returned to. */
export function purchaseOutcome(value: string | null): 'success' | 'failed' | 'canceled' | null {
  return value === 'success' || value === 'failed' || value === 'canceled' ? value : null;
}

/**
 * Back on `path` from a pack's checkout (?purchase=success, failed or canceled, issue 24 for
 * /subscription): says how it went, reads the minutes again, cleans the address.
 */
export function usePackReturn(path: string) {
  const { t } = useTranslation(['chat', 'common']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const outcome = purchaseOutcome(new URLSearchParams(search).get('purchase'));
    if (!outcome) return;
    if (outcome === 'success')
      toast({ variant: 'success', title: t('purchaseSuccessTitle'), description: t('purchaseSuccessText') });
    else if (outcome === 'failed')
      toast({ variant: 'destructive', title: t('common:checkout.paymentFailed'), description: t('packFailedText') });
    else toast({ title: t('common:checkout.canceledTitle'), description: t('packCanceledText') });
    void queryClient.invalidateQueries({ queryKey: usageQueries.today.queryKey });
    navigate(path, { replace: true });
  }, [search, navigate, queryClient, t, path]);
}
