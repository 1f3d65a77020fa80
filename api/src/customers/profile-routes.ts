import {
  ACCOUNT_AUTH_MESSAGES,
  PROFILE_PATHS,
  profileBodySchema,
  referralBodySchema,
  type profileResponseSchema,
  type referralResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { applyReferral } from '../referral/apply-referral';
import { findCustomerDetails } from './customer-repository';

/** My info (PUT update) and a friend's referral code (POST referral-code), for the logged-in customer. */
export const registerProfileRoutes = (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void => {
  app.put(PROFILE_PATHS.update, async (request): Promise<z.infer<typeof profileResponseSchema>> => {
    const body = parseRequest(profileBodySchema, request.body, 'body');
    const { id: tenantId } = request.tenant;
    if (body.email) {
      const [taken] = await db.query('SELECT 1 FROM customers WHERE tenant_id = $1 AND lower(email) = lower($2) AND id <> $3', [
        tenantId,
        body.email,
        request.customer.id,
      ]);
      if (taken) throw new HttpError(409, 'email_has_account', { errors: { email: [ACCOUNT_AUTH_MESSAGES.emailTaken] } });
    }
    await db.query('UPDATE customers SET name = $3, email = $4, gender = $5, birth_date = $6 WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      request.customer.id,
      body.name,
      body.email,
      body.gender,
      body.birth_date,
    ]);
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
