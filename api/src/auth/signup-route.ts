import { ACCOUNT_AUTH_PATHS, accountLoginResponseSchema, signupBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { EmailSender } from '../email/email-sender';
import { requestLocale } from '../http/request-locale';
import { signUp } from './signup-service';
import type { TenantScope } from '../tenancy/scopes';

/**
 * POST the signup form with the code sent to its mobile (otp/send), checked before anything else: creates the customer with a
 * hashed password and a referral code of their own, applies a friend's code, answers a token; the welcome e-mail is in the page's language.
 */
export const signupRoutes = async (
  scope: TenantScope,
  { db, clock, email }: { db: Db; clock: Clock; email: EmailSender },
): Promise<void> => {
  scope.post(
    ACCOUNT_AUTH_PATHS.signup,
    { schema: { body: signupBodySchema, response: { 201: accountLoginResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const answer: z.infer<typeof accountLoginResponseSchema> = {
        data: await signUp({ db, email }, request.tenant, body, { locale: requestLocale(request), now: clock() }, (error) =>
          request.log.error({ err: error }, 'welcome e-mail not sent'),
        ),
      };
      return reply.status(201).send(answer);
    },
  );
};
