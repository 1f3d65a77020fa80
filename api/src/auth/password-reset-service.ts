import { randomInt } from 'node:crypto';
import { LIMITS, type CustomerDetails, type passwordResetBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { findCustomerDetails, findPasswordLogin, setPasswordHash } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken, revokeAllCustomerTokens } from '../customers/customer-token-repository';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { EmailSender } from '../email/email-sender';
import { passwordResetEmail } from '../email/password-reset-email';
import { oneTimeHash, randomKey } from '../security/one-time-hash';
import { hashSecret, safeEqual } from '../security/secrets';
import type { RequestTenant } from '../tenancy/request-tenant';
import { RESET_CODE_LIFETIME_MS, RESET_MAX_ATTEMPTS } from './password-reset-limits';
import {
  deletePasswordResetCode,
  giveBackPasswordResetAttempt,
  insertPasswordResetCode,
  latestPasswordResetCode,
  takePasswordResetAttempt,
  usePasswordResetCode,
} from './password-reset-repository';

type ResetBody = z.output<typeof passwordResetBodySchema>;

const refuse = (code: 'otp_incorrect' | 'otp_burned' | 'otp_expired'): DomainError => new DomainError(code);

/**
 * A reset code for the tenant's customer with this e-mail, when there is one: stored hashed, then sent by
 * e-mail. The caller answers the same for an e-mail without an account; a failed send removes the code
 * and goes to `onEmailFailure` (the answer stays the same, so it reveals nothing either).
 */
export const requestPasswordReset = async (
  { db, email }: { db: Db; email: EmailSender },
  tenant: RequestTenant,
  address: string,
  now: Date,
  onEmailFailure: (error: unknown) => void,
): Promise<void> => {
  const customer = await findPasswordLogin(db, tenant.id, address);
  if (!customer) return;
  const code = String(randomInt(0, 10 ** LIMITS.verificationCode)).padStart(LIMITS.verificationCode, '0');
  const salt = randomKey();
  const id = await insertPasswordResetCode(db, tenant.id, {
    customer_id: customer.id,
    code_salt: salt,
    code_hash: oneTimeHash(salt, code),
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_CODE_LIFETIME_MS),
  });
  try {
    await email.send(passwordResetEmail(tenant, address, code, RESET_CODE_LIFETIME_MS / 60_000));
  } catch (error) {
    onEmailFailure(error);
    await deletePasswordResetCode(db, tenant.id, id);
  }
};

/** Checks a code against the last one sent to the customer: answers its id, or throws why not (wrong and counted, burned, expired or used). */
const checkResetCode = async (db: Queryable, tenantId: number, customerId: number, code: string, now: Date): Promise<number> => {
  const sent = await latestPasswordResetCode(db, tenantId, customerId);
  if (!sent) throw refuse('otp_incorrect');
  if (sent.attempts >= RESET_MAX_ATTEMPTS) throw refuse('otp_burned');
  if (sent.used_at || sent.expires_at <= now) throw refuse('otp_expired');
  // The attempt is taken before comparing (one conditional write), so parallel guesses never pass the limit together.
  const attempts = await takePasswordResetAttempt(db, tenantId, sent.id, RESET_MAX_ATTEMPTS);
  if (attempts === null) throw refuse('otp_burned');
  if (!safeEqual(oneTimeHash(sent.code_salt, code), sent.code_hash))
    throw refuse(attempts >= RESET_MAX_ATTEMPTS ? 'otp_burned' : 'otp_incorrect');
  await giveBackPasswordResetAttempt(db, tenantId, sent.id);
  return sent.id;
};

/**
 * Sets a new password with the code sent by e-mail: the code is used up, every token of the customer
 * (every device) is revoked and a new one answered, in one transaction.
 */
export const resetPassword = async (
  db: Db,
  tenantId: number,
  body: ResetBody,
  now: Date,
): Promise<{ token: string; customer: CustomerDetails; is_new: false }> => {
  const customer = await findPasswordLogin(db, tenantId, body.email.toLowerCase());
  if (!customer) throw refuse('otp_incorrect');
  const codeId = await checkResetCode(db, tenantId, customer.id, body.code, now);
  const passwordHash = await hashSecret(body.password);
  const token = newCustomerToken();
  await db.transaction(async (tx) => {
    if (!(await usePasswordResetCode(tx, tenantId, codeId, RESET_MAX_ATTEMPTS, now))) throw refuse('otp_expired');
    await setPasswordHash(tx, tenantId, customer.id, passwordHash);
    await revokeAllCustomerTokens(tx, tenantId, customer.id, now);
    await insertCustomerToken(tx, tenantId, customer.id, customerTokenHash(token), now);
  });
  const details = await findCustomerDetails(db, tenantId, customer.id);
  if (!details) throw new Error('customer of the reset not found');
  return { token, customer: details, is_new: false };
};
