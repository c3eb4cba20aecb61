import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { Footer } from '#client/components/layout/footer.tsx';
import { PageErrorBoundary } from '#client/components/layout/page-error-boundary.tsx';
import { useAuth } from '#client/features/auth/api/session.ts';
import { ConnectivityWatcher } from '#client/lib/connectivity.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { useToastRequested } from '#client/lib/toast.ts';
import { FullPageSpinner } from './guards.tsx';
import { Header } from './header.tsx';
import { AppRouter } from './router.tsx';

// Not needed for the first paint: loaded right after.
const CookieBanner = lazy(() =>
  import('#client/features/cookie-consent/components/cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })),
);

/**
 * The notification area, loaded with the first toast (most visits show none). Offline, the service
 * worker's precache serves the chunk; if it cannot load at all, it is tried again when the connection returns.
 */
function Notifications() {
  const requested = useToastRequested();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (back online) loads it again
  useEffect(() => {
    if (!requested || Toaster) return;
    let live = true;
    import('#client/components/ui/toaster.tsx').then(
      (m) => live && setToaster(() => m.Toaster),
      (err) => {
        console.error('the notification area failed to load', err);
        if (live) window.addEventListener('online', () => setAttempt((n) => n + 1), { once: true });
      },
    );
    return () => {
      live = false;
    };
  }, [requested, Toaster, attempt]);
  return Toaster ? <Toaster /> : null;
}

function Shell() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useAuth();
  // Tells tests (and tools) that the app, not only the prerendered page, is on screen.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      {/* Suspense boundaries of their own: the prerendered page hydrates in shorter tasks. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="flex-1">
        <PageErrorBoundary resetKey={location}>
          <AppRouter />
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Notifications />
      <PageErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      </PageErrorBoundary>
      <ConnectivityWatcher userId={user?.id} />
    </div>
  );
}

/** `ssrPath` renders a route outside the browser (the landing page is prerendered at build time). */
export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient);
  const shell = (
    <QueryClientProvider client={queryClient}>
      <PageErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Shell />
        </Suspense>
      </PageErrorBoundary>
    </QueryClientProvider>
  );
  return ssrPath ? <Router ssrPath={ssrPath}>{shell}</Router> : shell;
}
