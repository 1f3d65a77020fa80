import {
  ACCOUNT_AUTH_PATHS,
  accountLoginResponseSchema,
  emailLoginBodySchema,
  humanCheckRequiredSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import { emailLogin } from './password-login-service';
import type { TenantScope } from '../tenancy/scopes';

/** POST e-mail and password: a new token for the tenant's customer with that e-mail and password (`emailLogin`'s limits and human check). */
export const emailLoginRoutes = async (
  scope: TenantScope,
  { db, clock, limiter, humanCheck }: { db: Db; clock: Clock; limiter: Limiter; humanCheck: HumanCheckFactory },
): Promise<void> => {
  const schema = { body: emailLoginBodySchema, response: { 200: accountLoginResponseSchema, 428: humanCheckRequiredSchema } };
  scope.post(ACCOUNT_AUTH_PATHS.emailLogin, { schema }, async (request): Promise<z.infer<typeof accountLoginResponseSchema>> => {
    const body = request.body;
    const login = await emailLogin({ db, limiter, humanCheck }, { tenantId: request.tenant.id, ip: request.ip, body, now: clock() });
    return { data: { ...login, is_new: false } };
  });
};
