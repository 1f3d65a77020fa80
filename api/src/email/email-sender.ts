import type { Locale } from '@storefront/shared/contracts';

/** One e-mail to a customer, written in `locale`. */
export interface EmailMessage {
  tenantId: number;
  to: string;
  /** The customer's language (`Content-Language`). */
  locale: Locale;
  /** The tenant's title in `locale`: the From name unless the tenant set its own (`email.from_name`). */
  tenantTitle: string;
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
