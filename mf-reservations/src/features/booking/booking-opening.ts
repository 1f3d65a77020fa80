import {
  COUNTRY_CODES,
  RESERVATION_DEFAULTS,
  type CountryCode,
  type ReservationDetailsDraft,
  dayInBounds,
  guestsInBounds,
  type Reservation,
  type ReservationForm,
  type ReservationSettings,
} from '@storefront/shared/contracts';
import type { Customer } from '@storefront/shared';
import { withAccountDetails } from './account-details';
import { readPendingSlot, type PendingSlot } from './pending-slot';

export type BookingScreen = 'reservationBranch' | 'continueReservation' | 'confirmReservation';
export type BookingStep = 1 | 2 | 3;

/** The booking page's address: its screen, its `id` and `reservation` as written, and the day and party a login brought back. */
export interface BookingRoute {
  screen: BookingScreen;
  id: string | undefined;
  reservation: string | undefined;
  chosenDay: string | null;
  chosenGuests: number;
}

/** Where the page starts: the branch's rules, the booking's fields, the held reservation resumed and the step it is at. */
export interface BookingOpening {
  settings: ReservationSettings;
  form: ReservationForm;
  held: Reservation | null;
  step: BookingStep;
  /** The period a guest chose before logging in, held for them once they are a customer. */
  pending: PendingSlot | null;
}

/** The customer's country when it is one the storefront serves, else the tenant's. */
const countryOr = (code: string | undefined, fallback: CountryCode): CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(code ?? '') ? (code as CountryCode) : fallback;

/**
 * The opening of a booking from the api's answers: a resumed reservation's fields (with step two's
 * draft, typed before a reload and not yet sent, over them), else the guest's day and party when still
 * within the branch's bounds; every blank detail is the account's.
 */
export const openingOf = (
  route: BookingRoute,
  resumed: Reservation | null,
  branchId: number,
  settings: ReservationSettings,
  visitor: {
    tenant: string;
    country: CountryCode;
    customer: Customer | null;
    /** Step two's fields typed before a reload and not yet sent (a resumed reservation's). */
    draft?: ReservationDetailsDraft | null;
    kept?: boolean;
  },
): BookingOpening => {
  const typed = resumed ? (visitor.draft ?? null) : null;
  const today = settings.today;
  // `kept: false`: a first paint, the same for every guest (this tab's kept choice is read after it).
  const waiting = resumed || visitor.kept === false ? null : readPendingSlot(visitor.tenant, branchId);
  const wantedDay = waiting?.date ?? route.chosenDay;
  const wantedGuests = waiting?.guests_count ?? route.chosenGuests;
  const keptDay = wantedDay && dayInBounds(wantedDay, today, settings.maximum_duration) ? wantedDay : null;
  const keptGuests = guestsInBounds(wantedGuests, settings) ? wantedGuests : null;
  const base: ReservationForm = {
    branch_id: branchId,
    date: resumed?.date ?? keptDay ?? today,
    time: resumed?.time ?? '',
    is_next_day: resumed?.is_next_day ?? false,
    area_id: resumed?.area_id ?? null,
    guests_count: resumed?.guests_count ?? keptGuests ?? Math.max(RESERVATION_DEFAULTS.guests_count, settings.person_count_from),
    cost: resumed?.cost ?? RESERVATION_DEFAULTS.cost,
    name: resumed?.name ?? '',
    email: resumed?.email ?? '',
    country_code: resumed?.country_code ?? countryOr(visitor.customer?.countryCode, visitor.country),
    phone: resumed?.phone ?? '',
    note: resumed?.note ?? '',
    event_id: resumed?.event?.id ?? null,
    event: resumed?.event ?? null,
    allergens: resumed?.allergens ?? [],
    ...typed,
  };
  return {
    settings,
    // A field left blank (also in a kept draft) is the account's, read now or when it arrives.
    form: withAccountDetails(base, visitor.customer),
    held: resumed,
    step: resumed ? (route.screen === 'confirmReservation' && resumed.name ? 3 : 2) : 1,
    pending: waiting && keptDay === waiting.date && keptGuests === waiting.guests_count ? waiting : null,
  };
};
