import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '#client/lib/api.ts';
import { USAGE_POLL_MS } from '#shared/usage.ts';

export const usageQueryKey = ['/api/usage/today'] as const;

/** docs/PRODUCT.md: polled every 30 s, and refetched after each chat message. */
export function useUsageToday(enabled = true) {
  return useQuery({ ...apiQuery('GET /api/usage/today'), refetchInterval: USAGE_POLL_MS, staleTime: 0, enabled });
}
