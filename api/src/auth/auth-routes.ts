import type { BackgroundWork } from '../background/background-work';
import type { EmailSender } from '../email/email-sender';
import { emailLoginRoutes } from './email-login-route';
import type { OtpSendServices } from './otp-send';
import { otpSendRoutes } from './otp-send-route';
import { otpVerifyRoutes } from './otp-verify-route';
import { passwordResetRoutes } from './password-reset-routes';
import { signupRoutes } from './signup-route';
import type { Realtime } from '../realtime/realtime';
import type { TenantScope } from '../tenancy/scopes';

/** Login by a code sent to the mobile or by e-mail and password, and signup, and the password reset, behind x-tenant + x-app-token. Register in the tenant scope. */
export const authRoutes = async (
  scope: TenantScope,
  services: OtpSendServices & { email: EmailSender; background: BackgroundWork; realtime: Realtime },
): Promise<void> => {
  await scope.register(otpSendRoutes, services);
  await scope.register(otpVerifyRoutes, services);
  await scope.register(emailLoginRoutes, services);
  await scope.register(signupRoutes, services);
  await scope.register(passwordResetRoutes, services);
};
