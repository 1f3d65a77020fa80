import { formatClock, formatDate, formatTime } from '../contracts/date-format';
import { distanceKm, formatDistance } from './distance';
import { joinList } from './list';
import { formatMoney } from '../contracts/money-format';
import { formatPoints } from '../points/points';
import { isolateLtr } from '../contracts/bidi';

describe('dates and times', () => {
  // 2026-03-05 21:07 UTC is 2026-03-06 00:07 in Riyadh.
  const instant = new Date(Date.UTC(2026, 2, 5, 21, 7));
  it('shows YYYY/MM/DD in the tenant time zone', () => {
    expect(formatDate(instant, 'Asia/Riyadh')).toBe('2026/03/06');
    expect(formatDate(instant, 'UTC')).toBe('2026/03/05');
  });
  it('shows hh:mm with AM/PM, ص/م in Arabic', () => {
    expect(formatTime(instant, 'en', 'Asia/Riyadh')).toBe('12:07 AM');
    expect(formatTime(instant, 'ar', 'Asia/Riyadh')).toBe('12:07 ص');
    expect(formatTime(instant, 'ar', 'UTC')).toBe('09:07 م');
    expect(formatTime(new Date(Date.UTC(2026, 0, 1, 12, 0)), 'en', 'UTC')).toBe('12:00 PM');
    expect(formatClock('22:30', 'ar')).toBe('10:30 م');
    expect(formatClock('00:05', 'en')).toBe('12:05 AM');
  });
});

describe('money', () => {
  const ltr = (value: string) => `\u2066${value}\u2069`;
  it('shows the currency code before the amount in English, 2 decimals, SAR instead of SR', () => {
    expect(formatMoney(12.5, 'SR', 'en')).toBe('SAR 12.50');
    expect(formatMoney(32, 'SAR', 'en')).toBe('SAR 32.00');
    expect(formatMoney('7', 'EGP', 'en')).toBe('EGP 7.00');
    expect(formatMoney(1234.5, 'AED', 'en')).toBe('AED 1,234.50');
    expect(formatMoney(0.1 + 0.2, 'QAR', 'en')).toBe('QAR 0.30');
    expect(formatMoney(Number.NaN, 'SAR', 'en')).toBe('SAR 0.00');
  });
  it('shows the Arabic currency after the amount in Arabic, with Latin digits', () => {
    expect(formatMoney(32, 'SAR', 'ar')).toBe('32.00 ر.س');
    expect(formatMoney(12.5, 'SR', 'ar')).toBe('12.50 ر.س');
    expect(formatMoney('7', 'EGP', 'ar')).toBe('7.00 ج.م');
    expect(formatMoney(3, 'AED', 'ar')).toBe('3.00 د.إ');
    expect(formatMoney(3, 'QAR', 'ar')).toBe('3.00 ر.ق');
  });
  it('keeps the sign before the number in both directions', () => {
    expect(formatMoney(14, 'SAR', 'en', { signed: true })).toBe('+SAR 14.00');
    expect(formatMoney(-85, 'EGP', 'en')).toBe('−EGP 85.00');
    expect(formatMoney(0, 'SAR', 'en', { signed: true })).toBe('SAR 0.00');
    // In Arabic the signed number is one left-to-right run, so `+` is never drawn after it.
    expect(formatMoney(14, 'SAR', 'ar', { signed: true })).toBe(`${ltr('+14.00')} ر.س`);
    expect(formatMoney('-85', 'EGP', 'ar')).toBe(`${ltr('−85.00')} ج.م`);
    expect(formatMoney(14, 'SAR', 'ar')).toBe('14.00 ر.س');
  });
});

describe('formatPoints', () => {
  it('shows points as whole numbers, grouped, with Latin digits in both languages', () => {
    expect(formatPoints(340, 'en')).toBe('340');
    expect(formatPoints('340.00', 'ar')).toBe('340');
    expect(formatPoints(1250, 'en')).toBe('1,250');
    expect(formatPoints(1250, 'ar')).toBe('1,250');
    expect(formatPoints(Number.NaN, 'en')).toBe('0');
  });
  it('keeps the sign before the number in both directions', () => {
    expect(formatPoints(100, 'en', { signed: true })).toBe('+100');
    expect(formatPoints(-100, 'en')).toBe('−100');
    expect(formatPoints(0, 'en', { signed: true })).toBe('0');
    expect(formatPoints(-100, 'ar')).toBe('\u2066−100\u2069');
    expect(formatPoints(100, 'ar')).toBe('100');
  });
});

describe('isolateLtr', () => {
  it('wraps a value in a left-to-right isolate', () => {
    expect(isolateLtr('+966 55 778 0918')).toBe('\u2066+966 55 778 0918\u2069');
  });
});

describe('distance', () => {
  it('uses the haversine formula with an earth radius of 6371 km', () => {
    const riyadh = { latitude: 24.7136, longitude: 46.6753 };
    const jeddah = { latitude: 21.4858, longitude: 39.1925 };
    expect(distanceKm(riyadh, jeddah)).toBeCloseTo(845.1, 0);
    expect(distanceKm(riyadh, riyadh)).toBe(0);
  });
  it('shows 2 decimals', () => {
    expect(formatDistance(3.14159, 'en')).toBe('3.14 km');
    expect(formatDistance(12, 'ar')).toBe('12.00 كم');
  });
});

describe('joinList', () => {
  it('joins the parts with the comma of the language and leaves empty ones out', () => {
    expect(joinList(['Kia', null, 'Red', '', 'KSA 4521'], 'en')).toBe('Kia, Red, KSA 4521');
    expect(joinList(['كيا', 'أحمر', undefined], 'ar')).toBe('كيا، أحمر');
  });
});
