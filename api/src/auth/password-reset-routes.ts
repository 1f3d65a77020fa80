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
import type { BackgroundWork } from '../background/background-work';
import type { EmailSender } from '../email/email-sender';
import { requestLocale } from '../http/request-locale';
import type { Limiter } from '../limits/limiter';
import type { Realtime } from '../realtime/realtime';
import type { TenantScope } from '../tenancy/scopes';
import { requestPasswordReset, resetPassword } from './password-reset-service';

/**
 * "Forgot password?": POST request sends a code to the e-mail when it has an account (the answer is the
 * same either way; per address and per e-mail limits), POST reset sets the new password with it, signs
 * every other device out (tokens, push subscriptions, open sockets) and answers a token.
 */
export const passwordResetRoutes = async (
  scope: TenantScope,
  {
    db,
    clock,
    limiter,
    email,
    background,
    realtime,
  }: { db: Db; clock: Clock; limiter: Limiter; email: EmailSender; background: BackgroundWork; realtime: Realtime },
): Promise<void> => {
  const requestSchema = { body: passwordResetRequestBodySchema, response: { 200: passwordResetRequestResponseSchema } };
  scope.post(
    PASSWORD_RESET_PATHS.request,
    { schema: requestSchema },
    async (request): Promise<z.infer<typeof passwordResetRequestResponseSchema>> => {
      const asked = { email: request.body.email, locale: requestLocale(request), ip: request.ip };
      await requestPasswordReset({ db, email, limiter, background }, request.tenant, asked, clock());
      return { data: { sent: true } };
    },
  );

  const resetSchema = { body: passwordResetBodySchema, response: { 200: accountLoginResponseSchema } };
  scope.post(PASSWORD_RESET_PATHS.reset, { schema: resetSchema }, async (request): Promise<z.infer<typeof accountLoginResponseSchema>> => {
    const body = request.body;
    return { data: await resetPassword({ db, limiter, realtime }, request.tenant, { body, ip: request.ip }, clock()) };
  });
};
