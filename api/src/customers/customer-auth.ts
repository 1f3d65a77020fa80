import { HEADERS } from '@storefront/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { headerValue } from '../http/header-value';
import { HttpError } from '../http/http-error';
import { customerTokenHash } from './customer-token';
import { useCustomerToken } from './customer-token-repository';

/** The logged-in customer of a request, and the token they sent. */
export interface RequestCustomer {
  id: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `customerAuth` on the routes of a logged-in customer. */
    customer: RequestCustomer;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * preHandler of every customer route, after the tenant check: `x-authorization-token: Bearer <token>`
 * must be a live token of this tenant. Anything else is a 401, which the storefront reads as "guest".
 */
export const customerAuth =
  (db: Db, clock: Clock) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = BEARER.exec(headerValue(request, HEADERS.authorization) ?? '')?.[1];
    if (!token)
      throw new HttpError(401, 'customer_token_invalid', { message: `Send the ${HEADERS.authorization} header as Bearer <token>` });
    const live = await useCustomerToken(db, request.tenant.id, customerTokenHash(token), clock());
    if (!live) throw new HttpError(401, 'customer_token_invalid');
    request.customer = { id: live.customer_id, tokenId: live.id };
  };
