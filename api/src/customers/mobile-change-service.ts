import { MOBILE_CHANGE_MESSAGES, type CustomerDetails } from '@storefront/shared/contracts';
import { checkOtpCode, spendOtpCode } from '../auth/otp-check';
import type { MobileOf } from '../auth/otp-repository';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { customerIdByMobile, findCustomerDetails, updateCustomerMobile } from './customer-repository';

const UNIQUE_VIOLATION = '23505';

const taken = (): DomainError => new DomainError('mobile_taken', { errors: { mobile: [MOBILE_CHANGE_MESSAGES.taken] } });

/** Refuses a number the customer cannot move to: another customer of the tenant has it (409), or it is theirs already (422). */
export const refuseMobileChange = async (db: Queryable, tenantId: number, customerId: number, { country_code, mobile }: MobileOf) => {
  const owner = await customerIdByMobile(db, tenantId, country_code, mobile);
  if (owner === null) return;
  if (owner === customerId) throw new DomainError('mobile_unchanged', { errors: { mobile: [MOBILE_CHANGE_MESSAGES.same] } });
  throw taken();
};

/**
 * Checks the code sent to the new number and moves the customer to it. The customer keeps their id,
 * tokens and everything else; the old number no longer logs into this account. Answers their details.
 */
export const changeMobile = async (
  db: Db,
  tenantId: number,
  customerId: number,
  body: MobileOf & { code: string },
  now: Date,
): Promise<CustomerDetails> => {
  await refuseMobileChange(db, tenantId, customerId, body);
  const codeId = await checkOtpCode(db, tenantId, body, body.code, now);
  await db
    .transaction(async (tx) => {
      await spendOtpCode(tx, tenantId, codeId, now);
      await updateCustomerMobile(tx, tenantId, customerId, body.country_code, body.mobile);
    })
    .catch((error: unknown) => {
      // Another customer took the number between the check and the update: nothing changed, the code is not spent.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw taken();
      throw error;
    });
  const details = await findCustomerDetails(db, tenantId, customerId);
  if (!details) throw new DomainError('customer_token_invalid');
  return details;
};
