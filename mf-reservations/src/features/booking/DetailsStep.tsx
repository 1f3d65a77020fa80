import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS, reservationDetailsSchema, type Reservation, type ReservationForm } from '@storefront/shared/contracts';
import { Notice, useApiText, useStores } from '@storefront/shared';
import { TextField, showFieldErrors, NoteField } from '@storefront/shared/forms';
import { MobileField, EmailField, formResolver } from '@storefront/shared/forms';
import { useReservationTexts } from '../../texts';
import { withAccountDetails } from './account-details';
import { detailsListsOf } from './details-lists-store';
import { bookingOf } from './booking-store';
import { ChosenSlot } from './ChosenSlot';
import { fieldsOf, type DetailsFields } from './details-fields';

/**
 * Step two: the party's details, occasion and allergens (both lists loaded only now), checked by the
 * shared contract. Every change goes up to the booking (which keeps it as a draft, so a reload loses
 * nothing) and sends it on submit; a refusal is shown next to its field or above the button. The
 * account's name, e-mail and mobile fill the fields left blank, also when the account is known only
 * after the step opened; what the guest typed is never replaced. The held table is recalled above the
 * fields. An e-mail the account has is not asked again: the step says where the confirmation goes,
 * and "Use another e-mail" opens the field (also opened by a refusal of it, or an e-mail typed before).
 */
export default observer(function DetailsStep({ form, held }: { form: ReservationForm; held: Reservation | null }) {
  const { t } = useReservationTexts();
  const { errorText } = useApiText();
  const root = useStores();
  const locale = root.locale.locale;
  const store = bookingOf(root);
  const lists = detailsListsOf(root);
  useEffect(() => lists.follow(), [lists]);
  const { events, allergens } = lists.shown;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, setFocus, getValues, reset, control, formState } = useForm<DetailsFields>({
    resolver: formResolver(reservationDetailsSchema) as never,
    defaultValues: fieldsOf(withAccountDetails(form, root.session.customer)),
  });
  const customer = root.session.customer;
  useEffect(() => {
    // Fields the guest touched keep what they typed (keepDirtyValues); blank ones take the account's.
    if (customer) reset(withAccountDetails(getValues(), customer), { keepDirtyValues: true });
  }, [customer, reset, getValues]);
  const values = useWatch({ control });
  const eventId = values.event_id ?? null;
  const chosenAllergens = values.allergens ?? [];
  useEffect(() => store.changeDetails(values), [store, values]);
  const accountEmail = customer?.email?.trim() ?? '';
  const [otherEmail, setOtherEmail] = useState(false);
  const askEmail =
    otherEmail ||
    accountEmail === '' ||
    (values.email ?? '').trim().toLowerCase() !== accountEmail.toLowerCase() ||
    formState.errors.email !== undefined;
  useEffect(() => {
    if (otherEmail) setFocus('email');
  }, [otherEmail, setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await store.saveDetails();
    } catch (error) {
      const message = errorText(error, t('failed'));
      if (!showFieldErrors(error, values, setError, message)) setFailure(message);
    }
  });
  const toggle = (id: number) =>
    setValue('allergens', chosenAllergens.includes(id) ? chosenAllergens.filter((chosen) => chosen !== id) : [...chosenAllergens, id], {
      shouldDirty: true,
    });

  return (
    <form aria-labelledby="rsv-step-two" className="sf-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id="rsv-step-two">{t('stepTwo')}</h2>
      {held ? <ChosenSlot held={held} /> : null}
      <TextField label={t('name')} autoComplete="name" limit={LIMITS.name} error={formState.errors.name?.message} {...register('name')} />
      {askEmail ? (
        <EmailField label={t('email')} error={formState.errors.email?.message} {...register('email')} />
      ) : (
        <p className="rsv-account-email">
          <span>
            {t('accountEmail')} <bdi>{accountEmail}</bdi>
          </span>{' '}
          <button type="button" className="sf-link-button" onClick={() => setOtherEmail(true)}>
            {t('otherEmail')}
          </button>
        </p>
      )}
      <MobileField label={t('phone')} country={register('country_code')} mobile={register('phone')} error={formState.errors.phone} />
      <NoteField label={t('note')} error={formState.errors.note?.message} {...register('note')} />
      <fieldset>
        <legend>{t('event')}</legend>
        <label>
          <input
            type="radio"
            name="rsv-event"
            checked={eventId === null}
            onChange={() => setValue('event_id', null, { shouldDirty: true })}
          />{' '}
          {t('noEvent')}
        </label>
        {events.map((event) => (
          <label key={event.id}>
            <input
              type="radio"
              name="rsv-event"
              checked={eventId === event.id}
              onChange={() => setValue('event_id', event.id, { shouldDirty: true })}
            />{' '}
            <span aria-hidden="true">{event.icon}</span> {event.names[locale]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('allergens')}</legend>
        {allergens.map((allergen) => (
          <label key={allergen.id}>
            <input type="checkbox" checked={chosenAllergens.includes(allergen.id)} onChange={() => toggle(allergen.id)} />{' '}
            <span aria-hidden="true">{allergen.icon}</span> {allergen.names[locale]}
          </label>
        ))}
      </fieldset>
      {failure && <Notice kind="alert">{failure}</Notice>}
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {t('toSummary')}
      </button>
    </form>
  );
});
