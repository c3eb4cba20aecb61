/** docs/PRODUCT.md#pages-and-navigation: a service worker at /sw.js with scope /. Failures are only logged. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.error('service worker registration failed', err);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
