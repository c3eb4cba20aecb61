/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { forbidsStoring, isOfflineRead } from '#shared/offline-reads.ts';

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

// A listed read of the member's own data falls back to the last answer when offline (cleared at
// logout, deletion, an account switch and whenever another member signs in: lib/device-data.ts).
// Nothing else is kept: never a download (.csv, the export), never an answer the server marks
// `no-store` or `private` (issue 25, finding 6).
const API_CACHE = 'forja-api';
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && !forbidsStoring(response.headers.get('Cache-Control')) ? response : null,
      },
    ],
  }),
);

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
