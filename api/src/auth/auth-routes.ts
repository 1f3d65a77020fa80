import type { EmailSender } from '../email/email-sender';
import { registerEmailLoginRoute } from './email-login-route';
import type { OtpSendServices } from './otp-send';
import { registerOtpSendRoute } from './otp-send-route';
import { registerOtpVerifyRoute } from './otp-verify-route';
import { registerSignupRoute } from './signup-route';
import type { TenantScope } from '../tenancy/scopes';

/** Login by a code sent to the mobile or by e-mail and password, and signup, behind x-tenant + x-app-token. Register as a plugin. */
export const authRoutes =
  (services: OtpSendServices & { email: EmailSender }) =>
  async (scope: TenantScope): Promise<void> => {
    registerOtpSendRoute(scope, services);
    registerOtpVerifyRoute(scope, services);
    registerEmailLoginRoute(scope, services);
    registerSignupRoute(scope, services);
  };
