import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyConsent } from './lib/consent.ts';
import { initI18n } from './lib/i18n.ts';
import { lazyBackend } from './lib/i18n-backend.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

applyConsent();
await initI18n(lazyBackend);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// A prerendered landing page is already on screen: render in a transition so the work is sliced.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
