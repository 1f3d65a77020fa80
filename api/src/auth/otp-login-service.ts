import type { CustomerDetails } from '@storefront/shared/contracts';
import { findCustomerDetails, findOrCreateCustomerByMobile } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { checkOtpCode, spendOtpCode } from './otp-check';
import type { MobileOf } from './otp-repository';

/**
 * Logs in with the last code sent to a mobile: the customer (created on first login) gets a new token.
 * Wrong codes are counted; the fifth burns the code (`checkOtpCode`).
 */
export const loginWithCode = async (
  db: Db,
  tenantId: number,
  body: MobileOf & { code: string },
  now: Date,
): Promise<{ token: string; customer: CustomerDetails; is_new: boolean }> => {
  const codeId = await checkOtpCode(db, tenantId, body, body.code, now);
  const token = newCustomerToken();
  const login = await db.transaction(async (tx) => {
    await spendOtpCode(tx, tenantId, codeId, now);
    const customer = await findOrCreateCustomerByMobile(tx, tenantId, body.country_code, body.mobile, now);
    await insertCustomerToken(tx, tenantId, customer.id, customerTokenHash(token), now);
    return customer;
  });
  const customer = await findCustomerDetails(db, tenantId, login.id);
  if (!customer) throw new Error('logged-in customer not found');
  return { token, customer, is_new: login.isNew };
};
