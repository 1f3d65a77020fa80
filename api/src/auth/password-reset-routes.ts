import {
  PASSWORD_RESET_PATHS,
  accountLoginResponseSchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { EmailSender } from '../email/email-sender';
import { parseRequest } from '../http/parse-request';
import { requestLocale } from '../http/request-locale';
import { sendTooManyRequests } from '../http/too-many-requests';
import type { Limiter } from '../limits/limiter';
import type { Realtime } from '../realtime/realtime';
import { giveBackAll, takeLimits } from '../limits/take-limits';
import type { TenantScope } from '../tenancy/scopes';
import { passwordResetRequestLimits, passwordResetVerifyLimits } from './password-reset-limits';
import { requestPasswordReset, resetPassword } from './password-reset-service';

/**
 * "Forgot password?": POST request sends a code to the e-mail when it has an account (the answer is the
 * same either way; per address and per e-mail limits), POST reset sets the new password with it, signs
 * every other device out (tokens, push subscriptions, open sockets) and answers a token.
 */
export const passwordResetRoutes = async (
  app: TenantScope,
  { db, clock, limiter, email, realtime }: { db: Db; clock: Clock; limiter: Limiter; email: EmailSender; realtime: Realtime },
): Promise<void> => {
  const requestSchema = { body: passwordResetRequestBodySchema, response: { 200: passwordResetRequestResponseSchema } };
  app.post(PASSWORD_RESET_PATHS.request, { schema: requestSchema }, async (request, reply) => {
    const body = parseRequest(passwordResetRequestBodySchema, request.body, 'body');
    const address = body.email.toLowerCase();
    const now = clock();
    const limits = await takeLimits(limiter, passwordResetRequestLimits(request.tenant.id, address, request.ip), now);
    if (!limits.taken) return sendTooManyRequests(reply, limits.code, limits.retryAfterSeconds);
    await requestPasswordReset({ db, email }, request.tenant, { address, locale: requestLocale(request) }, now, (error) =>
      request.log.error({ err: error }, 'password reset e-mail not sent'),
    );
    const answer: z.infer<typeof passwordResetRequestResponseSchema> = { data: { sent: true } };
    return answer;
  });

  const resetSchema = { body: passwordResetBodySchema, response: { 200: accountLoginResponseSchema } };
  app.post(PASSWORD_RESET_PATHS.reset, { schema: resetSchema }, async (request, reply) => {
    const body = parseRequest(passwordResetBodySchema, request.body, 'body');
    const now = clock();
    const limits = await takeLimits(limiter, passwordResetVerifyLimits(request.tenant.id, request.ip), now);
    if (!limits.taken) return sendTooManyRequests(reply, limits.code, limits.retryAfterSeconds);
    const answer: z.infer<typeof accountLoginResponseSchema> = { data: await resetPassword(db, request.tenant.id, body, now) };
    // The old devices' open sockets stop hearing the customer's orders at once, on every api instance.
    realtime.forgetCustomer(request.tenant.name, answer.data.customer.id);
    await giveBackAll(limiter, limits.slots);
    return answer;
  });
};
