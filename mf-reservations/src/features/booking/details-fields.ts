import type { Allergen, EventType, ReservationForm } from '@storefront/shared/contracts';

/** Step two's fields as the form holds them: the occasion and allergens by id. */
export type DetailsFields = Pick<ReservationForm, 'name' | 'email' | 'country_code' | 'phone' | 'note' | 'event_id'> & {
  allergens: number[];
};

export const fieldsOf = (form: ReservationForm): DetailsFields => ({
  name: form.name,
  email: form.email,
  country_code: form.country_code,
  phone: form.phone,
  note: form.note,
  event_id: form.event_id,
  allergens: form.allergens.map((allergen) => allergen.id),
});

/**
 * The booking with step two's fields as typed: the occasion and allergens chosen by id become the
 * lists' entries (or the ones the booking holds already, when a list has not come yet).
 */
export const withDetails = (
  form: ReservationForm,
  values: Partial<DetailsFields>,
  lists: { events: readonly EventType[]; allergens: readonly Allergen[] },
): ReservationForm => {
  const eventId = values.event_id ?? null;
  const known = [...lists.allergens, ...form.allergens];
  const allergens = (values.allergens ?? []).flatMap((id) => known.find((allergen) => allergen.id === id) ?? []);
  const event = eventId === null ? null : (lists.events.find((candidate) => candidate.id === eventId) ?? form.event);
  return { ...form, ...values, country_code: values.country_code ?? form.country_code, event_id: eventId, event, allergens };
};
