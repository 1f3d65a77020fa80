import type { Queryable } from '../db/db';
import { retryAfterSeconds, windowStart, type RateLimit, type WindowUsage } from '../http/rate-limit';
import { otpSendsFromIp, otpSendsToMobile, type MobileOf } from './otp-repository';
import { OTP_IP_LIMIT, OTP_MESSAGES, OTP_MOBILE_LIMIT, OTP_RESEND_LIMIT } from './otp-rules';

export interface SendRefusal {
  message: string;
  /** Seconds until a code may be sent. */
  wait: number;
}

/** Why no code may be sent to `mobile` from `ip` now (resend wait, per-number and per-IP limits), or null. */
export const otpSendRefusal = async (
  db: Queryable,
  tenantId: number,
  mobile: MobileOf,
  ip: string,
  now: Date,
  ipLimit: RateLimit = OTP_IP_LIMIT,
): Promise<SendRefusal | null> => {
  const checks: Array<[RateLimit, (since: Date) => Promise<WindowUsage>, string]> = [
    [OTP_RESEND_LIMIT, (since) => otpSendsToMobile(db, tenantId, mobile, since), OTP_MESSAGES.resendTooSoon],
    [OTP_MOBILE_LIMIT, (since) => otpSendsToMobile(db, tenantId, mobile, since), OTP_MESSAGES.mobileLimit],
    [ipLimit, (since) => otpSendsFromIp(db, tenantId, ip, since), OTP_MESSAGES.ipLimit],
  ];
  for (const [limit, usage, message] of checks) {
    const wait = retryAfterSeconds(limit, await usage(windowStart(limit, now)), now);
    if (wait > 0) return { message, wait };
  }
  return null;
};
