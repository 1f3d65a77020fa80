import type { Locale, Setting, Tenant } from '@storefront/shared/contracts';
import { themeCss, themeVariables } from '@storefront/shared/site';
import { APP_ICON_PATHS } from './web-manifest';

/** Where each language's offline page is: the service worker keeps both and answers with one when a page cannot be reached. */
export const OFFLINE_PAGE_PATHS: Record<Locale, string> = { ar: '/offline', en: '/en/offline' };

export const OFFLINE_TEXTS = {
  ar: {
    title: 'أنت غير متصل بالإنترنت',
    body: 'لا يمكن فتح هذه الصفحة بدون اتصال. سلتك محفوظة على هذا الجهاز.',
    retry: 'حاول مرة أخرى',
  },
  en: {
    title: 'You are offline',
    body: 'This page cannot be opened without a connection. Your cart is kept on this device.',
    retry: 'Try again',
  },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Its policy: its own nonce'd style and its icon (same origin), nothing else; no script at all. */
export const offlinePagePolicy = (nonce: string): string =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The page a visitor sees offline on a page the worker has not kept: the tenant's name, icon and
 * colours, in the page's language, and a link to try again. No script: it works from the cache alone.
 */
export const renderOfflinePage = (tenant: Tenant, settings: readonly Setting[], locale: Locale, nonce: string): string => {
  const text = OFFLINE_TEXTS[locale];
  const name = escapeHtml(tenant.title[locale]);
  const home = locale === 'en' ? '/en/' : '/';
  const style = `${themeCss(themeVariables(settings))}
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Segoe UI',Tahoma,'Noto Sans Arabic',sans-serif;background:var(--sf-background,#fbf8f5);color:var(--sf-text,#1f1a17)}
main{max-width:28rem;padding:2rem;text-align:center}
img{border-radius:24px}
a{display:inline-block;margin-block-start:1rem;padding:.75rem 1.5rem;border-radius:var(--sf-radius,12px);background:var(--sf-primary,#8a3b12);color:var(--sf-on-primary,#fff);text-decoration:none}`;
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)} · ${name}</title>
<style nonce="${escapeHtml(nonce)}">${style}</style></head>
<body><main>
<img src="${APP_ICON_PATHS.any192}" width="96" height="96" alt="${name}">
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<a href="${home}">${escapeHtml(text.retry)}</a>
</main></body></html>`;
};
