import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import type { TBasicInfoInput, THealthProfileInput } from '#shared/contracts/onboarding.ts';
import type { ApiBody } from '#shared/contracts/routes.ts';

export function useSaveBasic() {
  return useMutation({
    mutationFn: (body: TBasicInfoInput) =>
      apiRequest('POST /api/onboarding/basic', {
        body: { ...body, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, language: currentLanguage() },
      }),
  });
}

export function useSaveProfile() {
  return useMutation({
    mutationFn: (body: THealthProfileInput) => apiRequest('POST /api/onboarding/profile', { body }),
  });
}

export function useSaveParq() {
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/onboarding/parq'>) => apiRequest('POST /api/onboarding/parq', { body }),
  });
}

export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/onboarding/complete'>) =>
      apiRequest('POST /api/onboarding/complete', { body }),
  });
}
