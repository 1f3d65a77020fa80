import { HEADERS, type Locale } from '@storefront/shared/contracts';
import type { TenantRequest } from '../tenancy/request-tenant';
import { headerValue } from './header-value';

/** The language the customer uses on this call (`x-localization`, as the storefront sends its page's), else the tenant's default. */
export const requestLocale = (request: TenantRequest): Locale => {
  const asked = headerValue(request, HEADERS.localization);
  return asked === 'en' || asked === 'ar' ? asked : request.tenant.default_language;
};
