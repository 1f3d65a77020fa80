import type { Reservation } from '@storefront/shared/contracts';
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

/** A free reservation held at Olaya on 2026-03-01 19:00 (its hold just started); `changes` over it. */
export const heldReservation = (changes: Partial<Reservation> = {}): Reservation => ({
  id: 7,
  branch_id: 1,
  branch_name: OLAYA_BRANCH.names,
  status: 'pending',
  action: null,
  date: '2026-03-01',
  time: '19:00',
  is_next_day: false,
  starts_at: '2026-03-01T16:00:00.000Z',
  ends_at: '2026-03-01T17:30:00.000Z',
  guests_count: 2,
  area_id: 3,
  area_name: { ar: 'داخلي', en: 'Indoor' },
  table_id: 1,
  table_name: 'T1',
  cost: '0.00',
  currency: 'SAR',
  is_payment_required: false,
  paid: false,
  name: '',
  email: '',
  country_code: 'SA',
  phone: '',
  note: '',
  event: null,
  allergens: [],
  source: 'web',
  send_notification: true,
  cancellation_reason: null,
  hold_expires_at: '2026-03-01T12:10:00.000Z',
  hold_seconds_left: 600,
  refund_policy: null,
  changeable: false,
  refund: null,
  refunded: false,
  ...changes,
});
