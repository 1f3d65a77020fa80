import type { ReservationDetailsDraft, ReservationForm } from '@storefront/shared/contracts';
import { storageKey } from '@storefront/shared';

/** Step two's fields as typed, kept per tenant and held reservation until the api has them: a reload loses nothing. */
export const keyOf = (tenant: string, reservationId: number) => storageKey(tenant, `reservation-details.${reservationId}`);

export const keepDetailsDraft = (tenant: string, reservationId: number, form: ReservationForm): void => {
  const { name, email, country_code, phone, note, event_id, event, allergens } = form;
  const draft: ReservationDetailsDraft = { name, email, country_code, phone, note, event_id, event, allergens };
  localStorage.setItem(keyOf(tenant, reservationId), JSON.stringify(draft));
};

export const forgetDetailsDraft = (tenant: string, reservationId: number): void => localStorage.removeItem(keyOf(tenant, reservationId));
