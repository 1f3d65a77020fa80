import { ACCOUNT_AUTH_MESSAGES, type CustomerDetails, type profileBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { applyReferral, type ReferralCredit } from '../referral/referral-service';
import { emailHasAccount, findCustomerDetails, updateProfile } from './customer-repository';

/** The customer's own info changed (an e-mail another customer has is a 409); answers their details. */
export const changeProfile = async (
  db: Db,
  tenantId: number,
  customerId: number,
  body: z.output<typeof profileBodySchema>,
): Promise<CustomerDetails> => {
  if (body.email) {
    if (await emailHasAccount(db, tenantId, body.email, customerId))
      throw new DomainError('email_has_account', { errors: { email: [ACCOUNT_AUTH_MESSAGES.emailTaken] } });
  }
  await updateProfile(db, tenantId, customerId, body);
  const details = await findCustomerDetails(db, tenantId, customerId);
  if (!details) throw new DomainError('customer_token_invalid');
  return details;
};

/** A friend's referral code, used once by the customer (`applyReferral`, in a transaction of its own). */
export const applyReferralCode = (db: Db, tenantId: number, customerId: number, code: string, now: Date): Promise<ReferralCredit> =>
  db.transaction((tx) => applyReferral(tx, tenantId, customerId, code, now));
