import type { Locale } from '@storefront/shared/contracts';
import type { RequestTenant } from '../tenancy/request-tenant';
import { customerEmail } from './customer-email';
import type { EmailMessage } from './email-sender';

/** The e-mail with a "Forgot password?" code, in the customer's language (the code is kept with it in the development outbox). */
export const passwordResetEmail = (tenant: RequestTenant, locale: Locale, to: string, code: string, minutes: number): EmailMessage => {
  const message = { to, locale, code };
  return locale === 'ar'
    ? customerEmail(tenant, message, `رمز إعادة تعيين كلمة المرور في ${tenant.title.ar}`, [
        `رمز إعادة تعيين كلمة المرور: ${code}.`,
        `صالح لمدة ${minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة.`,
      ])
    : customerEmail(tenant, message, `Your ${tenant.title.en} password reset code`, [
        `Your password reset code is ${code}.`,
        `It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
      ]);
};
