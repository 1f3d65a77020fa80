import type { Locale } from '@storefront/shared/contracts';
import type { RequestTenant } from '../tenancy/request-tenant';
import { customerEmail } from './customer-email';
import type { EmailMessage } from './email-sender';

/** The e-mail a new account gets, in the language the customer signed up in. */
export const welcomeEmail = (tenant: RequestTenant, locale: Locale, to: string, name: string, referralCode: string): EmailMessage => {
  const message = { to, locale };
  return locale === 'ar'
    ? customerEmail(tenant, message, `أهلًا بك في ${tenant.title.ar}`, [
        `مرحبًا ${name}، تم إنشاء حسابك في ${tenant.title.ar}.`,
        `شارك رمز الإحالة ${referralCode} مع أصدقائك.`,
      ])
    : customerEmail(tenant, message, `Welcome to ${tenant.title.en}`, [
        `Hello ${name}, your ${tenant.title.en} account is ready.`,
        `Share your referral code ${referralCode} with your friends.`,
      ]);
};
