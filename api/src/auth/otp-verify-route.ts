import { AUTH_PATHS, otpVerifyBodySchema, otpVerifyResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { loginWithCode } from './otp-login-service';
import type { TenantScope } from '../tenancy/scopes';

/**
 * POST the mobile and the code it received: the last code sent to that mobile logs the customer in
 * (created on first login) and answers a new token. Wrong codes are counted; the fifth burns the code.
 */
export const otpVerifyRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.post(
    AUTH_PATHS.otpVerify,
    { schema: { body: otpVerifyBodySchema, response: { 200: otpVerifyResponseSchema } } },
    async (request): Promise<z.infer<typeof otpVerifyResponseSchema>> => {
      const body = request.body;
      return { data: await loginWithCode(db, request.tenant.id, body, clock()) };
    },
  );
};
