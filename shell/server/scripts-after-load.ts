import { scriptJson } from './script-json';

/** A file the route needs before it is interactive, fetched beside the shell's entry. */
export interface ScriptPreload {
  as: 'fetch' | 'script';
  href: string;
}

/** If the page's `load` has not come by then (a picture that hangs), the scripts start anyway. */
export const START_AT_THE_LATEST_MS = 3000;

const PAGE_SCRIPT = /<script\b[^>]*\bsrc=["']?([^"'\s>]+)["']?[^>]*><\/script>\s*/g;

/**
 * What the starter does in the page (serialized into it, so it uses nothing but its parameters and
 * the browser's globals):
 * - once the page has loaded (or after `latestMs`), it adds the route owner's files as preloads and
 *   the page's scripts at the same moment, so nothing waits on another round trip; classic scripts
 *   in document order (`async = false`), as `defer` ran them;
 * - until the page is interactive (`data-first-paint` set), a tap on one of its buttons (which has
 *   no handler yet) is kept, and the last one is given again once it is: a guest who taps "Choose"
 *   on a dish before the scripts have come sees the dish open, late, instead of nothing. Submit
 *   buttons (the popup's, which work without scripts) and links go through as they are.
 */
function startAfterLoad(scripts: string[], preloads: ScriptPreload[], latestMs: number): void {
  const root = document.documentElement;
  let tapped: HTMLElement | null = null;
  const keepTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('#root button:not([type="submit"])') : null;
    if (!button || root.dataset.firstPaint) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped = button;
  };
  document.addEventListener('click', keepTap, true);
  new MutationObserver((_records, observer) => {
    if (!root.dataset.firstPaint) return;
    observer.disconnect();
    document.removeEventListener('click', keepTap, true);
    if (tapped?.isConnected) tapped.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-first-paint'] });

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const { as, href } of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start);
    window.setTimeout(start, latestMs);
  }
}

const starter = (scripts: string[], preloads: ScriptPreload[]): string =>
  `(${startAfterLoad.toString()})(${scriptJson(scripts)},${scriptJson(preloads)},${START_AT_THE_LATEST_MS});`;

/**
 * A page the server painted shows everything before any script runs; its scripts only make it
 * interactive (docs/decisions/scripts-after-load.md). So they wait for the page's `load`: on a slow
 * connection the stylesheets, fonts and pictures of the first paint do not share it with the
 * route's ~250 KiB of JavaScript, and the largest picture is painted as early as on a page without
 * scripts. The page's own `<script src>` elements are replaced by one inline starter (it carries the
 * response's nonce, the only inline script the page's policy allows).
 */
export const withScriptsAfterLoad = (html: string, preloads: ScriptPreload[], nonce: string): string => {
  const scripts = [...html.matchAll(PAGE_SCRIPT)].map((match) => match[1]!);
  const withoutScripts = html.replace(PAGE_SCRIPT, '');
  const tag = `<script nonce="${nonce}">${starter(scripts, preloads)}</script>\n`;
  return withoutScripts.replace(/<\/body>/, () => `${tag}</body>`);
};
