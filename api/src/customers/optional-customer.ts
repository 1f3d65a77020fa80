import { HEADERS } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { headerValue } from '../http/header-value';
import { DomainError } from '../domain/domain-error';
import type { TenantRequest } from '../tenancy/request-tenant';
import { customerAuth } from './customer-auth';

/**
 * The logged-in customer of a call a guest may make too (carts, coupon check): their id when the
 * request carries a live customer token, else null. A token that is not live counts as a guest's
 * call: it can reach no more than a guest's carts.
 */
export const optionalCustomerId = async (db: Db, clock: Clock, request: TenantRequest): Promise<number | null> => {
  if (!headerValue(request, HEADERS.authorization)) return null;
  try {
    return (await customerAuth(db, clock)(request)).id;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'customer_token_invalid') return null;
    throw error;
  }
};
