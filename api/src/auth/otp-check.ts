import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { oneTimeHash } from '../security/one-time-hash';
import { safeEqual } from '../security/secrets';
import { giveBackOtpAttempt, latestOtpCode, takeOtpAttempt, useOtpCode, type MobileOf } from './otp-repository';
import { OTP_MAX_ATTEMPTS } from './otp-rules';

const refuse = (code: 'otp_incorrect' | 'otp_burned' | 'otp_expired'): DomainError => new DomainError(code);

/**
 * Checks a code typed for a mobile against the last code sent to it: answers its id, or throws the
 * 422 that explains why not (wrong and counted, burned, expired or used). Use it up with `spendOtpCode`.
 */
export const checkOtpCode = async (db: Queryable, tenantId: number, mobile: MobileOf, code: string, now: Date): Promise<number> => {
  const sent = await latestOtpCode(db, tenantId, mobile);
  if (!sent) throw refuse('otp_incorrect');
  if (sent.attempts >= OTP_MAX_ATTEMPTS) throw refuse('otp_burned');
  if (sent.used_at || sent.expires_at <= now) throw refuse('otp_expired');
  // An attempt is taken before the code is compared (one conditional write), so parallel guesses never
  // get past OTP_MAX_ATTEMPTS together; the right code gives its attempt back.
  const attempts = await takeOtpAttempt(db, tenantId, sent.id, OTP_MAX_ATTEMPTS);
  if (attempts === null) throw refuse('otp_burned');
  if (!safeEqual(oneTimeHash(sent.code_salt, code), sent.code_hash))
    throw refuse(attempts >= OTP_MAX_ATTEMPTS ? 'otp_burned' : 'otp_incorrect');
  await giveBackOtpAttempt(db, tenantId, sent.id);
  return sent.id;
};

/** Uses a checked code up inside the transaction that logs in; throws "expired" when it was used meanwhile. */
export const spendOtpCode = async (tx: Queryable, tenantId: number, id: number, now: Date): Promise<void> => {
  if (!(await useOtpCode(tx, tenantId, id, OTP_MAX_ATTEMPTS, now))) throw refuse('otp_expired');
};
