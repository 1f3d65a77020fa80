import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { EmailSender } from '../email/email-sender';
import type { RateLimit } from '../http/rate-limit';
import type { SmsSender } from '../sms/sms-sender';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { registerEmailLoginRoute } from './email-login-route';
import { registerOtpSendRoute } from './otp-send-route';
import { registerOtpVerifyRoute } from './otp-verify-route';
import { registerSignupRoute } from './signup-route';

/** Login by a code sent to the mobile or by e-mail and password, and signup, behind x-tenant + x-app-token. Register as a plugin. */
export const authRoutes =
  (services: { db: Db; clock: Clock; sms: SmsSender; email: EmailSender; otpIpLimit: RateLimit }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(services.db));
    registerOtpSendRoute(scope, services);
    registerOtpVerifyRoute(scope, services);
    registerEmailLoginRoute(scope, services);
    registerSignupRoute(scope, services);
  };
