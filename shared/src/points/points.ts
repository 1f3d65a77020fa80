import { isolateLtr, type Locale } from '@storefront/shared';

export interface PointsOptions {
  /** Show `+` on positive numbers (points earned); negative numbers always carry `−`. */
  signed?: boolean;
}

const pointFormats = new Map<Locale, Intl.NumberFormat>();
const pointFormat = (locale: Locale): Intl.NumberFormat => {
  let format = pointFormats.get(locale);
  if (!format) {
    // Latin digits in both languages, grouped as money is; points are whole numbers.
    format = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', { maximumFractionDigits: 0, useGrouping: true });
    pointFormats.set(locale, format);
  }
  return format;
};

/**
 * The one points format of the storefront: a whole number (`340`, `1,250`), never decimals. A sign
 * stays glued to its number: in Arabic the signed number is an isolated left-to-right run.
 */
export const formatPoints = (points: number | string, locale: Locale, options: PointsOptions = {}): string => {
  const parsed = typeof points === 'string' ? Number(points) : points;
  const value = Number.isFinite(parsed) ? Math.round(parsed) : 0;
  const sign = value < 0 ? '−' : options.signed && value > 0 ? '+' : '';
  const digits = pointFormat(locale)
    .formatToParts(Math.abs(value))
    .filter((part) => part.type === 'integer' || part.type === 'group')
    .map((part) => part.value)
    .join('');
  return locale === 'ar' && sign ? isolateLtr(`${sign}${digits}`) : `${sign}${digits}`;
};
