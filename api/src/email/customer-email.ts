import type { EmailMessage } from './email-sender';
import { emailHtml } from './email-html';

/** An e-mail of paragraphs to a customer in `locale`: a text part and the same as HTML. */
export const customerEmail = (
  { tenantId, to, locale, code }: Pick<EmailMessage, 'tenantId' | 'to' | 'locale' | 'code'>,
  subject: string,
  paragraphs: readonly string[],
): EmailMessage => ({
  tenantId,
  to,
  locale,
  subject,
  text: paragraphs.join('\n\n'),
  html: emailHtml(locale, subject, paragraphs),
  ...(code === undefined ? {} : { code }),
});
