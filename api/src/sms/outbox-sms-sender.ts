import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { SmsSender } from './sms-sender';

/** The default sender for development: keeps every message in the `sms_outbox` table, sends nothing. */
export const outboxSmsSender = (db: Db, clock: Clock): SmsSender => ({
  send: async ({ tenantId, to, text, code }) => {
    await db.query('INSERT INTO sms_outbox (tenant_id, recipient, text, code, created_at) VALUES ($1, $2, $3, $4, $5)', [
      tenantId,
      to,
      text,
      code,
      clock(),
    ]);
  },
});
