import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { currentLanguage } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import type { ApiBody } from '#shared/contracts/routes.ts';

export function useSendMagicLink() {
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/auth/magic-link'>) => apiRequest('POST /api/auth/magic-link', { body }),
  });
}

/** docs/PRODUCT.md#validation-rules: non-empty and containing '@'. */
export function looksLikeEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.includes('@');
}

/**
 * Sends the link and tells the person how it went (docs/PRODUCT.md#errors). The header dialog
 * distinguishes a network failure and the rate limit; the pricing dialog always says the link
 * failed.
 */
export function useMagicLinkRequest(options: { onSent: () => void; detailedErrors: boolean }) {
  const { t } = useTranslation();
  const send = useSendMagicLink();
  const request = (email: string) =>
    send.mutate(
      { email: email.trim(), language: currentLanguage() },
      {
        onSuccess: () => {
          options.onSent();
          toast({ variant: 'success', title: t('auth.linkSentTitle'), description: t('auth.linkSentText') });
        },
        onError: (err) => {
          const description = !options.detailedErrors
            ? t('auth.sendFailed')
            : err instanceof ApiError
              ? err.code === 'RATE_LIMITED'
                ? t('errors.RATE_LIMITED')
                : t('auth.sendFailed')
              : t('auth.networkError');
          toast({ variant: 'destructive', title: t('auth.errorTitle'), description });
        },
      },
    );
  return { request, isPending: send.isPending };
}
