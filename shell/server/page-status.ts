import { API_PATHS, pagesResponseSchema, requestHeaders, type Tenant } from '@storefront/shared/contracts';
import { matchRoute } from '@storefront/shared/routing';

/**
 * 404 for `/page/{slug}` when the tenant has no such page (the page itself then says so), whether
 * the page is rendered on the server or in the browser. A failed call leaves the status as it was.
 */
export const contentPageStatus = async (apiUrl: string, tenant: Tenant, pathname: string, status: number): Promise<number> => {
  const match = matchRoute(pathname);
  const slug = match?.route.screen === 'page' ? match.params.slug : undefined;
  if (!slug || status !== 200) return status;
  try {
    const headers = requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: tenant.default_language });
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${API_PATHS.pages}`, { headers });
    if (!response.ok) return status;
    const pages = pagesResponseSchema.safeParse(await response.json());
    return pages.success && !pages.data.data.some((page) => page.slug === slug) ? 404 : status;
  } catch {
    return status;
  }
};
