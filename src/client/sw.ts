/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The landing page comes from the network when it can: the server sends it prerendered in the
// visitor's language, which paints before any script runs. Offline (or after 3 s without an answer)
// the last one received is shown, else the app shell. Registered first: the precache route below
// would otherwise answer `/` with index.html (its directory index).
const landing = new NetworkFirst({ cacheName: 'forja-landing', networkTimeoutSeconds: 3 });
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.pathname === '/',
  async (options) => {
    try {
      return await landing.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// The app shell and hashed assets, so that the app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other page is the SPA: serve index.html from the precache; API calls always go to the network.
// Server-rendered pages (the local payment provider's checkout and billing) are never the SPA.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/local-checkout\//, /^\/local-billing/],
  }),
);

// Reads of the user's own data fall back to the last answer when offline (cleared at logout and deletion).
const API_CACHE = 'forja-api';
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/auth/') &&
    // The export is a download of everything stored about the person: never kept on the device.
    url.pathname !== '/api/account/export',
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: 5 }),
);

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
