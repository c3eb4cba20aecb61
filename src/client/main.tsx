import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyConsent } from './lib/consent.ts';
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
if (prerenderedLang && prerenderedLang === i18n.language && window.location.pathname === '/') {
  // Attach to the markup on screen instead of building it again: far less main-thread work on phones.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        // A lazy part of the page (preview chat, popup, toasts) was not prerendered: React renders it here.
        if (import.meta.env.DEV) console.warn(error);
      },
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
registerServiceWorker();
