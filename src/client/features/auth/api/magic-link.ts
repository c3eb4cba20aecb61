import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';

export function useSendMagicLink() {
  return useMutation({
    mutationFn: (body: { email: string; language?: string }) =>
      apiRequest<{ ok: boolean }>('POST', '/api/auth/magic-link', body),
  });
}

/** SPEC.md section 5: non-empty and containing '@'. */
export function looksLikeEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes('@');
}
