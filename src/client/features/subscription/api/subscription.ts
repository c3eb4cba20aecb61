import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiQuery, apiRequest, errorText } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import type { TSubscription } from '#shared/contracts/subscription.ts';

/** The subscription feature's queries: each one's key is its URL (lib/api.ts apiQuery). */
export const subscriptionQueries = {
  /** The subscription, or null when there never was one. */
  current: apiQuery('GET /api/subscription'),
};

export function useSubscription() {
  // Fresh for 5 minutes like every query (docs/PRODUCT.md#data-freshness); the return from a checkout reads it again.
  return useQuery(subscriptionQueries.current);
}

/**
 * Back from a completed checkout: confirms it (the page never waits for the webhook), then reads the
 * subscription again, never the cached one; 'error' when it cannot be read.
 */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return async (sessionId: string): Promise<TSubscription | null | 'error'> => {
    await apiRequest('POST /api/subscription/confirm', { body: { sessionId } }).catch(() => undefined);
    return queryClient.fetchQuery({ ...subscriptionQueries.current, staleTime: 0 }).catch(() => 'error' as const);
  };
}

/** Manage Subscription and Manage Billing open the provider's billing portal in a new tab. */
export function useOpenPortal() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      // Open the tab synchronously (popup blockers), then point it at the portal.
      const tab = window.open('', '_blank');
      try {
        const { url } = await apiRequest('POST /api/subscription/portal');
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (err) {
        tab?.close();
        throw err;
      }
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: t('subscription.portalError'), description: errorText(t, err) }),
  });
}
