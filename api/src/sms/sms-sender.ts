/** One text message to a customer's phone. */
export interface SmsMessage {
  tenantId: number;
  /** International form: `+966551234567`. */
  to: string;
  text: string;
  /** The one-time code the text carries, if any (the development outbox lists it apart). */
  code: string | null;
}

/** Sends text messages (docs/api.md, "SMS"); throws when the message could not be handed over. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
