import { HEADERS } from '@storefront/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { headerValue } from '../http/header-value';
import { DomainError } from '../domain/domain-error';
import { safeEqual } from '../security/secrets';
import { requestTenantOf } from './request-tenant';
import { findTenantByName } from './tenant-repository';

/**
 * onRequest hook of the storefront routes: x-tenant and x-app-token must name a tenant and its token.
 * The request is then bound to that tenant (`request.tenant`) for every query it makes.
 */
export const appTokenAuth =
  (db: Db) =>
  async (request: FastifyRequest): Promise<void> => {
    const name = headerValue(request, HEADERS.tenant);
    const token = headerValue(request, HEADERS.appToken);
    if (!name || !token)
      throw new DomainError('tenant_credentials_invalid', { message: `Send the ${HEADERS.tenant} and ${HEADERS.appToken} headers` });
    // Cached per instance (app.tenantRows, emptied with the first-visit answers): a request need not ask the database.
    const tenant = await request.server.tenantRows.get(name, () => findTenantByName(db, name));
    if (!tenant || !safeEqual(token, tenant.app_token)) throw new DomainError('tenant_credentials_invalid');
    request.tenant = requestTenantOf(tenant);
  };
