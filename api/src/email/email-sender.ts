import type { Locale } from '@storefront/shared/contracts';

/** One e-mail to a customer, written in `locale`. */
export interface EmailMessage {
  tenantId: number;
  to: string;
  /** The customer's language: the From name falls back to the tenant's title in it, and `Content-Language` says it. */
  locale: Locale;
  subject: string;
  text: string;
  /** The same content as HTML (`dir="rtl"` in Arabic); senders that keep text only ignore it. */
  html: string;
  /** A one-time code the text carries (kept apart by the development outbox, as SMS codes are). */
  code?: string;
}

/** Sends e-mails (docs/api.md, "E-mail"); throws when the message could not be handed over. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
