import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '#client/lib/api.ts';
import { USAGE_POLL_MS } from '#shared/usage.ts';

/** The usage feature's queries: each one's key is its URL (lib/api.ts apiQuery). */
export const usageQueries = {
  today: apiQuery('GET /api/usage/today'),
};

/** docs/PRODUCT.md: polled every 30 s, and refetched after each chat message. */
export function useUsageToday(enabled = true) {
  return useQuery({ ...usageQueries.today, refetchInterval: USAGE_POLL_MS, staleTime: 0, enabled });
}
