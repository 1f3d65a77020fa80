import type { Locale } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { findTenantDomain } from './tenant-repository';

/**
 * A page of the tenant's storefront to come back to (after a payment): `storefrontUrl` (`STOREFRONT_URL`,
 * `{host}` standing for the tenant's domain) with `path`, under `/en` for a customer who paid in English.
 */
export const storefrontPageUrl = async (
  db: Db,
  { storefrontUrl, tenantId, locale, path }: { storefrontUrl: string; tenantId: number; locale: Locale | null; path: string },
): Promise<string> => {
  const domain = await findTenantDomain(db, tenantId);
  const origin = storefrontUrl.replace('{host}', domain ?? 'localhost').replace(/\/$/, '');
  return `${origin}${locale === 'en' ? '/en' : ''}${path}`;
};
