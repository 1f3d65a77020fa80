import type { Locale } from '@storefront/shared/contracts';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The HTML part of an e-mail: its paragraphs escaped, in the language's direction (Arabic right to left). */
export const emailHtml = (locale: Locale, subject: string, paragraphs: readonly string[]): string => {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body dir="${dir}" style="font-family:system-ui,sans-serif">
${body}
</body></html>`;
};
