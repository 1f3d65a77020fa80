import type { Queryable } from '../db/db';

export interface NewContactMessage {
  name: string;
  email: string;
  country_code: string;
  mobile: string;
  message: string;
  ip: string;
  created_at: Date;
}

export const insertContactMessage = async (db: Queryable, tenantId: number, message: NewContactMessage): Promise<number> => {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (tenant_id, name, email, country_code, mobile, message, ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [tenantId, message.name, message.email, message.country_code, message.mobile, message.message, message.ip, message.created_at],
  );
  if (!row) throw new Error('contact message was not stored');
  return row.id;
};
