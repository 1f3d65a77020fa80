import { BOOTSTRAP_ELEMENT_ID, type Bootstrap, type Locale } from '@storefront/shared/contracts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that is safe inside a <script> element: no `<` can close it. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface IndexInput {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the tenant's favicon, when it has one. */
  favicon?: string;
  bootstrap: Bootstrap;
}

/** index.html with the language, direction, title, description and the tenant bootstrap filled in. */
export const renderIndex = (template: string, { locale, title, description, favicon, bootstrap }: IndexInput): string =>
  template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      '</head>',
      `<meta name="description" content="${escapeHtml(description)}" />\n${favicon ? `<link rel="icon" href="${escapeHtml(favicon)}" />\n` : ''}<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptJson(bootstrap)}</script>\n</head>`,
    );
