import type { RateLimit } from '../http/rate-limit';
import type { Limiter, LimitSlot } from '../limits/limiter';
import { takeLimitsOrRefuse, type LimitCheck } from '../limits/take-limits';
import type { TenantRequest } from '../tenancy/request-tenant';

/** Coupon codes that did not apply, per address and per customer, before coupon attempts must wait (guessing codes). */
export const COUPON_FAILURE_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };

/** Takes a slot of the coupon-failure limits of this request's address (and customer, when logged in), 429 when full; give them back when the code applied. */
export const takeCouponAttempt = async (
  limiter: Limiter,
  request: TenantRequest,
  customerId: number | null,
  now: Date,
): Promise<LimitSlot[]> => {
  const tenantId = request.tenant.id;
  const checks: LimitCheck[] = [
    { key: { tenantId, rule: 'coupon-ip', subject: request.ip }, limit: COUPON_FAILURE_LIMIT, code: 'too_many_coupon_attempts' },
  ];
  if (customerId !== null)
    checks.push({
      key: { tenantId, rule: 'coupon-customer', subject: String(customerId) },
      limit: COUPON_FAILURE_LIMIT,
      code: 'too_many_coupon_attempts',
    });
  return takeLimitsOrRefuse(limiter, checks, now);
};
