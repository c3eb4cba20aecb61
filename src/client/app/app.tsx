import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { CookieBanner } from '#client/features/cookie-consent/components/cookie-banner.tsx';
import { ConnectivityWatcher } from '#client/lib/connectivity.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { FullPageSpinner } from './guards.tsx';
import { AppRouter } from './router.tsx';

function Shell() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <AppRouter />
      </main>
      <Footer />
      <Toaster />
      <CookieBanner />
      <ConnectivityWatcher />
    </div>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <Shell />
      </Suspense>
    </QueryClientProvider>
  );
}
