import { settingValue } from '../content/settings-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { AnswerCache } from '../http/answer-cache';
import { WEBSITE_ENABLED_KEY } from './public-tenant';
import type { TenantRequest } from './request-tenant';

/**
 * onRequest hook of the ordering calls (carts, checkout, orders, payment), after the tenant check: a
 * tenant whose website is switched off (`website.enabled` not '1', the storefront shows /closed)
 * takes no cart and no order, whoever calls its api directly. The switch is read through the answer
 * cache (a statement less on every call of a lunch rush): emptied with the tenant's other answers when
 * an operator changes a setting, and at most ANSWER_CACHE_TTL_MS old when it was changed elsewhere.
 */
export const orderingOpen =
  (db: Db, cache: Pick<AnswerCache, 'get'>) =>
  async (request: TenantRequest): Promise<void> => {
    const tenantId = request.tenant.id;
    if ((await cache.get(tenantId, `setting:${WEBSITE_ENABLED_KEY}`, () => settingValue(db, tenantId, WEBSITE_ENABLED_KEY))) !== '1')
      throw new DomainError('order_service_unavailable', { variant: 'website_off' });
  };
