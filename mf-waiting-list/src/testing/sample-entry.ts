import type { WaitingEntry } from '@storefront/shared/contracts';

/** For the screens' tests: an entry token and an entry in line, with changes. */
export const TOKEN = 'a'.repeat(32);

export const entryOf = (change: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id: TOKEN,
  branch: { id: 1, names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' } },
  area: { id: 1, names: { ar: 'الصالة الداخلية', en: 'Indoor hall' } },
  name: 'Faisal',
  country_code: 'SA',
  mobile: '551000001',
  party_size: 4,
  event_type_id: null,
  note: null,
  status: 'waiting',
  state: 'in_line',
  position: 3,
  parties_ahead: 2,
  estimated_minutes: 16,
  delays_used: 0,
  delays_allowed: 2,
  can_delay: true,
  closed_reason: null,
  party_size_min: 1,
  party_size_max: 10,
  created_at: '2026-11-22T09:00:00.000Z',
  called_at: null,
  on_my_way_at: null,
  grace_minutes: 10,
  give_up_at: null,
  rating: null,
  can_rate: false,
  ...change,
});
