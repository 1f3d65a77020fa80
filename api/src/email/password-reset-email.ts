import type { Locale } from '@storefront/shared/contracts';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { EmailMessage } from './email-sender';

/** The e-mail with a "Forgot password?" code, in the customer's language (the code is kept with it in the development outbox). */
export const passwordResetEmail = (tenant: RequestTenant, locale: Locale, to: string, code: string, minutes: number): EmailMessage =>
  locale === 'ar'
    ? {
        tenantId: tenant.id,
        to,
        subject: `رمز إعادة تعيين كلمة المرور في ${tenant.title.ar}`,
        text: `رمز إعادة تعيين كلمة المرور: ${code}. صالح لمدة ${minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة.`,
        code,
      }
    : {
        tenantId: tenant.id,
        to,
        subject: `Your ${tenant.title.en} password reset code`,
        text: `Your password reset code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
        code,
      };
