/**
 * The shell origin's one service worker (docs/decisions/service-worker-inject-manifest.md), built by
 * workbox-webpack-plugin's InjectManifest into dist/sw.js and served by the shell's server.
 * Each concern is a module of its own: caching here, web push in ./push.
 */
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import { offlinePageFor, ruleOf, type Rule } from './routes';
import { listenForPushes } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const OFFLINE_CACHE = 'offline-v1';
/** What the offline page needs, kept at install and refreshed on every activation. */
const OFFLINE_FILES = ['/offline', '/en/offline', '/app-icons/192.png'];
/** A network-first answer slower than this is taken from the cache (when there is one). */
const NETWORK_TIMEOUT_SECONDS = 3;

// Only a full 200 is kept: an opaque answer (status 0, a cross-origin file fetched without CORS) never.
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });
// Other origins' files are fetched through CORS (the remotes' hosts allow it), so they can be kept.
const cors: RequestInit = { mode: 'cors', credentials: 'omit' };

// The shell's own stylesheet, listed by the build (InjectManifest's `include`).
precacheAndRoute(self.__WB_MANIFEST);

const strategies: Record<Exclude<Rule, null | 'page'>, CacheFirst | NetworkFirst> = {
  'hashed-cache-first': new CacheFirst({
    cacheName: 'chunks-v1',
    fetchOptions: cors,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
  'media-cache-first': new CacheFirst({
    cacheName: 'media-v1',
    fetchOptions: cors,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
  'deploy-network-first': new NetworkFirst({
    cacheName: 'entries-v1',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    fetchOptions: cors,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
  'emenu-api-network-first': new NetworkFirst({
    cacheName: 'emenu-api-v1',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
  'emenu-page-network-first': new NetworkFirst({
    cacheName: 'emenu-pages-v1',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true })],
  }),
};

for (const [rule, strategy] of Object.entries(strategies))
  registerRoute(({ url, request }) => ruleOf(url, request.destination, request.mode, self.location.origin) === rule, strategy);
registerRoute(({ url, request }) => ruleOf(url, request.destination, request.mode, self.location.origin) === 'page', new NetworkOnly());

// A page that cannot be reached (and is not kept): the offline page of its language, with the tenant's brand.
setCatchHandler(async ({ request, url }) => {
  // The offline page's own icon was kept with it.
  const kept = await caches.match(request.mode === 'navigate' ? offlinePageFor(url.pathname) : request.url, { cacheName: OFFLINE_CACHE });
  return kept ?? Response.error();
});

const keepOfflineFiles = async () => {
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.addAll(OFFLINE_FILES);
};

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflineFiles());
  // A new worker takes over at once: every rule is network-first for what names a deploy, so no
  // page is left on a stale version.
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => /-v\d+$/.test(name) && !name.endsWith('-v1')).map((name) => caches.delete(name))),
      ),
  );
});
clientsClaim();

// Web push: the api's notifications, and the page a click opens.
listenForPushes(self);
