import { PAYMENT_PATHS, requestHeaders, type Tenant } from '@storefront/shared/contracts';

/**
 * The tenant's Apple Pay domain association file (its Moyasar account's web registration), which Apple
 * fetches from each domain the storefront is served on; null when the tenant has none.
 */
export const fetchApplePayAssociation = async (apiUrl: string, tenant: Tenant): Promise<string | null> => {
  const headers = requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: 'en' });
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}${PAYMENT_PATHS.applePayAssociation}`, { headers });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the api answered ${response.status} for the Apple Pay domain association`);
  return response.text();
};
