import type { WorkingHours } from './branch';
import { branchStatus, isWithinWorkingHours, type BranchStatusFlags } from './branch-status';

const RIYADH = 'Asia/Riyadh';
const everyDay = (opens: string, closes: string): WorkingHours[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));
/** 2025-01-05 is a Sunday; Riyadh is UTC+3 all year. */
const riyadh = (localDateTime: string): Date => new Date(`${localDateTime}+03:00`);

describe('isWithinWorkingHours', () => {
  const within = (hours: WorkingHours[], localDateTime: string) => isWithinWorkingHours(hours, riyadh(localDateTime), RIYADH);

  it('opens at the opening minute and closes at the closing minute', () => {
    const hours = [{ weekday: 3, opens: '10:00', closes: '23:00' }];
    expect(within(hours, '2025-01-08T09:59')).toBe(false);
    expect(within(hours, '2025-01-08T10:00')).toBe(true);
    expect(within(hours, '2025-01-08T22:59')).toBe(true);
    expect(within(hours, '2025-01-08T23:00')).toBe(false);
  });

  it('applies a period to its weekday only', () => {
    const wednesday = [{ weekday: 3, opens: '10:00', closes: '23:00' }];
    expect(within(wednesday, '2025-01-07T12:00')).toBe(false);
    expect(within(wednesday, '2025-01-09T12:00')).toBe(false);
  });

  it('carries a period past midnight into the next day', () => {
    const hours = everyDay('10:00', '02:00');
    expect(within(hours, '2025-01-08T01:59')).toBe(true);
    expect(within(hours, '2025-01-08T02:00')).toBe(false);
    expect(within(hours, '2025-01-08T09:59')).toBe(false);
    expect(within(hours, '2025-01-08T23:30')).toBe(true);
  });

  it('ends a past-midnight period on the next weekday only', () => {
    const friday = [{ weekday: 5, opens: '13:00', closes: '01:00' }];
    expect(within(friday, '2025-01-10T00:30')).toBe(false);
    expect(within(friday, '2025-01-10T13:00')).toBe(true);
    expect(within(friday, '2025-01-11T00:30')).toBe(true);
    expect(within(friday, '2025-01-11T01:00')).toBe(false);
    expect(within(friday, '2025-01-12T00:30')).toBe(false);
  });

  it('wraps from Saturday to Sunday', () => {
    const saturdayNight = [{ weekday: 6, opens: '22:00', closes: '02:00' }];
    expect(within(saturdayNight, '2025-01-05T01:00')).toBe(true);
    expect(within(saturdayNight, '2025-01-06T01:00')).toBe(false);
  });

  it('takes several periods a day', () => {
    const split = [
      { weekday: 3, opens: '12:00', closes: '15:00' },
      { weekday: 3, opens: '18:00', closes: '23:00' },
    ];
    expect(within(split, '2025-01-08T13:00')).toBe(true);
    expect(within(split, '2025-01-08T16:00')).toBe(false);
    expect(within(split, '2025-01-08T19:00')).toBe(true);
  });

  it('reads 00:00-00:00 as a whole day and 24:00 as midnight', () => {
    const wholeWednesday = [{ weekday: 3, opens: '00:00', closes: '00:00' }];
    expect(within(wholeWednesday, '2025-01-08T00:00')).toBe(true);
    expect(within(wholeWednesday, '2025-01-08T23:59')).toBe(true);
    expect(within(wholeWednesday, '2025-01-09T00:00')).toBe(false);
    const evening = [{ weekday: 3, opens: '18:00', closes: '24:00' }];
    expect(within(evening, '2025-01-08T23:59')).toBe(true);
    expect(within(evening, '2025-01-09T00:00')).toBe(false);
  });

  it('decides the weekday in the branch time zone', () => {
    // Saturday 22:00 UTC is already Sunday 01:00 in Riyadh.
    const sundayNight = [{ weekday: 0, opens: '00:00', closes: '06:00' }];
    const at = new Date('2025-01-04T22:00:00Z');
    expect(isWithinWorkingHours(sundayNight, at, RIYADH)).toBe(true);
    expect(isWithinWorkingHours(sundayNight, at, 'UTC')).toBe(false);
  });

  it('is never open without working hours', () => {
    expect(within([], '2025-01-08T12:00')).toBe(false);
  });
});

describe('branchStatus', () => {
  const flags = (overrides: Partial<BranchStatusFlags> = {}): BranchStatusFlags => ({
    busy: false,
    manually_closed: false,
    asap_allowed: true,
    schedule_allowed: true,
    ...overrides,
  });
  const hours = everyDay('10:00', '02:00');
  const openTime = riyadh('2025-01-08T20:00');
  const closedTime = riyadh('2025-01-08T05:00');
  const status = (overrides: Partial<BranchStatusFlags>, at: Date) => branchStatus(flags(overrides), hours, at, RIYADH);

  it.each([
    ['open', {}, openTime],
    ['busy', { busy: true }, openTime],
    ['scheduled_only', { asap_allowed: false }, openTime],
    ['scheduled_only', { asap_allowed: false, busy: true }, openTime],
    ['closed', { asap_allowed: false, schedule_allowed: false }, openTime],
    ['preorder', {}, closedTime],
    ['preorder', { busy: true }, closedTime],
    ['preorder', { manually_closed: true }, openTime],
    ['closed', { schedule_allowed: false }, closedTime],
    ['closed', { manually_closed: true, schedule_allowed: false }, openTime],
  ] as const)('is %s with %j', (expected, overrides, at) => {
    expect(status(overrides, at)).toBe(expected);
  });

  it('is open after midnight within a period that passes midnight, in Riyadh time', () => {
    // 22:30 UTC on Tuesday is 01:30 on Wednesday in Riyadh: inside Tuesday's 10:00-02:00.
    expect(branchStatus(flags(), hours, new Date('2025-01-07T22:30:00Z'), RIYADH)).toBe('open');
    expect(branchStatus(flags(), hours, new Date('2025-01-07T23:30:00Z'), RIYADH)).toBe('preorder');
  });
});
