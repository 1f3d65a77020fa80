import type { Tenant } from '@storefront/shared/contracts';
import { findSettings } from '../content/settings-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { tenantNameFromHost } from './host';
import { toPublicTenant } from './public-tenant';
import { findTenantByHost } from './tenant-repository';

/**
 * The tenant behind a hostname, by its own domain or `{name}.{baseHost}`, with its website settings and
 * the hosted human check its pages may load (`humanCheckWidget`, the platform's; null for the sandbox).
 */
export const tenantAtHost = async (
  db: Db,
  hostname: string,
  baseHost: string,
  humanCheckWidget: Tenant['human_check'] | null,
): Promise<Tenant> => {
  const tenant = await findTenantByHost(db, hostname, tenantNameFromHost(hostname, baseHost));
  if (!tenant) throw new DomainError('tenant_not_found', { message: `No tenant at ${hostname}` });
  const found = toPublicTenant(tenant, await findSettings(db, tenant.id, ['website']));
  return humanCheckWidget ? { ...found, human_check: humanCheckWidget } : found;
};
