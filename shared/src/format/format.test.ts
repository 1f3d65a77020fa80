import { formatClock, formatDate, formatTime, isoDay } from './date-time';
import { distanceKm, formatDistance } from './distance';
import { joinList } from './list';
import { formatAmount, formatMoney } from './money';

describe('dates and times', () => {
  // 2026-03-05 21:07 UTC is 2026-03-06 00:07 in Riyadh.
  const instant = new Date(Date.UTC(2026, 2, 5, 21, 7));
  it('shows YYYY/MM/DD in the tenant time zone', () => {
    expect(formatDate(instant, 'Asia/Riyadh')).toBe('2026/03/06');
    expect(formatDate(instant, 'UTC')).toBe('2026/03/05');
    expect(isoDay(instant, 'Asia/Riyadh')).toBe('2026-03-06');
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
  it('has 2 decimals and SAR instead of SR', () => {
    expect(formatMoney(12.5, 'SR')).toBe('12.50 SAR');
    expect(formatMoney('7', 'EGP')).toBe('7.00 EGP');
    expect(formatMoney(Number.NaN, 'SAR')).toBe('0.00 SAR');
    expect(formatAmount(3.456)).toBe('3.46');
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
