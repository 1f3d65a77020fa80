import type { ReservationDetailsDraft, ReservationForm } from '@storefront/shared/contracts';
import { storageKey } from '@storefront/shared';

/** Step two's fields as typed, kept per tenant and held reservation until the api has them: a reload loses nothing. */
export const keyOf = (tenant: string, reservationId: number) => storageKey(tenant, `reservation-details.${reservationId}`);

/** What the customer typed at step two (who, how to reach them, the note, the occasion and allergens). */
export const detailsOf = ({
  name,
  email,
  country_code,
  phone,
  note,
  event_id,
  event,
  allergens,
}: ReservationForm): ReservationDetailsDraft => ({
  name,
  email,
  country_code,
  phone,
  note,
  event_id,
  event,
  allergens,
});

export const keepDetailsDraft = (tenant: string, reservationId: number, form: ReservationForm): void =>
  localStorage.setItem(keyOf(tenant, reservationId), JSON.stringify(detailsOf(form)));

export const forgetDetailsDraft = (tenant: string, reservationId: number): void => localStorage.removeItem(keyOf(tenant, reservationId));
