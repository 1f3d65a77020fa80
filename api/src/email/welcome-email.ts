import type { RequestTenant } from '../tenancy/request-tenant';
import type { EmailMessage } from './email-sender';

/** The e-mail a new account gets, in the tenant's default language. */
export const welcomeEmail = (tenant: RequestTenant, to: string, name: string, referralCode: string): EmailMessage =>
  tenant.default_language === 'ar'
    ? {
        tenantId: tenant.id,
        to,
        subject: `أهلًا بك في ${tenant.title.ar}`,
        text: `مرحبًا ${name}، تم إنشاء حسابك. شارك رمز الإحالة ${referralCode} مع أصدقائك.`,
      }
    : {
        tenantId: tenant.id,
        to,
        subject: `Welcome to ${tenant.title.en}`,
        text: `Hello ${name}, your account is ready. Share your referral code ${referralCode} with your friends.`,
      };
