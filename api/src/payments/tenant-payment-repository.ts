import type { Queryable } from '../db/db';

export interface TenantPaymentRow {
  tenant_id: number;
  provider: string;
  /** Sealed (credentials-seal.ts). */
  credentials: string;
}

export const findTenantPaymentRow = async (db: Queryable, tenantId: number): Promise<TenantPaymentRow | null> =>
  (
    await db.query<TenantPaymentRow>('SELECT tenant_id, provider, credentials FROM tenant_payment_providers WHERE tenant_id = $1', [
      tenantId,
    ])
  )[0] ?? null;

export const upsertTenantPaymentRow = async (db: Queryable, row: TenantPaymentRow, at: Date): Promise<void> => {
  await db.query(
    `INSERT INTO tenant_payment_providers (tenant_id, provider, credentials, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE SET provider = EXCLUDED.provider, credentials = EXCLUDED.credentials, updated_at = EXCLUDED.updated_at`,
    [row.tenant_id, row.provider, row.credentials, at],
  );
};

export const deleteTenantPaymentRow = async (db: Queryable, tenantId: number): Promise<void> => {
  await db.query('DELETE FROM tenant_payment_providers WHERE tenant_id = $1', [tenantId]);
};
