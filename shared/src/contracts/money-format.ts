import type { Locale } from './common';
import { isolateLtr } from './bidi';

/** How each currency is named: the ISO code in English (SAR, never SR), the Arabic abbreviation in Arabic. */
const CURRENCY_LABELS: Record<string, Record<Locale, string>> = {
  SAR: { en: 'SAR', ar: 'ر.س' },
  EGP: { en: 'EGP', ar: 'ج.م' },
  AED: { en: 'AED', ar: 'د.إ' },
  QAR: { en: 'QAR', ar: 'ر.ق' },
};
const CURRENCY_CODES: Record<string, string> = { SR: 'SAR' };

export interface MoneyOptions {
  /** Show `+` on positive amounts (a supplement, a credit); negative amounts always carry `−`. */
  signed?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: Locale, currency: string): Intl.NumberFormat => {
  const key = `${locale}:${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits in both languages (spec: numbers as the customer types them); the currency only for its decimals.
    format = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, format);
  }
  return format;
};

const currencyCode = (currency: string): string => {
  const upper = currency.trim().toUpperCase();
  return CURRENCY_CODES[upper] ?? upper;
};

/** The digits of an amount as Intl writes them for the language and currency (grouping, 2 decimals), unsigned. */
const digitsOf = (value: number, locale: Locale, code: string): string => {
  const parts = /^[A-Z]{3}$/.test(code) ? numberFormat(locale, code).formatToParts(Math.abs(value)) : null;
  if (!parts) return Math.abs(value).toFixed(2);
  return parts
    .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
    .map((part) => part.value)
    .join('');
};

/**
 * The one money format of the storefront: 2 decimals and the tenant's currency, `SAR 32.00` in English
 * and `32.00 ر.س` in Arabic. A sign stays glued to its number in both directions: in Arabic the signed
 * number is an isolated left-to-right run, so `+14.00` never renders as `14.00+`.
 */
export const formatMoney = (amount: number | string, currency: string, locale: Locale, options: MoneyOptions = {}): string => {
  const parsed = typeof amount === 'string' ? Number(amount) : amount;
  const value = Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : 0;
  const code = currencyCode(currency);
  const label = CURRENCY_LABELS[code]?.[locale] ?? code;
  const sign = value < 0 ? '−' : options.signed && value > 0 ? '+' : '';
  const digits = digitsOf(value, locale, code);
  if (locale === 'ar') return `${sign ? isolateLtr(`${sign}${digits}`) : digits} ${label}`;
  return `${sign}${label} ${digits}`;
};
