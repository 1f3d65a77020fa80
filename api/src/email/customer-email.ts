import type { Locale } from '@storefront/shared/contracts';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { EmailMessage } from './email-sender';
import { emailHtml } from './email-html';

/** An e-mail of paragraphs from `tenant` to a customer in `locale`: a text part and the same as HTML. */
export const customerEmail = (
  tenant: RequestTenant,
  { to, locale, code }: { to: string; locale: Locale; code?: string },
  subject: string,
  paragraphs: readonly string[],
): EmailMessage => ({
  tenantId: tenant.id,
  tenantTitle: tenant.title[locale],
  to,
  locale,
  subject,
  text: paragraphs.join('\n\n'),
  html: emailHtml(locale, subject, paragraphs),
  ...(code === undefined ? {} : { code }),
});
