import type { Queryable } from '../db/db';

/** Forgets the provider's deliveries received before `before`. */
export const forgetWebhookEventsBefore = async (db: Queryable, provider: string, before: Date): Promise<void> => {
  await db.query('DELETE FROM payment_webhook_events WHERE provider = $1 AND received_at < $2', [provider, before]);
};

/** Records a delivery; false when it was recorded already (a replay). */
export const recordWebhookEvent = async (db: Queryable, provider: string, eventId: string, at: Date): Promise<boolean> =>
  (
    await db.query(
      'INSERT INTO payment_webhook_events (provider, event_id, received_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id',
      [provider, eventId, at],
    )
  ).length > 0;

export const forgetWebhookEvent = async (db: Queryable, provider: string, eventId: string): Promise<void> => {
  await db.query('DELETE FROM payment_webhook_events WHERE provider = $1 AND event_id = $2', [provider, eventId]);
};
