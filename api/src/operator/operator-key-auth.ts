import { HEADERS, OPERATOR_KEY_HEADER } from '@storefront/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { headerValue } from '../http/header-value';
import { HttpError } from '../http/http-error';
import { verifySecret } from '../security/secrets';
import { requestTenantOf } from '../tenancy/request-tenant';
import { findTenantByName } from '../tenancy/tenant-repository';
import { findOperatorKeyHashes } from './operator-key-repository';

/** onRequest hook of the operator routes: x-tenant and x-operator-key must match one of the tenant's keys. */
export const operatorKeyAuth =
  (db: Db) =>
  async (request: FastifyRequest): Promise<void> => {
    const name = headerValue(request, HEADERS.tenant);
    const key = headerValue(request, OPERATOR_KEY_HEADER);
    if (!name || !key) throw new HttpError(401, `Send the ${HEADERS.tenant} and ${OPERATOR_KEY_HEADER} headers`);
    const tenant = await findTenantByName(db, name);
    const hashes = tenant ? await findOperatorKeyHashes(db, tenant.id) : [];
    const matches = await Promise.all(hashes.map((hash) => verifySecret(key, hash)));
    if (!tenant || !matches.includes(true)) throw new HttpError(401, 'Unknown tenant or wrong operator key');
    request.tenant = requestTenantOf(tenant);
  };
