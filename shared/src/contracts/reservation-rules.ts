import type { Allergen, EventType } from './catalogues';
import type { CountryCode } from './countries';
import { RESERVATION_SOURCE } from './reservation-paths';
import { type CreateReservationBody, type ReservationSettings, type ReservationStatus, type UpdateReservationBody } from './reservations';

/** Default guests and cost of a new reservation form (spec §9). */
export const RESERVATION_DEFAULTS = { guests_count: 1, cost: '0.00' } as const;

/** The status an action leaves (spec §4): update → pending_payment when it costs, else pending; confirm → confirmed only when free. */
export const statusAfter = (action: 'create' | 'update' | 'confirm' | 'cancel', cost: string): ReservationStatus => {
  const costs = Number(cost) > 0;
  if (action === 'cancel') return 'cancelled';
  if (action === 'create') return 'pending';
  if (action === 'update') return costs ? 'pending_payment' : 'pending';
  return costs ? 'pending_payment' : 'confirmed';
};

/** True while a reservation still holds its table without being confirmed. */
export const isUnfinished = (status: ReservationStatus): boolean => status === 'pending' || status === 'pending_payment';

type GuestBounds = Pick<ReservationSettings, 'person_count_from' | 'person_count_to'>;

/** The guests count after one step up (+1) or down (-1), kept between person_count_from and person_count_to. */
export const stepGuests = (count: number, step: 1 | -1, bounds: GuestBounds): number =>
  Math.min(bounds.person_count_to, Math.max(bounds.person_count_from, count + step));

export const guestsInBounds = (count: number, bounds: GuestBounds): boolean =>
  Number.isInteger(count) && count >= bounds.person_count_from && count <= bounds.person_count_to;

/** `day` (YYYY-MM-DD) moved by whole days. */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Whether `day` is between today and today plus maximum_duration days (spec §5). */
export const dayInBounds = (day: string, today: string, maximumDuration: number): boolean =>
  day >= today && day <= addDays(today, maximumDuration);

/** The step-one form fields (spec §3 "Reservation form"). */
export interface ReservationForm {
  branch_id: number;
  date: string;
  time: string;
  is_next_day: boolean;
  area_id: number | null;
  guests_count: number;
  cost: string;
  name: string;
  email: string;
  country_code: CountryCode;
  phone: string;
  note: string;
  event_id: number | null;
  event: EventType | null;
  allergens: Allergen[];
}

/** The create payload (spec §5): personal fields blanked, event and allergen objects left out. */
export const createPayload = (form: ReservationForm): CreateReservationBody => ({
  branch_id: form.branch_id,
  date: form.date,
  time: form.time,
  is_next_day: form.is_next_day,
  area_id: form.area_id ?? 0,
  guests_count: form.guests_count,
  source: RESERVATION_SOURCE,
  name: '',
  email: '',
  phone: '',
  note: '',
});

/** The update payload: the details with allergen ids (objects removed) and event_id dropped when empty. */
export const updatePayload = (form: ReservationForm): UpdateReservationBody => ({
  action: 'update',
  details: {
    name: form.name,
    email: form.email,
    country_code: form.country_code,
    phone: form.phone,
    note: form.note,
    allergens: form.allergens.map((allergen) => allergen.id),
    ...(form.event_id ? { event_id: form.event_id } : {}),
  },
});

/** The cancel payload: cancellation_reason omitted when empty (spec §5). */
export const cancelPayload = (reason: string): UpdateReservationBody =>
  reason.trim() ? { action: 'cancel', cancellation_reason: reason.trim() } : { action: 'cancel' };
