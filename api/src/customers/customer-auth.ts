import { HEADERS } from '@storefront/shared/contracts';
import type { RouteGenericInterface } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { headerValue } from '../http/header-value';
import { DomainError } from '../domain/domain-error';
import type { TenantRequest } from '../tenancy/request-tenant';
import { customerTokenHash } from './customer-token';
import { useCustomerToken } from './customer-token-repository';

/** The logged-in customer of a request, and the token they sent. */
export interface RequestCustomer {
  id: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until a customer token is checked: inside `customerScope` a `CustomerRequest`. */
    customer: RequestCustomer | null;
  }
}

/** A request of a customer-scoped route (`customerScope`): its tenant and its logged-in customer are known. */
export type CustomerRequest<G extends RouteGenericInterface = RouteGenericInterface> = TenantRequest<G> & { customer: RequestCustomer };

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * preValidation hook of `customerScope` (and the check of a call a guest may make too), after the tenant
 * check: `x-authorization-token: Bearer <token>` must be a live token of this tenant. Anything else is a 401, which the storefront reads as "guest".
 */
export const customerAuth =
  (db: Db, clock: Clock) =>
  async (request: TenantRequest): Promise<RequestCustomer> => {
    const token = BEARER.exec(headerValue(request, HEADERS.authorization) ?? '')?.[1];
    if (!token) throw new DomainError('customer_token_invalid', { message: `Send the ${HEADERS.authorization} header as Bearer <token>` });
    const live = await useCustomerToken(db, request.tenant.id, customerTokenHash(token), clock());
    if (!live) throw new DomainError('customer_token_invalid');
    request.customer = { id: live.customer_id, tokenId: live.id };
    return request.customer;
  };
