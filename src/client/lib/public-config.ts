import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '#shared/contracts/public-config.ts';
import { apiQuery } from './api.ts';

const FALLBACK: TPublicConfig = { supportEmail: 'support@forja.app', payments: 'local' };

/** The deployment's public settings (support address, payment provider); a safe default while loading. */
export function usePublicConfig(): TPublicConfig {
  const { data } = useQuery({ ...apiQuery('GET /api/config'), staleTime: Number.POSITIVE_INFINITY });
  return data ?? FALLBACK;
}
