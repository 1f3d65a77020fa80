import type { OutboxMessage } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

const OUTBOX_PAGE = 100;

/** The tenant's newest messages (SMS and e-mails) in the development outbox, newest first. */
export const findOutboxMessages = async (db: Queryable, tenantId: number): Promise<OutboxMessage[]> => {
  const rows = await db.query<{
    channel: OutboxMessage['channel'];
    recipient: string;
    text: string;
    code: string | null;
    created_at: Date;
  }>('SELECT channel, recipient, text, code, created_at FROM sms_outbox WHERE tenant_id = $1 ORDER BY id DESC LIMIT $2', [
    tenantId,
    OUTBOX_PAGE,
  ]);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    text: row.text,
    code: row.code,
    created_at: row.created_at.toISOString(),
  }));
};
