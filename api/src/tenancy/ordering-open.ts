import { settingValue } from '../content/settings-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
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
    if ((await settingValue(db, request.tenant.id, WEBSITE_ENABLED_KEY)) !== '1')
      throw new DomainError('order_service_unavailable', { variant: 'website_off' });
  };
