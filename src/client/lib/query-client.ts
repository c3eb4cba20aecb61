import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** docs/PRODUCT.md#data-freshness: fresh for 5 minutes, no refetch on focus, no interval refetch, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 300_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
