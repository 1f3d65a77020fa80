import type { Locale } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { findTenantSender } from './tenant-sender-repository';

export interface EmailAddress {
  name: string;
  address: string;
}

/**
 * The From of a tenant's e-mail in `locale`: the tenant's `email.from_name` (else its title in that
 * language) and its `email.from_address` (else the platform's EMAIL_FROM). An empty setting counts as unset.
 */
export const tenantSender = async (db: Queryable, tenantId: number, locale: Locale, platformAddress: string): Promise<EmailAddress> => {
  const row = await findTenantSender(db, tenantId);
  if (!row) throw new Error(`no tenant ${tenantId} to send an e-mail for`);
  return {
    name: row.from_name || (locale === 'ar' ? row.title_ar : row.title_en),
    address: row.from_address || platformAddress,
  };
};
