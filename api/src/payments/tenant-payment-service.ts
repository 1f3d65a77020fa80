import type { Db } from '../db/db';
import { sealCredentials } from './credentials-seal';
import { TENANT_CREDENTIALS, type TenantProviderName } from './tenant-payment-providers';
import { deleteTenantPaymentRow, upsertTenantPaymentRow } from './tenant-payment-repository';

/**
 * Gives a tenant its own provider: the credentials are checked against the provider's shape, sealed
 * with SECRETS_KEY (AES-256-GCM, bound to the tenant) and stored; the next payment call uses them.
 * Throws (zod) naming a missing or malformed credential.
 */
export const setTenantPaymentProvider = async (
  db: Db,
  secretsKey: Buffer,
  tenantId: number,
  provider: TenantProviderName,
  credentials: unknown,
  now: Date,
): Promise<void> => {
  const checked = TENANT_CREDENTIALS[provider].parse(credentials);
  await upsertTenantPaymentRow(
    db,
    { tenant_id: tenantId, provider, credentials: sealCredentials(secretsKey, tenantId, JSON.stringify(checked)) },
    now,
  );
};

/** The tenant pays through PAYMENT_PROVIDER again. */
export const clearTenantPaymentProvider = (db: Db, tenantId: number): Promise<void> => deleteTenantPaymentRow(db, tenantId);
