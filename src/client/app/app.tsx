import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { ConnectivityWatcher } from '#client/lib/connectivity.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { FullPageSpinner } from './guards.tsx';
import { AppRouter } from './router.tsx';

// Not needed for the first paint: loaded right after.
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));
const CookieBanner = lazy(() =>
  import('#client/features/cookie-consent/components/cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })),
);

function Shell() {
  const { t } = useTranslation();
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
        <AppRouter />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
        <CookieBanner />
      </Suspense>
      <ConnectivityWatcher />
    </div>
  );
}

/** `ssrPath` renders a route outside the browser (the landing page is prerendered at build time). */
export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient);
  const shell = (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <Shell />
      </Suspense>
    </QueryClientProvider>
  );
  return ssrPath ? <Router ssrPath={ssrPath}>{shell}</Router> : shell;
}
