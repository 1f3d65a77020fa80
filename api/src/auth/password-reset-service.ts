import { randomInt } from 'node:crypto';
import { LIMITS, type CustomerDetails, type Locale, type passwordResetBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { findCustomerDetails, findPasswordLogin, setPasswordHash } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { logoutEverywhere } from '../customers/customer-service';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { BackgroundWork } from '../background/background-work';
import type { EmailSender } from '../email/email-sender';
import type { Limiter } from '../limits/limiter';
import { giveBackAll, takeLimitsOrRefuse } from '../limits/take-limits';
import type { Realtime } from '../realtime/realtime';
import { passwordResetEmail } from '../email/password-reset-email';
import { oneTimeHash, randomKey } from '../security/one-time-hash';
import { hashSecret, safeEqual } from '../security/secrets';
import type { RequestTenant } from '../tenancy/request-tenant';
import { RESET_CODE_LIFETIME_MS, RESET_MAX_ATTEMPTS, passwordResetRequestLimits, passwordResetVerifyLimits } from './password-reset-limits';
import {
  deletePasswordResetCode,
  giveBackPasswordResetAttempt,
  insertPasswordResetCode,
  latestPasswordResetCode,
  type PasswordResetCodeRow,
  takePasswordResetAttempt,
  usePasswordResetCode,
} from './password-reset-repository';

type ResetBody = z.output<typeof passwordResetBodySchema>;

const refuse = (code: 'otp_incorrect' | 'otp_burned' | 'otp_expired'): DomainError => new DomainError(code);

/**
 * A reset code for the e-mail, stored hashed, after a slot of the per-address and per-e-mail limits
 * (429 when full). When the tenant has a customer with this e-mail the code is sent to it, after the
 * answer (`background`): the caller's answer is the same, and as fast, whether or not the e-mail has
 * an account. Otherwise a code nobody is sent is stored all the same, so that guesses against an
 * unknown e-mail are counted, burned and expired exactly as against a customer's. A failed send
 * removes the code, and is logged.
 */
export const requestPasswordReset = async (
  { db, email, limiter, background }: { db: Db; email: EmailSender; limiter: Limiter; background: BackgroundWork },
  tenant: RequestTenant,
  { email: typed, locale, ip }: { email: string; locale: Locale; ip: string },
  now: Date,
): Promise<void> => {
  const address = typed.toLowerCase();
  await takeLimitsOrRefuse(limiter, passwordResetRequestLimits(tenant.id, address, ip), now);
  const customer = await findPasswordLogin(db, tenant.id, address);
  const code = String(randomInt(0, 10 ** LIMITS.verificationCode)).padStart(LIMITS.verificationCode, '0');
  const salt = randomKey();
  const id = await insertPasswordResetCode(db, tenant.id, {
    email: address,
    customer_id: customer?.id ?? null,
    code_salt: salt,
    // Without an account the stored answer is a random key: no typed code can match it.
    code_hash: oneTimeHash(salt, customer ? code : randomKey()),
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_CODE_LIFETIME_MS),
  });
  if (!customer) return;
  background.run(async () => {
    try {
      await email.send(passwordResetEmail(tenant, locale, address, code, RESET_CODE_LIFETIME_MS / 60_000));
    } catch (error) {
      await deletePasswordResetCode(db, tenant.id, id);
      throw error;
    }
  }, 'password reset e-mail not sent');
};

/** Checks a code against the last one asked for the e-mail: answers it, or throws why not (wrong and counted, burned, expired or used). */
const checkResetCode = async (db: Queryable, tenantId: number, address: string, code: string, now: Date): Promise<PasswordResetCodeRow> => {
  const sent = await latestPasswordResetCode(db, tenantId, address);
  if (!sent) throw refuse('otp_incorrect');
  if (sent.attempts >= RESET_MAX_ATTEMPTS) throw refuse('otp_burned');
  if (sent.used_at || sent.expires_at <= now) throw refuse('otp_expired');
  // The attempt is taken before comparing (one conditional write), so parallel guesses never pass the limit together.
  const attempts = await takePasswordResetAttempt(db, tenantId, sent.id, RESET_MAX_ATTEMPTS);
  if (attempts === null) throw refuse('otp_burned');
  if (!safeEqual(oneTimeHash(sent.code_salt, code), sent.code_hash))
    throw refuse(attempts >= RESET_MAX_ATTEMPTS ? 'otp_burned' : 'otp_incorrect');
  await giveBackPasswordResetAttempt(db, tenantId, sent.id);
  return sent;
};

/**
 * Sets a new password with the code sent by e-mail, after a slot of the address's verify limit (given
 * back when it succeeds): the code is used up, the customer is signed out of every device (tokens and
 * push subscriptions, as "log out of every device") and a new token is answered, in one transaction.
 * The old devices' open sockets stop hearing the customer's orders at once, on every api instance.
 */
export const resetPassword = async (
  { db, limiter, realtime }: { db: Db; limiter: Limiter; realtime: Realtime },
  tenant: RequestTenant,
  { body, ip }: { body: ResetBody; ip: string },
  now: Date,
): Promise<{ token: string; customer: CustomerDetails; is_new: false }> => {
  const slots = await takeLimitsOrRefuse(limiter, passwordResetVerifyLimits(tenant.id, ip), now);
  const reset = await setPasswordWithCode(db, tenant.id, body, now);
  realtime.forgetCustomer(tenant.name, reset.customer.id);
  await giveBackAll(limiter, slots);
  return reset;
};

const setPasswordWithCode = async (
  db: Db,
  tenantId: number,
  body: ResetBody,
  now: Date,
): Promise<{ token: string; customer: CustomerDetails; is_new: false }> => {
  const address = body.email.toLowerCase();
  const sent = await checkResetCode(db, tenantId, address, body.code, now);
  // The code was sent to the customer who had this e-mail then; one who has changed it since cannot use it.
  const customer = await findPasswordLogin(db, tenantId, address);
  if (sent.customer_id === null || customer?.id !== sent.customer_id) throw refuse('otp_expired');
  const passwordHash = await hashSecret(body.password);
  const token = newCustomerToken();
  await db.transaction(async (tx) => {
    if (!(await usePasswordResetCode(tx, tenantId, sent.id, RESET_MAX_ATTEMPTS, now))) throw refuse('otp_expired');
    await setPasswordHash(tx, tenantId, customer.id, passwordHash);
    await logoutEverywhere(tx, tenantId, customer.id, now);
    await insertCustomerToken(tx, tenantId, customer.id, customerTokenHash(token), now);
  });
  const details = await findCustomerDetails(db, tenantId, customer.id);
  if (!details) throw new Error('customer of the reset not found');
  return { token, customer: details, is_new: false };
};
