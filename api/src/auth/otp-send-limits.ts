import { HUMAN_CHECK_REQUIRED } from '@storefront/shared/contracts';
import type { RateLimit } from '../http/rate-limit';
import type { LimitCheck } from '../limits/take-limits';
import type { MobileOf } from './otp-repository';
import { OTP_MOBILE_LIMIT, OTP_RESEND_LIMIT, OTP_UNCHECKED_LIMIT } from './otp-rules';

const numberOf = ({ country_code, mobile }: MobileOf): string => `${country_code}:${mobile}`;

/**
 * The limits a code takes a slot of before it is sent, all in one `takeLimits` so that a request
 * refused by any of them, or because one cannot be checked, keeps none: the number's resend wait (one
 * code a minute), the per-number and per-address limits, then, when the human check is needed past the
 * number's first code and none was sent, the number's codes without it (OTP_UNCHECKED_LIMIT; full: 428
 * `human_check_required`). The resend wait comes first, so one request of a number at a time gets as far
 * as that allowance.
 */
export const otpSendLimits = (
  tenantId: number,
  { mobile, ip, ipLimit, uncheckedAllowance }: { mobile: MobileOf; ip: string; ipLimit: RateLimit; uncheckedAllowance: boolean },
): LimitCheck[] => [
  { key: { tenantId, rule: 'otp-resend', subject: numberOf(mobile) }, limit: OTP_RESEND_LIMIT, code: 'otp_resend_too_soon' },
  { key: { tenantId, rule: 'otp-mobile', subject: numberOf(mobile) }, limit: OTP_MOBILE_LIMIT, code: 'otp_mobile_limit' },
  { key: { tenantId, rule: 'otp-ip', subject: ip }, limit: ipLimit, code: 'otp_ip_limit' },
  ...(uncheckedAllowance
    ? [
        {
          key: { tenantId, rule: 'otp-mobile-unchecked', subject: numberOf(mobile) },
          limit: OTP_UNCHECKED_LIMIT,
          code: HUMAN_CHECK_REQUIRED.code,
        },
      ]
    : []),
];
