import { AUTH_PATHS, otpVerifyBodySchema, otpVerifyResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { findCustomerDetails, findOrCreateCustomerByMobile } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import { checkOtpCode, spendOtpCode } from './otp-check';
import type { TenantScope } from '../tenancy/scopes';

/**
 * POST the mobile and the code it received: the last code sent to that mobile logs the customer in
 * (created on first login) and answers a new token. Wrong codes are counted; the fifth burns the code.
 */
export const otpVerifyRoutes = async (app: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  app.post(
    AUTH_PATHS.otpVerify,
    { schema: { body: otpVerifyBodySchema, response: { 200: otpVerifyResponseSchema } } },
    async (request): Promise<z.infer<typeof otpVerifyResponseSchema>> => {
      const body = parseRequest(otpVerifyBodySchema, request.body, 'body');
      const tenantId = request.tenant.id;
      const now = clock();
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
      return { data: { token, customer, is_new: login.isNew } };
    },
  );
};
