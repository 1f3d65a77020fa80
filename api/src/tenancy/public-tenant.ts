import { modulesFromSettings, type Setting, type Tenant } from '@storefront/shared/contracts';
import type { TenantRow } from './tenant-repository';

export const WEBSITE_ENABLED_KEY = 'website.enabled';

/** What the public lookup tells about a tenant, given its `website` settings. */
export const toPublicTenant = (row: TenantRow, websiteSettings: readonly Setting[]): Tenant => ({
  name: row.name,
  country: row.country,
  logo: row.logo,
  title: { ar: row.title_ar, en: row.title_en },
  app_token: row.app_token,
  domain: row.domain,
  default_language: row.default_language,
  website_enabled: websiteSettings.some((setting) => setting.key === WEBSITE_ENABLED_KEY && setting.value === '1'),
  modules: modulesFromSettings(websiteSettings),
});
