import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageContainer } from '#client/components/layout/page-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { authQueries } from '#client/features/auth/api/session.ts';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { claimDevice, forgetDeviceData } from '#client/lib/device-data.ts';
import { toast } from '#client/lib/toast.ts';
import { safeRedirectPath } from '#shared/redirect.ts';
import { FullPageSpinner } from '../guards.tsx';

/** docs/PRODUCT.md: after a failed link, go home after 3 seconds. */
export const FAILURE_REDIRECT_MS = 3000;

/** Sent only when the person chose to leave the account they are signed in to (issue 14, finding 8). */
const SWITCH_HEADER = 'X-Forja-Switch-Account';

type Switch = { token: string; current: string; next: string };

export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<Switch | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const redeem = useCallback(
    (token: string, confirmedSwitch: boolean) => {
      const headers: Record<string, string> = confirmedSwitch ? { [SWITCH_HEADER]: '1' } : {};
      apiRequest('GET /api/auth/callback', { query: { token }, headers })
        .then(async (res) => {
          // Another account's answers, drafts and stores must not linger from the one signed in before.
          if (confirmedSwitch) {
            queryClient.clear();
            await forgetDeviceData();
          }
          await claimDevice(res.user.id);
          await queryClient.invalidateQueries({ queryKey: authQueries.profile.queryKey });
          toast({
            variant: 'success',
            title: t('auth.welcomeTitle'),
            // The address is always said: a person sees at once which account this browser is in.
            description: res.user.fullName
              ? t('auth.welcomeName', { name: res.user.fullName, email: res.user.email })
              : t('auth.signedInAs', { email: res.user.email }),
          });
          // Where the person was going (the pricing dialog after onboarding on /subscription): an
          // app path only, never another origin.
          navigate(safeRedirectPath(res.redirectTo) ?? '/chat', { replace: true });
        })
        .catch((err: unknown) => {
          const details = err instanceof ApiError && err.code === 'ACCOUNT_SWITCH' ? switchDetails(err) : null;
          if (details) {
            setPendingSwitch({ token, ...details });
            return;
          }
          setFailed(true);
          toast({ variant: 'destructive', title: t('auth.failedTitle'), description: t('auth.failedText') });
          timer.current = setTimeout(() => navigate('/', { replace: true }), FAILURE_REDIRECT_MS);
        });
    },
    [navigate, queryClient, t],
  );

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
    redeem(token, false);
  }, [navigate, redeem, t]);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (pendingSwitch) {
    const { token, current, next } = pendingSwitch;
    return (
      <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center text-center">
        <h1 className="mb-2 text-2xl font-bold">{t('auth.switchTitle')}</h1>
        <p className="mb-6 text-muted-foreground">{t('auth.switchText', { current, next })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => navigate('/chat', { replace: true })}>
            {t('auth.switchStay', { current })}
          </Button>
          <Button
            onClick={() => {
              setPendingSwitch(null);
              redeem(token, true);
            }}
          >
            {t('auth.switchContinue', { next })}
          </Button>
        </div>
      </PageContainer>
    );
  }
  if (!failed) return <FullPageSpinner />;
  return (
    <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="mb-2 text-2xl font-bold">{t('auth.failedTitle')}</h1>
      <p className="text-muted-foreground">{t('auth.failedRedirect')}</p>
    </PageContainer>
  );
}

/** The masked addresses the server sends with ACCOUNT_SWITCH. */
function switchDetails(err: ApiError): { current: string; next: string } | null {
  const d = err.details as { current?: unknown; next?: unknown } | undefined;
  return typeof d?.current === 'string' && typeof d?.next === 'string' ? { current: d.current, next: d.next } : null;
}
