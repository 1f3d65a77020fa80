import { createHash } from 'node:crypto';
import { fromMinor } from '@storefront/shared/contracts';
import type { SandboxPayment } from './sandbox-provider';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
form{margin-block:1rem}label{display:block;margin-block:.5rem}input{display:block;width:100%;padding:.4rem}
button{padding:.6rem 1.2rem;margin-inline-end:.5rem}.error{color:#b00020}.note{color:#555;font-size:.9rem}`;
const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

const frame = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${PAGE_STYLE}</style></head>
<body><main>${body}</main></body></html>`;

/** The sandbox's hosted payment page: Approve / Decline, with card fields for the card provider. */
export const sandboxPage = (payment: SandboxPayment, action: string, error: string | null = null): string => {
  const amount = `${fromMinor(payment.amount_minor).toFixed(2)} ${payment.currency}`;
  const card =
    payment.method === 'card'
      ? `<label>Card number<input name="card_number" inputmode="numeric" autocomplete="cc-number"></label>
<label>Expiry (MM/YY)<input name="card_expiry" autocomplete="cc-exp"></label>
<label>CVC<input name="card_cvc" inputmode="numeric" autocomplete="cc-csc"></label>
<p class="note">Test cards: 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 is declined.</p>`
      : '';
  return frame(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<p class="note">This is the offline sandbox provider: no money moves.</p>
<p>${payment.subject === 'reservation' ? 'Deposit of reservation' : 'Order'} #${payment.order_number} of ${escape(payment.tenant_name)}: <strong>${escape(amount)}</strong></p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(action)}">${card}<input type="hidden" name="decision" value="approve"><button type="submit">Approve</button></form>
<form method="post" action="${escape(action)}"><input type="hidden" name="decision" value="decline"><button type="submit">Decline</button></form>`,
  );
};

export const sandboxClosedPage = (message: string): string =>
  frame('Sandbox payment', `<h1>Sandbox payment</h1><p class="error" role="alert">${escape(message)}</p>`);

/**
 * The page's policy: its one style element by hash, no script at all, never framed (its Approve
 * button must not be clickable through another site), forms only to itself and to where the
 * answer sends the customer back (browsers check a form's redirect against `form-action` too).
 */
export const sandboxPageSecurityHeaders = (returnUrl: string | null): Record<string, string> => {
  let returnOrigin = '';
  try {
    if (returnUrl) returnOrigin = ` ${new URL(returnUrl).origin}`;
  } catch {
    returnOrigin = '';
  }
  return {
    'content-security-policy': `default-src 'none'; style-src ${PAGE_STYLE_HASH}; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
};
