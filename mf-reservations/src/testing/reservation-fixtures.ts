import { testBranch } from '@storefront/shared/testing';

/** sufra's Olaya branch as the reservation settings call answers it. */
export const OLAYA_BRANCH = testBranch({ order_types: ['pickup'] });

/** The branch's reservation settings on 2026-03-01 (Riyadh); `bounds` sets the party and the days ahead. */
export const reservationSettings = (bounds: { person_count_to: number; maximum_duration: number }) => ({
  person_count_from: 1,
  ...bounds,
  hold_minutes: 10,
  table_minutes: 90,
  no_show_minutes: 15,
  refund_hours: 24,
  currency: 'SAR',
  time_zone: 'Asia/Riyadh',
  today: '2026-03-01',
});
