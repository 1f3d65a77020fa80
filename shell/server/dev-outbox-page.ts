import { DEV_OUTBOX_PATH, devOutboxResponseSchema, requestHeaders, type OutboxMessage, type Tenant } from '@storefront/shared/contracts';

/** The latest messages shown; the JSON call has them all. */
export const DEV_OUTBOX_PAGE_LIMIT = 50;
export const DEV_OUTBOX_PAGE_PATH = '/dev/outbox';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:70rem}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.4rem .6rem;text-align:start;vertical-align:top}td.code{font:700 1.3rem monospace}
td.text{white-space:pre-wrap}[lang=ar]{font-family:Tahoma,system-ui,sans-serif}.note{color:#555}`;

/** Text in English with its Arabic beside it. */
const both = (en: string, ar: string): string => `${escapeHtml(en)} <span lang="ar" dir="rtl">${escapeHtml(ar)}</span>`;

const row = (message: OutboxMessage): string =>
  `<tr><td><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at.replace('T', ' ').slice(0, 19))}</time></td>` +
  `<td>${message.channel === 'sms' ? both('SMS', 'رسالة نصية') : both('E-mail', 'بريد إلكتروني')}</td>` +
  `<td dir="ltr">${escapeHtml(message.to)}</td><td class="code" dir="ltr">${escapeHtml(message.code ?? '')}</td>` +
  `<td class="text" dir="auto">${escapeHtml(message.text)}</td></tr>`;

/** A plain page of the tenant's development outbox: every text escaped, no script. */
export const renderDevOutboxPage = (tenant: Tenant, messages: readonly OutboxMessage[], nonce: string): string => {
  const latest = messages.slice(0, DEV_OUTBOX_PAGE_LIMIT);
  const body = latest.length
    ? `<table><caption>${both('Latest messages, newest first', 'أحدث الرسائل، الأحدث أولًا')}</caption>
<thead><tr><th scope="col">${both('Sent', 'أُرسلت')}</th><th scope="col">${both('Channel', 'القناة')}</th><th scope="col">${both('To', 'إلى')}</th><th scope="col">${both('Code', 'الرمز')}</th><th scope="col">${both('Text', 'النص')}</th></tr></thead>
<tbody>${latest.map(row).join('\n')}</tbody></table>`
    : `<p role="status">${both('No messages yet. Ask for a login code, then reload this page.', 'لا توجد رسائل بعد. اطلب رمز الدخول ثم أعد تحميل هذه الصفحة.')}</p>`;
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development outbox · ${escapeHtml(tenant.title.en)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<h1>${both(`Development outbox of ${tenant.title.en}`, `صندوق الرسائل التجريبي لـ ${tenant.title.ar}`)}</h1>
<p class="note">${both('Text messages and e-mails the api kept instead of sending them (DEV_OUTBOX=1). Development only.', 'الرسائل النصية ورسائل البريد التي احتفظت بها الواجهة بدل إرسالها. للتطوير فقط.')}</p>
<p><a href="${DEV_OUTBOX_PAGE_PATH}">${both('Reload', 'تحديث')}</a></p>
${body}
</main></body></html>`;
};

/**
 * The tenant's outbox from the api, or null when the api does not serve one (DEV_OUTBOX is off, as
 * in production): the page exists exactly when the outbox does.
 */
export const fetchDevOutbox = async (apiUrl: string, tenant: Tenant): Promise<OutboxMessage[] | null> => {
  const headers = requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: 'en' });
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}${DEV_OUTBOX_PATH}`, { headers });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the api answered ${response.status} for the development outbox`);
  return devOutboxResponseSchema.parse(await response.json()).data;
};
