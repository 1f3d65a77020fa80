import type { RateLimit } from '../http/rate-limit';
import type { LimitKey } from '../limits/limiter';
import type { LimitCheck } from '../limits/take-limits';
import type { MobileOf } from './otp-repository';
import { OTP_MOBILE_LIMIT, OTP_RESEND_LIMIT } from './otp-rules';

const numberOf = ({ country_code, mobile }: MobileOf): string => `${country_code}:${mobile}`;

/** The resend wait of a number: one code a minute. */
export const otpResendLimit = (tenantId: number, mobile: MobileOf): LimitCheck => ({
  key: { tenantId, rule: 'otp-resend', subject: numberOf(mobile) },
  limit: OTP_RESEND_LIMIT,
  code: 'otp_resend_too_soon',
});

/** The codes a number may get without the human check (OTP_UNCHECKED_LIMIT). */
export const uncheckedOtpSend = (tenantId: number, mobile: MobileOf): LimitKey => ({
  tenantId,
  rule: 'otp-mobile-unchecked',
  subject: numberOf(mobile),
});

/** The per-number and per-address limits of the codes. */
export const otpSendLimits = (tenantId: number, mobile: MobileOf, ip: string, ipLimit: RateLimit): LimitCheck[] => [
  { key: { tenantId, rule: 'otp-mobile', subject: numberOf(mobile) }, limit: OTP_MOBILE_LIMIT, code: 'otp_mobile_limit' },
  { key: { tenantId, rule: 'otp-ip', subject: ip }, limit: ipLimit, code: 'otp_ip_limit' },
];
