import { HEADERS, OPERATOR_KEY_HEADER } from '@storefront/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { headerValue } from '../http/header-value';
import { DomainError } from '../domain/domain-error';
import { limitRefusal } from '../limits/take-limits';
import { requestTenantOf } from '../tenancy/request-tenant';
import { tenantScopeCheckedBy, type TenantScope } from '../tenancy/scopes';
import type { OperatorKeyCheck } from './operator-key-check';

/**
 * onRequest hook of the operator routes: x-tenant and x-operator-key must match one of the tenant's keys
 * (`operatorKeyCheck`: wrong keys are limited per address, 429 with Retry-After once it is locked).
 */
export const operatorKeyAuth =
  (check: OperatorKeyCheck) =>
  async (request: FastifyRequest): Promise<void> => {
    const name = headerValue(request, HEADERS.tenant);
    const key = headerValue(request, OPERATOR_KEY_HEADER);
    if (!name || !key)
      throw new DomainError('operator_credentials_invalid', {
        message: `Send the ${HEADERS.tenant} and ${OPERATOR_KEY_HEADER} headers`,
      });
    const answer = await check(request.ip, name, key);
    if (answer.verdict === 'locked') throw limitRefusal('too_many_operator_keys', answer.retryAfterSeconds);
    if (answer.verdict === 'wrong') throw new DomainError('operator_credentials_invalid');
    request.tenant = requestTenantOf(answer.tenant);
  };

/** The parent plugin of the restaurant's routes: a tenant scope checked by x-tenant + x-operator-key. */
export const operatorScope = (check: OperatorKeyCheck, routes: (scope: TenantScope) => Promise<void>) =>
  tenantScopeCheckedBy(operatorKeyAuth(check), { tenant: [], operatorKey: [] }, routes);
