import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageContainer } from '#client/components/layout/page-layout.tsx';
import { profileQueryKey } from '#client/features/auth/api/session.ts';
import { apiRequest } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import type { TAuthCallbackResponse } from '#shared/contracts/auth.ts';
import { FullPageSpinner } from '../guards.tsx';

/** SPEC.md: after a failed link, go home after 3 seconds. */
export const FAILURE_REDIRECT_MS = 3000;

export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // A link works once: never redeem it twice, even if the effect runs twice.
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      toast({ variant: 'destructive', title: t('auth.invalidLinkTitle'), description: t('auth.invalidLinkText') });
      navigate('/', { replace: true });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    apiRequest<TAuthCallbackResponse>('GET', `/api/auth/callback?token=${encodeURIComponent(token)}`)
      .then(async (res) => {
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
        toast({
          variant: 'success',
          title: t('auth.welcomeTitle'),
          description: res.user.fullName ? t('auth.welcomeName', { name: res.user.fullName }) : t('auth.welcomeText'),
        });
        navigate(res.redirectTo || '/chat', { replace: true });
      })
      .catch(() => {
        setFailed(true);
        toast({ variant: 'destructive', title: t('auth.failedTitle'), description: t('auth.failedText') });
        timer = setTimeout(() => navigate('/', { replace: true }), FAILURE_REDIRECT_MS);
      });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [navigate, queryClient, t]);

  if (!failed) return <FullPageSpinner />;
  return (
    <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="mb-2 text-2xl font-bold">{t('auth.failedTitle')}</h1>
      <p className="text-muted-foreground">{t('auth.failedRedirect')}</p>
    </PageContainer>
  );
}
