import {
  PROFILE_PATHS,
  profileBodySchema,
  referralBodySchema,
  profileResponseSchema,
  referralResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { applyReferralCode, changeProfile } from './profile-service';
import type { CustomerScope } from '../tenancy/scopes';

/** My info (PUT update) and a friend's referral code (POST referral-code), for the logged-in customer. */
export const profileRoutes = async (scope: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.put(
    PROFILE_PATHS.update,
    { schema: { body: profileBodySchema, response: { 200: profileResponseSchema } } },
    async (request): Promise<z.infer<typeof profileResponseSchema>> => {
      const body = request.body;
      return { data: await changeProfile(db, request.tenant.id, request.customer.id, body) };
    },
  );

  scope.post(
    PROFILE_PATHS.referralCode,
    { schema: { body: referralBodySchema, response: { 200: referralResponseSchema } } },
    async (request): Promise<z.infer<typeof referralResponseSchema>> => {
      const body = request.body;
      const code = body.referral_code ?? '';
      return { data: await applyReferralCode(db, request.tenant.id, request.customer.id, code, clock()) };
    },
  );
};
