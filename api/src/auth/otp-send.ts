import { randomInt } from 'node:crypto';
import type { otpSendResponseSchema } from '@storefront/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import type { RateLimit } from '../http/rate-limit';
import { sendTooManyRequests } from '../http/too-many-requests';
import { oneTimeHash, randomKey } from '../security/one-time-hash';
import { internationalNumber } from '../sms/international-number';
import type { SmsSender } from '../sms/sms-sender';
import { deleteOtpCode, insertOtpCode, type MobileOf } from './otp-repository';
import { OTP_LIFETIME_MS, OTP_MESSAGES, OTP_RESEND_LIMIT } from './otp-rules';
import { otpSendRefusal } from './otp-send-limits';

/** Advisory lock class taken (with the tenant id) while deciding whether to send a code: no two sends slip past a limit together. */
const OTP_SEND_LOCK = 7_311_005;

export interface OtpSendServices {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  otpIpLimit: RateLimit;
}

/**
 * Sends a new 4-digit code to `mobile` by SMS (`smsText` words it), within the resend wait and the
 * per-number and per-IP limits (a 429 with `resend_in` otherwise); only its hash is stored. Answers
 * the otp/send answer; throws a 502 when the SMS provider refused (the code is dropped and does not count).
 */
export const sendOtpCode = async (
  { db, clock, sms, otpIpLimit }: OtpSendServices,
  request: FastifyRequest,
  reply: FastifyReply,
  mobile: MobileOf,
  smsText: (code: string) => string,
): Promise<FastifyReply | z.infer<typeof otpSendResponseSchema>> => {
  const tenant = request.tenant;
  const now = clock();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const salt = randomKey();
  const outcome = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [OTP_SEND_LOCK, tenant.id]);
    const refusal = await otpSendRefusal(tx, tenant.id, mobile, request.ip, now, otpIpLimit);
    if (refusal) return refusal;
    const id = await insertOtpCode(tx, tenant.id, {
      country_code: mobile.country_code,
      mobile: mobile.mobile,
      code_salt: salt,
      code_hash: oneTimeHash(salt, code),
      ip: request.ip,
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_LIFETIME_MS),
    });
    return { id };
  });
  if ('wait' in outcome) return sendTooManyRequests(reply, outcome.message, outcome.wait, { resend_in: outcome.wait });
  try {
    await sms.send({ tenantId: tenant.id, to: internationalNumber(mobile.country_code, mobile.mobile), text: smsText(code), code });
  } catch (error) {
    await deleteOtpCode(db, tenant.id, outcome.id);
    request.log.error({ err: error }, 'verification code SMS not sent');
    throw new HttpError(502, OTP_MESSAGES.notSent);
  }
  return { data: { resend_in: OTP_RESEND_LIMIT.windowMs / 1000, expires_in: OTP_LIFETIME_MS / 1000 } };
};
