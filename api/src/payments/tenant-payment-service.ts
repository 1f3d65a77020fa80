import {
  TENANT_CREDENTIALS,
  TENANT_SECRET_FIELDS,
  type OperatorPaymentProvider,
  type TenantProviderName,
} from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { openWithKeys, sealCredentials, type SecretsKeys } from './credentials-seal';
import {
  deleteTenantPaymentRow,
  findTenantPaymentRow,
  listTenantPaymentRows,
  replaceSealedCredentials,
  upsertTenantPaymentRow,
  type TenantPaymentRow,
} from './tenant-payment-repository';

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

const isProviderName = (name: string): name is TenantProviderName => Object.hasOwn(TENANT_CREDENTIALS, name);

/**
 * The tenant's own provider as the operator may see it: its name, public key, Paymob's integrations,
 * the names of the secrets stored and when it was set; never a secret. Null without a provider of its own
 * (known without SECRETS_KEY: there is nothing to open).
 */
export const showTenantPaymentProvider = async (
  db: Db,
  keys: SecretsKeys | null,
  tenantId: number,
): Promise<OperatorPaymentProvider | null> => {
  const row = await findTenantPaymentRow(db, tenantId);
  if (!row) return null;
  if (!keys) throw new DomainError('payment_keys_not_configured');
  const opened = openWithKeys(keys, tenantId, row.credentials);
  if (opened === null || !isProviderName(row.provider)) throw new DomainError('payment_credentials_unreadable');
  const json: unknown = JSON.parse(opened.plain);
  // Every secret of the shape is required, so a stored provider has them all.
  const base = { updated_at: row.updated_at.toISOString() };
  if (row.provider === 'moyasar') {
    const stored = TENANT_CREDENTIALS.moyasar.parse(json);
    return {
      ...base,
      provider: 'moyasar',
      public_key: stored.publishable_key,
      integration_ids: null,
      stc_pay: stored.stc_pay ?? false,
      apple_pay: stored.apple_pay_association !== undefined,
      secrets_set: [...TENANT_SECRET_FIELDS.moyasar],
    };
  }
  const stored = TENANT_CREDENTIALS.paymob.parse(json);
  return {
    ...base,
    provider: 'paymob',
    public_key: stored.public_key,
    integration_ids: stored.integration_ids,
    stc_pay: false,
    apple_pay: false,
    secrets_set: [...TENANT_SECRET_FIELDS.paymob],
  };
};

/** What `secrets rotate` did: re-sealed under SECRETS_KEY now, already under it, and the tenants whose value no key opens. */
export interface RotationReport {
  resealed: number[];
  current: number[];
  unreadable: number[];
}

/** One row brought under the current key: what became of it (another rotation or a new provider may win the race). */
const resealRow = async (db: Db, keys: SecretsKeys, row: TenantPaymentRow): Promise<keyof RotationReport> => {
  let stored: TenantPaymentRow | null = row;
  // A lost race leaves a value sealed by whoever won (another rotation, a new provider): read it again and judge that one.
  while (stored) {
    const opened = openWithKeys(keys, stored.tenant_id, stored.credentials);
    if (opened === null) return 'unreadable';
    if (opened.current) return 'current';
    const resealed = sealCredentials(keys.current, stored.tenant_id, opened.plain);
    if (await replaceSealedCredentials(db, stored.tenant_id, stored.credentials, resealed)) return 'resealed';
    stored = await findTenantPaymentRow(db, stored.tenant_id);
  }
  // The provider was cleared meanwhile: nothing is left under the old key.
  return 'current';
};

/**
 * Re-seals every tenant's credentials under SECRETS_KEY (those still under SECRETS_KEY_PREVIOUS); a
 * value already under SECRETS_KEY is left alone, so running it again, or from two places at once,
 * changes nothing more. Each row is replaced only if it still holds the value that was opened, so a
 * provider set meanwhile is never overwritten with the older credentials.
 */
export const rotateTenantCredentials = async (db: Db, keys: SecretsKeys): Promise<RotationReport> => {
  const report: RotationReport = { resealed: [], current: [], unreadable: [] };
  for (const row of await listTenantPaymentRows(db)) report[await resealRow(db, keys, row)].push(row.tenant_id);
  return report;
};
