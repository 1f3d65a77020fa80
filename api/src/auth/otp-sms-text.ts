import type { RequestTenant } from '../tenancy/request-tenant';

/** The login SMS in the tenant's default language: "رمز التحقق الخاص بك في سفرة: 1234". */
export const otpSmsText = ({ default_language, title }: RequestTenant, code: string): string =>
  default_language === 'ar' ? `رمز التحقق الخاص بك في ${title.ar}: ${code}` : `Your ${title.en} verification code: ${code}`;

/** The SMS to a customer's new number, naming what the code is for: "رمز تغيير رقم جوالك في سفرة: 1234". */
export const mobileChangeSmsText = ({ default_language, title }: RequestTenant, code: string): string =>
  default_language === 'ar' ? `رمز تغيير رقم جوالك في ${title.ar}: ${code}` : `Your ${title.en} code to change your mobile number: ${code}`;
