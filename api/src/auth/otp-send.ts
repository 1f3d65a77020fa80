import { randomInt } from 'node:crypto';
import type { otpSendResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { RateLimit } from '../http/rate-limit';
import type { HumanCheckFactory } from '../human-check/human-check';
import { admitChecked, type HumanCheckAnswer } from '../human-check/human-check-gate';
import type { Limiter } from '../limits/limiter';
import { giveBackAll } from '../limits/take-limits';
import { oneTimeHash, randomKey } from '../security/one-time-hash';
import { internationalNumber } from '../sms/international-number';
import type { SmsSender } from '../sms/sms-sender';
import { deleteOtpCode, insertOtpCode, type MobileOf } from './otp-repository';
import { OTP_LIFETIME_MS, OTP_RESEND_LIMIT } from './otp-rules';
import { otpSendLimits } from './otp-send-limits';
import type { TenantRequest } from '../tenancy/request-tenant';

export interface OtpSendServices {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  limiter: Limiter;
  humanCheck: HumanCheckFactory;
  otpIpLimit: RateLimit;
}

export interface OtpSendRequest {
  mobile: MobileOf;
  /** Words the SMS around the code. */
  smsText: (code: string) => string;
  /** Ask for the human check from the second code of the number's window on (login codes; a logged-in customer's are not). */
  humanCheckAfterFirstCode: boolean;
  humanCheckAnswer?: HumanCheckAnswer;
}

/**
 * Sends a new 4-digit code to a mobile by SMS, after taking a slot of the resend wait and of the
 * per-number and per-IP limits (a 429 with `resend_in` otherwise) and, past the number's first code,
 * the human check (a 428); only its hash is stored. Answers the otp/send answer; throws `otp_not_sent`
 * (502, the provider's error logged) when the SMS provider refused (the code is dropped and its slots
 * given back).
 */
export const sendOtpCode = async (
  { db, clock, sms, limiter, humanCheck, otpIpLimit }: OtpSendServices,
  request: TenantRequest,
  { mobile, smsText, humanCheckAfterFirstCode, humanCheckAnswer }: OtpSendRequest,
): Promise<z.infer<typeof otpSendResponseSchema>> => {
  const tenant = request.tenant;
  const now = clock();
  const checks = otpSendLimits(tenant.id, {
    mobile,
    ip: request.ip,
    ipLimit: otpIpLimit,
    uncheckedAllowance: humanCheckAfterFirstCode && !humanCheckAnswer,
  });
  const slots = await admitChecked(
    { limiter, humanCheck: humanCheck(tenant.id) },
    { checks, now, sent: humanCheckAnswer, details: (wait) => ({ resend_in: wait }) },
  );
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const salt = randomKey();
  const id = await insertOtpCode(db, tenant.id, {
    country_code: mobile.country_code,
    mobile: mobile.mobile,
    code_salt: salt,
    code_hash: oneTimeHash(salt, code),
    ip: request.ip,
    created_at: now,
    expires_at: new Date(now.getTime() + OTP_LIFETIME_MS),
  });
  try {
    await sms.send({ tenantId: tenant.id, to: internationalNumber(mobile.country_code, mobile.mobile), text: smsText(code), code });
  } catch (error) {
    await deleteOtpCode(db, tenant.id, id);
    await giveBackAll(limiter, slots);
    throw new DomainError('otp_not_sent', { cause: error });
  }
  return { data: { resend_in: OTP_RESEND_LIMIT.windowMs / 1000, expires_in: OTP_LIFETIME_MS / 1000 } };
};
