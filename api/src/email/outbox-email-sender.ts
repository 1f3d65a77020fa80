import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { EmailSender } from './email-sender';

/** The default sender for development: keeps every e-mail in the outbox (`channel = 'email'`), sends nothing. */
export const outboxEmailSender = (db: Db, clock: Clock): EmailSender => ({
  send: async ({ tenantId, to, subject, text, code }) => {
    await db.query("INSERT INTO sms_outbox (tenant_id, channel, recipient, text, code, created_at) VALUES ($1, 'email', $2, $3, $4, $5)", [
      tenantId,
      to,
      `${subject}\n\n${text}`,
      code ?? null,
      clock(),
    ]);
  },
});
