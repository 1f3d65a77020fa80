import type { WorkingHours } from './branch';
import { nextHoursBoundary, nextOpening } from './branch-hours';

const RIYADH = 'Asia/Riyadh';
const everyDay = (opens: string, closes: string): WorkingHours[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));
/** 2025-01-05 is a Sunday; Riyadh is UTC+3 all year. */
const riyadh = (localDateTime: string): Date => new Date(`${localDateTime}+03:00`);

describe('nextHoursBoundary', () => {
  it('is the opening time before opening and the closing time while open', () => {
    const hours = everyDay('10:00', '23:00');
    expect(nextHoursBoundary(hours, riyadh('2025-01-08T09:59'), RIYADH)).toEqual(riyadh('2025-01-08T10:00'));
    expect(nextHoursBoundary(hours, riyadh('2025-01-08T10:00'), RIYADH)).toEqual(riyadh('2025-01-08T23:00'));
    expect(nextHoursBoundary(hours, riyadh('2025-01-08T23:30'), RIYADH)).toEqual(riyadh('2025-01-09T10:00'));
  });

  it('closes on the next day for a period past midnight', () => {
    expect(nextHoursBoundary(everyDay('10:00', '02:00'), riyadh('2025-01-08T01:00'), RIYADH)).toEqual(riyadh('2025-01-08T02:00'));
  });

  it('finds the next weekday that has hours, and nothing without hours', () => {
    // Wednesday only; on Thursday the next change is the next Wednesday's opening.
    expect(nextHoursBoundary([{ weekday: 3, opens: '10:00', closes: '23:00' }], riyadh('2025-01-09T12:00'), RIYADH)).toEqual(
      riyadh('2025-01-15T10:00'),
    );
    expect(nextHoursBoundary([], riyadh('2025-01-09T12:00'), RIYADH)).toBeNull();
  });
});

describe('nextOpening', () => {
  it('is today at the opening time before opening, nothing while open', () => {
    const hours = everyDay('10:00', '23:00');
    expect(nextOpening(hours, riyadh('2025-01-08T09:59'), RIYADH)).toEqual({
      opens: riyadh('2025-01-08T10:00'),
      time: '10:00',
      weekday: 3,
      today: true,
    });
    expect(nextOpening(hours, riyadh('2025-01-08T10:00'), RIYADH)).toBeNull();
  });

  it('is another day after closing', () => {
    expect(nextOpening(everyDay('10:00', '23:00'), riyadh('2025-01-08T23:10'), RIYADH)).toEqual({
      opens: riyadh('2025-01-09T10:00'),
      time: '10:00',
      weekday: 4,
      today: false,
    });
    expect(nextOpening([{ weekday: 0, opens: '16:00', closes: '22:00' }], riyadh('2025-01-08T12:00'), RIYADH)).toEqual({
      opens: riyadh('2025-01-12T16:00'),
      time: '16:00',
      weekday: 0,
      today: false,
    });
  });
});

describe('nextOpening, as the waiting list reads it', () => {
  const next = (hours: WorkingHours[], localDateTime: string) =>
    nextOpening(hours, riyadh(localDateTime), RIYADH)?.opens.toISOString() ?? null;

  it('answers the opening later the same day, the next weekday that has hours, or after the afternoon break', () => {
    expect(next(everyDay('12:00', '00:00'), '2025-01-08T09:30')).toBe(riyadh('2025-01-08T12:00').toISOString());
    // Wednesday only: from Thursday, the Wednesday after.
    expect(next([{ weekday: 3, opens: '10:00', closes: '23:00' }], '2025-01-09T08:00')).toBe(riyadh('2025-01-15T10:00').toISOString());
    const split = [
      { weekday: 3, opens: '11:00', closes: '16:00' },
      { weekday: 3, opens: '18:00', closes: '23:59' },
    ];
    expect(next(split, '2025-01-08T16:30')).toBe(riyadh('2025-01-08T18:00').toISOString());
  });

  it('answers null for a branch without hours', () => {
    expect(next([], '2025-01-08T09:30')).toBeNull();
  });
});
