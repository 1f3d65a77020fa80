import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { WEBSITE_ENABLED_KEY } from './public-tenant';
import type { TenantRequest } from './request-tenant';

/**
 * onRequest hook of the ordering calls (carts, checkout, orders, payment), after the tenant check: a
 * tenant whose website is switched off (`website.enabled` not '1', the storefront shows /closed)
 * takes no cart and no order, whoever calls its api directly.
 */
export const orderingOpen =
  (db: Db) =>
  async (request: TenantRequest): Promise<void> => {
    const [setting] = await db.query<{ value: string }>('SELECT value FROM settings WHERE tenant_id = $1 AND key = $2', [
      request.tenant.id,
      WEBSITE_ENABLED_KEY,
    ]);
    if (setting?.value !== '1') throw new HttpError(403, 'order_service_unavailable');
  };
