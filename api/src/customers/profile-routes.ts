import {
  ACCOUNT_AUTH_MESSAGES,
  PROFILE_PATHS,
  profileBodySchema,
  referralBodySchema,
  type profileResponseSchema,
  type referralResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { applyReferral } from '../referral/referral-service';
import { emailHasAccount, updateProfile } from './customer-account-repository';
import { findCustomerDetails } from './customer-repository';
import type { CustomerScope } from '../tenancy/scopes';

/** My info (PUT update) and a friend's referral code (POST referral-code), for the logged-in customer. */
export const registerProfileRoutes = (app: CustomerScope, { db, clock }: { db: Db; clock: Clock }): void => {
  app.put(PROFILE_PATHS.update, async (request): Promise<z.infer<typeof profileResponseSchema>> => {
    const body = parseRequest(profileBodySchema, request.body, 'body');
    const { id: tenantId } = request.tenant;
    if (body.email) {
      if (await emailHasAccount(db, tenantId, body.email, request.customer.id))
        throw new HttpError(409, 'email_has_account', { errors: { email: [ACCOUNT_AUTH_MESSAGES.emailTaken] } });
    }
    await updateProfile(db, tenantId, request.customer.id, body);
    const details = await findCustomerDetails(db, tenantId, request.customer.id);
    if (!details) throw new HttpError(401, 'customer_token_invalid');
    return { data: details };
  });

  app.post(PROFILE_PATHS.referralCode, async (request): Promise<z.infer<typeof referralResponseSchema>> => {
    const body = parseRequest(referralBodySchema, request.body, 'body');
    const code = body.referral_code ?? '';
    const credit = await db.transaction((tx) => applyReferral(tx, request.tenant.id, request.customer.id, code, clock()));
    return { data: credit };
  });
};
