import type { Queryable } from '../db/db';

/** What the From of a tenant's e-mails is made of: its titles and its own sender (settings `email.from_name`, `email.from_address`). */
export interface TenantSenderRow {
  title_ar: string;
  title_en: string;
  from_name: string | null;
  from_address: string | null;
}

export const findTenantSender = async (db: Queryable, tenantId: number): Promise<TenantSenderRow | null> => {
  const [row] = await db.query<TenantSenderRow>(
    `SELECT t.title_ar, t.title_en, n.value AS from_name, a.value AS from_address
       FROM tenants t
       LEFT JOIN settings n ON n.tenant_id = t.id AND n.key = 'email.from_name'
       LEFT JOIN settings a ON a.tenant_id = t.id AND a.key = 'email.from_address'
      WHERE t.id = $1`,
    [tenantId],
  );
  return row ?? null;
};
