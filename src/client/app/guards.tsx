import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useAuth } from '#client/features/auth/api/session.ts';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <Loader2 className="size-8 animate-spin text-ember" aria-hidden />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}

/**
 * docs/PRODUCT.md#roles-and-access: the app pages need a signed-in user with completed
 * onboarding; otherwise go to / (not signed in) or /onboarding (incomplete).
 */
export function RequireOnboarded({ children }: { children: ReactNode }) {
  const { isSignedIn, isLoading, profile } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!isSignedIn) return <Redirect to="/" replace />;
  if (!profile?.onboardingCompleted) return <Redirect to="/onboarding" replace />;
  return <>{children}</>;
}
