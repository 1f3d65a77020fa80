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
 * Starts the page's scripts once the page has loaded (or after START_AT_THE_LATEST_MS): the shell's
 * entry and, at the same moment, the route owner's files as preloads, so nothing waits on another
 * round trip. Classic scripts in document order (`async = false`), as `defer` ran them.
 */
const starter = (scripts: string[], preloads: ScriptPreload[]): string =>
  `(function(d,w){var started=false;function start(){if(started)return;started=true;` +
  `${scriptJson(preloads)}.forEach(function(p){var l=d.createElement('link');l.rel='preload';l.as=p.as;l.href=p.href;` +
  `if(p.as==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l)});` +
  `${scriptJson(scripts)}.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;d.body.appendChild(s)})}` +
  `if(d.readyState==='complete')start();else{w.addEventListener('load',start);w.setTimeout(start,${START_AT_THE_LATEST_MS})}})(document,window);`;

/**
 * A page the server painted shows everything before any script runs; its scripts only make it
 * interactive (docs/decisions.md, "Performance"). So they wait for the page's `load`: on a slow
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
