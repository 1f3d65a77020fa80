import { PAGE_ADDRESS_QUESTION } from '@storefront/shared/contracts';

/** The one service worker of the shell's origin (built from shell/service-worker/; registered inline: docs/decisions/service-worker-registered-inline.md). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Registers the worker once the page has loaded, and answers the worker's question of where the
 * page is now (a clicked notification focuses the tab already at its page: PAGE_ADDRESS_QUESTION).
 * Inline (it carries the page's nonce), so it adds no JavaScript file to a first visit and nothing
 * to the work before the page is interactive.
 */
export const SERVICE_WORKER_REGISTRATION =
  `(function(){var w=navigator.serviceWorker;if(!w)return;` +
  `w.addEventListener('message',function(e){e.data==='${PAGE_ADDRESS_QUESTION}'&&e.ports[0]&&e.ports[0].postMessage(location.href)});` +
  `addEventListener('load',function(){w.register('${SERVICE_WORKER_PATH}').catch(function(){})})})();`;

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The worker's own Content-Security-Policy (a worker's script is governed by the policy it is
 * served with): it fetches this site, the api (the e-menu's answers) and the tenant's remotes, and
 * loads no other script.
 */
export const serviceWorkerPolicy = (apiPublicUrl: string, remotes: readonly { entry: string }[]): string => {
  const origins = [...new Set(["'self'", originOf(apiPublicUrl), ...remotes.map((remote) => originOf(remote.entry))])].filter(Boolean);
  return `default-src 'none'; script-src 'self'; connect-src ${origins.join(' ')}; img-src 'self'; frame-ancestors 'none'`;
};
