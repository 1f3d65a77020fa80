import type { Queryable } from '../db/db';

export interface TenantPaymentRow {
  tenant_id: number;
  provider: string;
  /** Sealed (credentials-seal.ts). */
  credentials: string;
}

/** A stored row with when its provider was last set. */
export interface StoredTenantPaymentRow extends TenantPaymentRow {
  updated_at: Date;
}

export const findTenantPaymentRow = async (db: Queryable, tenantId: number): Promise<StoredTenantPaymentRow | null> =>
  (
    await db.query<StoredTenantPaymentRow>(
      'SELECT tenant_id, provider, credentials, updated_at FROM tenant_payment_providers WHERE tenant_id = $1',
      [tenantId],
    )
  )[0] ?? null;

/** Every tenant's row, for re-sealing them all (`secrets rotate`). */
export const listTenantPaymentRows = (db: Queryable): Promise<TenantPaymentRow[]> =>
  db.query<TenantPaymentRow>('SELECT tenant_id, provider, credentials FROM tenant_payment_providers ORDER BY tenant_id');

export const upsertTenantPaymentRow = async (db: Queryable, row: TenantPaymentRow, at: Date): Promise<void> => {
  await db.query(
    `INSERT INTO tenant_payment_providers (tenant_id, provider, credentials, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE SET provider = EXCLUDED.provider, credentials = EXCLUDED.credentials, updated_at = EXCLUDED.updated_at`,
    [row.tenant_id, row.provider, row.credentials, at],
  );
};

/**
 * Replaces the sealed value only while the row still holds `sealed` (the value it was opened from):
 * false when another rotation or a new provider got there first, whose value is then left as it is.
 * The provider's `updated_at` stays: the provider did not change, only the key it is sealed under.
 */
export const replaceSealedCredentials = async (db: Queryable, tenantId: number, sealed: string, resealed: string): Promise<boolean> =>
  (
    await db.query<{ tenant_id: number }>(
      'UPDATE tenant_payment_providers SET credentials = $3 WHERE tenant_id = $1 AND credentials = $2 RETURNING tenant_id',
      [tenantId, sealed, resealed],
    )
  ).length === 1;

export const deleteTenantPaymentRow = async (db: Queryable, tenantId: number): Promise<void> => {
  await db.query('DELETE FROM tenant_payment_providers WHERE tenant_id = $1', [tenantId]);
};
