import { localDay, localToUtc, wallClock } from './wall-clock';

const RIYADH = 'Asia/Riyadh';
const CAIRO = 'Africa/Cairo';

describe('wallClock', () => {
  it('reads the day, weekday and time in the time zone, not in UTC', () => {
    const at = new Date('2025-01-04T21:30:00Z');
    expect(wallClock(at, RIYADH)).toEqual({ year: 2025, month: 1, day: 5, weekday: 0, minutes: 30 });
    expect(wallClock(at, 'UTC')).toEqual({ year: 2025, month: 1, day: 4, weekday: 6, minutes: 21 * 60 + 30 });
  });

  it('shows midnight as 00:00 of the new day', () => {
    expect(wallClock(new Date('2025-01-08T00:00:00+03:00'), RIYADH)).toMatchObject({ day: 8, weekday: 3, minutes: 0 });
  });

  it('follows daylight saving time (Cairo)', () => {
    expect(wallClock(new Date('2024-07-10T07:00:00Z'), CAIRO).minutes).toBe(10 * 60);
    expect(wallClock(new Date('2024-01-10T07:00:00Z'), CAIRO).minutes).toBe(9 * 60);
  });
});

describe('localDay', () => {
  it('is the calendar day of the time zone, zero-padded', () => {
    expect(localDay(new Date('2025-03-01T21:30:00Z'), RIYADH)).toBe('2025-03-02');
    expect(localDay(new Date('2025-03-01T20:30:00Z'), RIYADH)).toBe('2025-03-01');
  });
});

describe('localToUtc', () => {
  it('is the instant the wall clock shows the minutes of that day', () => {
    expect(localToUtc('2025-03-02', 10 * 60, RIYADH).toISOString()).toBe('2025-03-02T07:00:00.000Z');
    // Minutes past the day's end run into the next day (periods past midnight).
    expect(localToUtc('2025-03-02', 25 * 60, RIYADH).toISOString()).toBe('2025-03-02T22:00:00.000Z');
  });

  it('takes the offset of that day in a zone with daylight saving time', () => {
    expect(localToUtc('2024-07-10', 10 * 60, CAIRO).toISOString()).toBe('2024-07-10T07:00:00.000Z');
    expect(localToUtc('2024-01-10', 10 * 60, CAIRO).toISOString()).toBe('2024-01-10T08:00:00.000Z');
  });
});
