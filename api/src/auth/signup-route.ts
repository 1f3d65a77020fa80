import {
  ACCOUNT_AUTH_MESSAGES,
  ACCOUNT_AUTH_PATHS,
  REFERRAL_MESSAGES,
  signupBodySchema,
  type accountLoginResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { customerIdByMobile, emailHasAccount, insertSignedUpCustomer, referralCodeExists } from '../customers/customer-account-repository';
import { findCustomerDetails } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import { newReferralCode } from '../customers/referral-code';
import type { Db, Queryable } from '../db/db';
import type { EmailSender } from '../email/email-sender';
import { welcomeEmail } from '../email/welcome-email';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { applyReferral } from '../referral/referral-service';
import { hashSecret } from '../security/secrets';
import { checkOtpCode, spendOtpCode } from './otp-check';
import type { TenantScope } from '../tenancy/scopes';

type SignupBody = z.output<typeof signupBodySchema>;

/** Why this signup cannot be (mobile or e-mail taken, unknown referral code), as a 409/422 with the field. */
const signupRefusal = async (db: Queryable, tenantId: number, body: SignupBody): Promise<HttpError | null> => {
  if ((await customerIdByMobile(db, tenantId, body.country_code, body.mobile)) !== null)
    return new HttpError(409, 'mobile_has_account', { errors: { mobile: [ACCOUNT_AUTH_MESSAGES.mobileTaken] } });
  if (await emailHasAccount(db, tenantId, body.email))
    return new HttpError(409, 'email_has_account', { errors: { email: [ACCOUNT_AUTH_MESSAGES.emailTaken] } });
  if (body.referral_code) {
    if (!(await referralCodeExists(db, tenantId, body.referral_code)))
      return new HttpError(422, 'referral_invalid', { errors: { referral_code: [REFERRAL_MESSAGES.invalid] } });
  }
  return null;
};

/**
 * POST the signup form with the code sent to its mobile (otp/send), checked before anything else: creates the customer with a
 * hashed password and a referral code of their own, applies a friend's code, answers a token.
 */
export const registerSignupRoute = (app: TenantScope, { db, clock, email }: { db: Db; clock: Clock; email: EmailSender }): void => {
  app.post(ACCOUNT_AUTH_PATHS.signup, async (request, reply) => {
    const body = parseRequest(signupBodySchema, request.body, 'body');
    const tenant = request.tenant;
    const now = clock();
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
      if (id === null) throw new HttpError(409, 'mobile_has_account', { errors: { mobile: [ACCOUNT_AUTH_MESSAGES.mobileTaken] } });
      if (body.referral_code) await applyReferral(tx, tenant.id, id, body.referral_code, now);
      await insertCustomerToken(tx, tenant.id, id, customerTokenHash(token), now);
      return id;
    });
    await email.send(welcomeEmail(tenant, body.email, body.name, referralCode)).catch((error: unknown) => {
      request.log.error({ err: error }, 'welcome e-mail not sent');
    });
    const customer = await findCustomerDetails(db, tenant.id, customerId);
    if (!customer) throw new Error('new customer not found');
    const answer: z.infer<typeof accountLoginResponseSchema> = { data: { token, customer, is_new: true } };
    return reply.status(201).send(answer);
  });
};
