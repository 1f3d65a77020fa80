/** Workbox's own message for "fetch these through your routes" (workbox-routing's cache listener). */
const CACHE_URLS = 'CACHE_URLS';

const controllerOf = async (workers: ServiceWorkerContainer): Promise<ServiceWorker | null> => {
  await workers.ready;
  // The worker claims open pages when it activates, which may come just after `ready`.
  return (
    workers.controller ??
    new Promise((resolve) => workers.addEventListener('controllerchange', () => resolve(workers.controller), { once: true }))
  );
};

/** What went past the worker: a resource it did not answer (not the api's, which needs the storefront's headers). */
const pastTheWorker = (entries: PerformanceEntryList): string[] =>
  (entries as PerformanceResourceTiming[])
    .filter((entry) => entry.workerStart === 0 && !new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => entry.name);

/**
 * A table's first visit is not the service worker's: the worker registers after the page's load,
 * so the page, its chunks and its photos went past it and nothing was kept. Once the worker
 * controls the page, this hands it what the page loaded (its routes decide what is kept), and goes
 * on handing it each file that still arrives past it (asked for before the worker took over), then
 * reads the menu again through it, so an e-menu opened once reloads offline
 * (docs/decisions/emenu-kept-from-first-visit.md). A page that loaded under the worker has nothing to hand over.
 */
export const keepFirstVisit = async (readMenuAgain: () => Promise<void>): Promise<void> => {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return;
  // Whether the worker answered this page's own request (the worker may have taken the page over
  // since, before this screen mounted: a controller now does not mean the page went through it).
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation || navigation.workerStart > 0) return;
  const controller = await controllerOf(workers);
  if (!controller) return;
  const hand = (urls: string[]) => {
    if (urls.length > 0) controller.postMessage({ type: CACHE_URLS, payload: { urlsToCache: [...new Set(urls)] } });
  };
  hand([location.href.split('#')[0]!, ...pastTheWorker(performance.getEntriesByType('resource'))]);
  // A file is listed once it has arrived: one asked for before the worker took over may come later.
  new PerformanceObserver((list) => hand(pastTheWorker(list.getEntries()))).observe({ type: 'resource' });
  await readMenuAgain();
};
