import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyConsent } from './lib/consent.ts';
import { hasCookie, SIGNED_IN_COOKIE } from './lib/cookies.ts';
import { initI18n } from './lib/i18n.ts';
import { lazyBackend } from './lib/i18n-backend.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

// The server sends the landing page prerendered in one language (scripts/prerender.tsx); note which
// before i18n sets <html lang> to the visitor's own choice.
const prerenderedLang = document.getElementById('root')?.hasChildNodes() ? document.documentElement.lang : null;

applyConsent();
const i18n = await initI18n(lazyBackend);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The prerendered page is what a signed-out visitor sees in that language; anyone else gets a fresh render.
const matchesPrerender =
  prerenderedLang === i18n.language && window.location.pathname === '/' && !hasCookie(SIGNED_IN_COOKIE);
if (matchesPrerender) {
  // Attach to the markup on screen instead of building it again: far less main-thread work on phones.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        // The prerendered page matches the first render; anything React recovers from is logged in development.
        if (import.meta.env.DEV) console.warn(error);
      },
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
registerServiceWorker();
