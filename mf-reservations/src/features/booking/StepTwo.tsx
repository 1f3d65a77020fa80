import { useEffect, useState } from 'react';
import {
  COUNTRIES,
  LIMITS,
  countryCodeSchema,
  reservationDetailsSchema,
  type Allergen,
  type EventType,
  type ReservationForm,
} from '@storefront/shared/contracts';
import { TextField, useStores } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useReservationTexts } from '../../texts';
import { reservationCalls } from '../reservation-calls';

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'note', string>>;

/** Step two: the party's details, event type and allergens (both lists loaded only now). */
export default function StepTwo({
  form,
  onChange,
  onNext,
}: {
  form: ReservationForm;
  onChange(form: ReservationForm): void;
  onNext(): void;
}) {
  const { t } = useReservationTexts();
  const { t: common } = useTranslation('common');
  const root = useStores();
  const locale = root.locale.locale;
  const [events, setEvents] = useState<EventType[]>([]);
  const [allergens, setAllergens] = useState<Allergen[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    const calls = reservationCalls(root.api);
    calls.eventTypes().then(setEvents, () => setEvents([]));
    calls.allergens().then(setAllergens, () => setAllergens([]));
  }, [root.api]);
  const set = (patch: Partial<ReservationForm>) => onChange({ ...form, ...patch });
  const next = () => {
    const parsed = reservationDetailsSchema.safeParse({ ...form, allergens: form.allergens.map((allergen) => allergen.id) });
    if (parsed.success) {
      setErrors({});
      onNext();
      return;
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Errors] ??= issue.message;
    setErrors(found);
  };
  const toggle = (allergen: Allergen) =>
    set({
      allergens: form.allergens.some((chosen) => chosen.id === allergen.id)
        ? form.allergens.filter((chosen) => chosen.id !== allergen.id)
        : [...form.allergens, allergen],
    });
  return (
    <section aria-labelledby="rsv-step-two" className="sf-form">
      <h2 id="rsv-step-two">{t('stepTwo')}</h2>
      <TextField
        label={t('name')}
        limit={LIMITS.name}
        value={form.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label={t('email')}
        type="email"
        limit={LIMITS.email}
        value={form.email}
        error={errors.email}
        onChange={(event) => set({ email: event.target.value })}
      />
      <div className="sf-field">
        <label className="sf-field__label" htmlFor="rsv-country">
          {common('mobileCountry')}
        </label>
        <select
          id="rsv-country"
          className="sf-field__input"
          value={form.country_code}
          onChange={(event) => set({ country_code: countryCodeSchema.parse(event.target.value) })}
        >
          {countryCodeSchema.options.map((code) => (
            <option key={code} value={code}>
              {common(`countries.${code}`)} (+{COUNTRIES[code].mobile_code})
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        value={form.phone}
        error={errors.phone}
        onChange={(event) => set({ phone: event.target.value })}
      />
      <TextField
        label={t('note')}
        multiline
        limit={LIMITS.notes}
        value={form.note}
        error={errors.note}
        onChange={(event) => set({ note: event.target.value })}
      />
      <fieldset>
        <legend>{t('event')}</legend>
        <label>
          <input type="radio" name="rsv-event" checked={form.event_id === null} onChange={() => set({ event_id: null, event: null })} />{' '}
          {t('noEvent')}
        </label>
        {events.map((event) => (
          <label key={event.id}>
            <input type="radio" name="rsv-event" checked={form.event_id === event.id} onChange={() => set({ event_id: event.id, event })} />{' '}
            <span aria-hidden="true">{event.icon}</span> {event.names[locale]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('allergens')}</legend>
        {allergens.map((allergen) => (
          <label key={allergen.id}>
            <input type="checkbox" checked={form.allergens.some((chosen) => chosen.id === allergen.id)} onChange={() => toggle(allergen)} />{' '}
            <span aria-hidden="true">{allergen.icon}</span> {allergen.names[locale]}
          </label>
        ))}
      </fieldset>
      <button type="button" className="sf-button" onClick={next}>
        {t('toSummary')}
      </button>
    </section>
  );
}
