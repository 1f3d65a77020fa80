/** One e-mail to a customer. */
export interface EmailMessage {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  /** A one-time code the text carries (kept apart by the development outbox, as SMS codes are). */
  code?: string;
}

/** Sends e-mails (docs/api.md, "E-mail"); throws when the message could not be handed over. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
