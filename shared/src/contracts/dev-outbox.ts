import { z } from 'zod/mini';
import { listOf } from './common';

/** GET: the messages the development SMS and e-mail senders kept for the tenant, newest first (only with DEV_OUTBOX=1). */
export const DEV_OUTBOX_PATH = '/api/v1/dev/outbox';

export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  /** The number in international form (`+966551234567`), or the e-mail address. */
  to: z.string(),
  text: z.string(),
  /** The one-time code the text carries, if any. */
  code: z.nullable(z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const devOutboxResponseSchema = listOf(outboxMessageSchema);
