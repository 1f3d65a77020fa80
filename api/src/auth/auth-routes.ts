import type { FastifyInstance } from 'fastify';
import type { EmailSender } from '../email/email-sender';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { registerEmailLoginRoute } from './email-login-route';
import type { OtpSendServices } from './otp-send';
import { registerOtpSendRoute } from './otp-send-route';
import { registerOtpVerifyRoute } from './otp-verify-route';
import { registerSignupRoute } from './signup-route';

/** Login by a code sent to the mobile or by e-mail and password, and signup, behind x-tenant + x-app-token. Register as a plugin. */
export const authRoutes =
  (services: OtpSendServices & { email: EmailSender }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(services.db));
    registerOtpSendRoute(scope, services);
    registerOtpVerifyRoute(scope, services);
    registerEmailLoginRoute(scope, services);
    registerSignupRoute(scope, services);
  };
