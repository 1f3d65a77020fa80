/** sufra's Olaya branch as the reservation settings call answers it. */
export const OLAYA_BRANCH = {
  id: 1,
  names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
  address: { ar: '', en: '' },
  phone: null,
  latitude: 24.69,
  longitude: 46.68,
  status: 'open',
  preparation_minutes: 20,
  asap_allowed: true,
  schedule_allowed: true,
  order_types: ['pickup'],
  working_hours: [],
};

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
