import { BOOTSTRAP_ELEMENT_ID, FIRST_PAINT_ELEMENT_ID, type Bootstrap, type Locale } from '@storefront/shared/contracts';
import type { RenderedPage } from '../src/ssr/render-contract';
import type { PageHead } from './page-head';
import { scriptJson } from './script-json';
import { SERVICE_WORKER_REGISTRATION } from './service-worker-registration';
import { MANIFEST_PATHS } from './web-manifest';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Touch rules for every page, written in the page head (not in a bundle, so they cost the first visit's
 * JavaScript nothing): phones zoom into a field whose text is under 16 px when it gets focus, and the page
 * allows zoom (no maximum-scale), so fields are at least 16 px on small screens instead; the kit's buttons
 * (links drawn as buttons too), the fields and the menus' category chips are tap targets of at least 44 px.
 */
export const TOUCH_CSS =
  '@media (max-width:48rem){input,select,textarea{font-size:max(16px,1em)!important}}' +
  '.sf-button{min-block-size:44px}a.sf-button{display:inline-flex;align-items:center;justify-content:center}' +
  '.sf-group-slider a{min-block-size:44px;line-height:calc(44px - .8rem)}.sf-field__input{min-block-size:44px}';

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined): string =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />\n` : '';

/**
 * index.html with the language, direction, head (title, meta, theme) and the tenant bootstrap filled
 * in; with a server-rendered page, its markup in the root element and its first paint's answers.
 */
export const renderIndex = (
  template: string,
  {
    locale,
    head,
    bootstrap,
    nonce,
    rendered = null,
  }: { locale: Locale; head: PageHead; bootstrap: Bootstrap; nonce: string; rendered?: RenderedPage | null },
): string => {
  const headHtml = [
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', locale === 'ar' ? 'ar_SA' : 'en_US'),
    head.ogImage
      ? `${meta('property', 'og:image', head.ogImage)}<meta property="og:image:width" content="500" />\n<meta property="og:image:height" content="500" />\n`
      : '',
    head.favicon ? `<link rel="icon" href="${escapeHtml(head.favicon)}" />\n` : '',
    // The installable app of this language (docs/design.md, "Installable storefront").
    `<link rel="manifest" href="${MANIFEST_PATHS[locale]}" />\n`,
    meta('name', 'theme-color', head.themeColor),
    // Built only from validated values (see themeVariables), so it cannot carry markup. Its nonce is
    // the page's: the bundles' own <style> elements copy it from here (build-tools/insert-style-with-nonce.cjs).
    `<style id="storefront-theme" nonce="${escapeHtml(nonce)}">${head.themeCss}</style>\n`,
    `<style id="storefront-touch" nonce="${escapeHtml(nonce)}">${TOUCH_CSS}</style>\n`,
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptJson(bootstrap)}</script>\n`,
    `<script nonce="${escapeHtml(nonce)}">${SERVICE_WORKER_REGISTRATION}</script>\n`,
    rendered ? `<script id="${FIRST_PAINT_ELEMENT_ID}" type="application/json">${scriptJson(rendered.firstPaint)}</script>\n` : '',
  ].join('');
  const page = template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', `${headHtml}</head>`);
  // A function, so no `$` of the markup is read as a replacement pattern.
  return rendered ? page.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rendered.html}</div>`) : page;
};
