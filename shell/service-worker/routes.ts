/**
 * Which requests the worker answers, and how (docs/decisions/service-worker-caching-rules.md). Pure, so the
 * rules are unit-tested without a browser.
 */

/** A content-hashed file name (webpack's `[contenthash:10]`, as static-host's cache policy reads it): it never changes. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/i;
/** The files that name a remote's deploy: revalidated on every load so a remote redeployed alone is live on the next one. */
const DEPLOY_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;
/** The e-menu's api calls: the only api answers kept (a table's menu must open offline). */
const EMENU_API = /^\/api\/v1\/menu\/emenu\/(branch|branches|branch-id)\//;
/** The e-menu's pages (`/menu/e/…`, `/en/menu/e/…`): kept so the menu reloads offline. */
const EMENU_PAGE = /^(\/en)?\/menu\/e\//;
/** The api's images (`/media/{tenant}/{file}`, dish photos and logos, api/src/http/media-route.ts): a changed image gets a new name. */
const MEDIA_FILE = /^\/media\/[^/]+\/[^/]+\.(svg|png|jpg|webp)$/;

export type Rule =
  | 'hashed-cache-first'
  | 'media-cache-first'
  | 'deploy-network-first'
  | 'emenu-api-network-first'
  | 'emenu-page-network-first'
  | 'page'
  | null;

/**
 * The rule of a GET request from a page of `selfOrigin`: hashed chunks from anywhere (the shell's
 * and the remotes', which are on other origins) and the api's images cache-first; deploy files and
 * the shell's own stable-named entries network-first; the e-menu's api answers and pages
 * network-first; other pages go to the network (the offline page when it fails); everything else
 * (other api calls first of all) is not touched.
 *
 * A first visit's files reach the worker afterwards as plain requests (mode `cors`, no destination:
 * see mf-emenu's keep-first-visit), so the e-menu page and the shell's scripts are known by their
 * path too, not only by how the browser asked for them.
 */
export const ruleOf = (url: URL, destination: string, mode: string, selfOrigin: string): Rule => {
  const own = url.origin === selfOrigin;
  if (own && EMENU_PAGE.test(url.pathname)) return 'emenu-page-network-first';
  if (mode === 'navigate') return own ? 'page' : null;
  if (EMENU_API.test(url.pathname)) return 'emenu-api-network-first';
  if (url.pathname.startsWith('/api/')) return null;
  if (MEDIA_FILE.test(url.pathname) && url.search === '') return 'media-cache-first';
  if (HASHED_FILE.test(url.pathname) && url.search === '') return 'hashed-cache-first';
  if (DEPLOY_FILE.test(url.pathname)) return 'deploy-network-first';
  // The shell's stable-named entry (main.js) and its app icons.
  if (own && (destination === 'script' || url.pathname.endsWith('.js') || url.pathname.startsWith('/app-icons/')))
    return 'deploy-network-first';
  return null;
};

/** The language of a page path: English under /en, Arabic elsewhere (shared/src/routing). */
export const languageOfPath = (pathname: string): 'ar' | 'en' => (pathname === '/en' || /^\/en[/?#]/.test(pathname) ? 'en' : 'ar');

/** The offline page of a page path's language. */
export const offlinePageFor = (pathname: string): string => (languageOfPath(pathname) === 'en' ? '/en/offline' : '/offline');
