import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import type { TBasicInfoInput, TCompleteResponse, THealthProfileInput } from '#shared/contracts/onboarding.ts';

export function useSaveBasic() {
  return useMutation({
    mutationFn: (body: TBasicInfoInput) =>
      apiRequest<{ user: { id: string } }>('POST', '/api/onboarding/basic', {
        ...body,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        language: currentLanguage(),
      }),
  });
}

export function useSaveProfile() {
  return useMutation({
    mutationFn: (body: THealthProfileInput) => apiRequest<{ ok: true }>('POST', '/api/onboarding/profile', body),
  });
}

export function useSaveParq() {
  return useMutation({
    mutationFn: (body: { answers: boolean[]; userId?: string }) =>
      apiRequest<{ parqCompleted: true; parqRequiresClearance: boolean }>('POST', '/api/onboarding/parq', body),
  });
}

export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (body: { selectedAgent: { category: string; style: string }; userId?: string; redirectTo?: string }) =>
      apiRequest<TCompleteResponse>('POST', '/api/onboarding/complete', body),
  });
}
