import {
  ACCOUNT_AUTH_PATHS,
  HUMAN_CHECK_REQUIRED,
  accountLoginResponseSchema,
  emailLoginBodySchema,
  humanCheckRequiredSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import { sendTooManyRequests } from '../http/too-many-requests';
import type { HumanCheckFactory } from '../human-check/human-check';
import { humanCheckPassed, sendHumanCheckRequired } from '../human-check/human-check-gate';
import type { Limiter } from '../limits/limiter';
import { giveBackAll, takeLimits } from '../limits/take-limits';
import { passwordLoginLimits } from './password-login-limits';
import { passwordLogin } from './password-login-service';
import type { TenantScope } from '../tenancy/scopes';

/**
 * POST e-mail and password: a new token for the tenant's customer with that e-mail and password. Each
 * attempt first takes a slot of the per-address and per-e-mail failure limits (given back when the
 * password is right), and past the e-mail's first failures needs the human check.
 */
export const emailLoginRoutes = async (
  app: TenantScope,
  { db, clock, limiter, humanCheck }: { db: Db; clock: Clock; limiter: Limiter; humanCheck: HumanCheckFactory },
): Promise<void> => {
  const schema = { body: emailLoginBodySchema, response: { 200: accountLoginResponseSchema, 428: humanCheckRequiredSchema } };
  app.post(ACCOUNT_AUTH_PATHS.emailLogin, { schema }, async (request, reply) => {
    const body = parseRequest(emailLoginBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const email = body.email.toLowerCase();
    const now = clock();
    // Without the human check, only while the e-mail has had fewer than 2 failures (a slot of its own, taken first).
    const limits = await takeLimits(
      limiter,
      passwordLoginLimits(tenantId, { email, ip: request.ip, humanCheckSent: Boolean(body.human_check) }),
      now,
    );
    if (!limits.taken) {
      if (limits.code === HUMAN_CHECK_REQUIRED.code) return sendHumanCheckRequired(reply, undefined);
      return sendTooManyRequests(reply, limits.code, limits.retryAfterSeconds);
    }
    const { slots } = limits;
    if (body.human_check && !(await humanCheckPassed(humanCheck(tenantId), body.human_check))) {
      await giveBackAll(limiter, slots);
      return sendHumanCheckRequired(reply, body.human_check);
    }
    const { token, customer } = await passwordLogin(db, { tenantId, email, password: body.password, now });
    await giveBackAll(limiter, slots);
    const answer: z.infer<typeof accountLoginResponseSchema> = { data: { token, customer, is_new: false } };
    return answer;
  });
};
