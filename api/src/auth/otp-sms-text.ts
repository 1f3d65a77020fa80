import type { Locale } from '@storefront/shared/contracts';
import type { RequestTenant } from '../tenancy/request-tenant';

/** The login SMS in the customer's language: "رمز التحقق الخاص بك في سفرة: 1234". */
export const otpSmsText = ({ title }: RequestTenant, locale: Locale, code: string): string =>
  locale === 'ar' ? `رمز التحقق الخاص بك في ${title.ar}: ${code}` : `Your ${title.en} verification code: ${code}`;

/** The SMS to a customer's new number, naming what the code is for: "رمز تغيير رقم جوالك في سفرة: 1234". */
export const mobileChangeSmsText = ({ title }: RequestTenant, locale: Locale, code: string): string =>
  locale === 'ar' ? `رمز تغيير رقم جوالك في ${title.ar}: ${code}` : `Your ${title.en} code to change your mobile number: ${code}`;
