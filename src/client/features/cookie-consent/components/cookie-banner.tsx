import { Cookie, XIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import {
  ACCEPT_ALL,
  type CookieConsent,
  NECESSARY_ONLY,
  OPEN_PREFERENCES_EVENT,
  readConsent,
  saveConsent,
} from '#client/lib/consent.ts';

// The preferences dialog (Radix Dialog and Switch, ~15 KB) loads when someone asks for it, not with every page.
const loadDialog = () => import('./cookie-preferences-dialog.tsx');
const CookiePreferencesDialog = lazy(() => loadDialog().then((m) => ({ default: m.CookiePreferencesDialog })));

/** docs/PRODUCT.md: appears 1000 ms after load when no consent is stored. */
export const BANNER_DELAY_MS = 1000;

export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Once opened, the dialog stays mounted so that it can animate out.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (dialogOpen && !dialogWanted) setDialogWanted(true);

  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const open = () => setDialogOpen(true);
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  const choose = (consent: CookieConsent) => {
    saveConsent(consent);
    setVisible(false);
    setDialogOpen(false);
  };

  return (
    <>
      {visible && (
        <section
          aria-labelledby="cookie-banner-title"
          data-testid="cookie-banner"
          className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur animate-slide-in"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 pr-12 md:flex-row md:items-center md:gap-6">
            <Cookie className="hidden size-8 shrink-0 text-ember md:block" aria-hidden />
            <div className="grid flex-1 gap-1">
              <h2 id="cookie-banner-title" className="font-semibold">
                {t('cookies.bannerTitle')}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t('cookies.bannerText')}{' '}
                <Link href="/cookies" className="font-medium text-ember-text underline underline-offset-4">
                  {t('cookies.learnMore')}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onPointerEnter={() => void loadDialog()}
                onFocus={() => void loadDialog()}
                onClick={() => setDialogOpen(true)}
              >
                {t('cookies.customize')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => choose(NECESSARY_ONLY)}>
                {t('cookies.necessaryOnly')}
              </Button>
              <Button size="sm" onClick={() => choose(ACCEPT_ALL)}>
                {t('cookies.acceptAll')}
              </Button>
            </div>
          </div>
          <button
            type="button"
            onClick={() => setVisible(false)}
            className="absolute right-2 top-2 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={t('cookies.closeBanner')}
          >
            <XIcon className="size-4" aria-hidden />
          </button>
        </section>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={dialogOpen} onOpenChange={setDialogOpen} onSave={choose} />
        </Suspense>
      )}
    </>
  );
}
