/** One e-mail to a customer. */
export interface EmailMessage {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mails (docs/api.md, "E-mail"); throws when the message could not be handed over. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
