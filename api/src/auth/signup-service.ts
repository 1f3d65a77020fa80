import {
  ACCOUNT_AUTH_MESSAGES,
  REFERRAL_MESSAGES,
  type CustomerDetails,
  type Locale,
  type signupBodySchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import {
  customerIdByMobile,
  emailHasAccount,
  findCustomerDetails,
  insertSignedUpCustomer,
  referralCodeExists,
} from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import { newReferralCode } from '../customers/referral-code';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { EmailSender } from '../email/email-sender';
import { welcomeEmail } from '../email/welcome-email';
import { applyReferral } from '../referral/referral-service';
import { hashSecret } from '../security/secrets';
import type { RequestTenant } from '../tenancy/request-tenant';
import { checkOtpCode, spendOtpCode } from './otp-check';

type SignupBody = z.output<typeof signupBodySchema>;

const mobileHasAccount = (): DomainError =>
  new DomainError('mobile_has_account', { errors: { mobile: [ACCOUNT_AUTH_MESSAGES.mobileTaken] } });

/** Why this signup cannot be (mobile or e-mail taken, unknown referral code), as a 409/422 with the field. */
const signupRefusal = async (db: Queryable, tenantId: number, body: SignupBody): Promise<DomainError | null> => {
  if ((await customerIdByMobile(db, tenantId, body.country_code, body.mobile)) !== null) return mobileHasAccount();
  if (await emailHasAccount(db, tenantId, body.email))
    return new DomainError('email_has_account', { errors: { email: [ACCOUNT_AUTH_MESSAGES.emailTaken] } });
  if (body.referral_code) {
    if (!(await referralCodeExists(db, tenantId, body.referral_code)))
      return new DomainError('referral_invalid', { errors: { referral_code: [REFERRAL_MESSAGES.invalid] } });
  }
  return null;
};

/**
 * The signup form with the code sent to its mobile (otp/send), checked before anything else: creates the
 * customer with a hashed password and a referral code of their own, applies a friend's code, sends the
 * welcome e-mail in `locale` (a failure goes to `onEmailFailure`, the signup stands) and answers a token.
 */
export const signUp = async (
  { db, email }: { db: Db; email: EmailSender },
  tenant: RequestTenant,
  body: SignupBody,
  { locale, now }: { locale: Locale; now: Date },
  onEmailFailure: (error: unknown) => void,
): Promise<{ token: string; customer: CustomerDetails; is_new: true }> => {
  // The code first: without one, whether a number or an e-mail has an account stays unknown.
  const codeId = await checkOtpCode(db, tenant.id, body, body.code, now);
  const refusal = await signupRefusal(db, tenant.id, body);
  if (refusal) throw refusal;
  const passwordHash = await hashSecret(body.password);
  const referralCode = newReferralCode();
  const token = newCustomerToken();
  const customerId = await db.transaction(async (tx) => {
    await spendOtpCode(tx, tenant.id, codeId, now);
    const id = await insertSignedUpCustomer(tx, tenant.id, body, { referralCode, passwordHash, now });
    if (id === null) throw mobileHasAccount();
    if (body.referral_code) await applyReferral(tx, tenant.id, id, body.referral_code, now);
    await insertCustomerToken(tx, tenant.id, id, customerTokenHash(token), now);
    return id;
  });
  await email.send(welcomeEmail(tenant, locale, body.email, body.name, referralCode)).catch(onEmailFailure);
  const customer = await findCustomerDetails(db, tenant.id, customerId);
  if (!customer) throw new Error('new customer not found');
  return { token, customer, is_new: true };
};
