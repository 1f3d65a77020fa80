import { formatClock, formatDate, useStores } from '@storefront/shared';
import { FieldError, SelectField } from '@storefront/shared/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCheckoutTexts, useErrorText } from '../../texts';
import type { CheckoutValues } from './checkout-form';
import { slotsOf } from './slots-store';
import { useFieldError } from './use-field-error';

/** The tenant's `order.order_delivery_time_options` (missing: both offered, the api decides). */
const tenantOptions = (list: string[]): { asap: boolean; schedule: boolean } =>
  list.length === 0 ? { asap: true, schedule: true } : { asap: list.includes('asap'), schedule: list.includes('schedule') };

/** When: ASAP or a scheduled day and period from the api's slots (full slots are not listed). */
export const TimeSection = observer(function TimeSection() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const { register, watch, getValues, setValue, formState } = useFormContext<CheckoutValues>();
  const { branch_id, type, branch_asap_allowed, branch_schedule_allowed } = root.orderDraft.draft;
  const deliveryTime = watch('delivery_time');
  const day = watch('scheduled_day');
  const timeErrorId = useId();
  const store = slotsOf(root);
  useEffect(() => (branch_id !== null && type ? store.follow(branch_id, type, day || null) : undefined), [store, branch_id, type, day]);
  const { value: slots, state, error } = store.slots;
  // The last ask failed (the times of another day stay shown), until the next one is on its way.
  const failure = error !== null && state !== 'loading' ? errorText(error, t('checkout.time.noSlots')) : null;

  // The first day with slots is chosen until the customer chooses one.
  useEffect(() => {
    if (slots?.day && !getValues('scheduled_day')) setValue('scheduled_day', slots.day);
  }, [slots, getValues, setValue]);

  const options = tenantOptions(root.tenant.settingList('order.order_delivery_time_options'));
  const asapOffered = options.asap && (slots?.asap_available ?? branch_asap_allowed);
  const scheduleOffered = options.schedule && (slots?.schedule_available ?? branch_schedule_allowed);
  const timeError = fieldError(formState.errors.delivery_time?.message);

  // Keep the draft in step (docs/specification.md §3: delivery_time, scheduled_day, scheduled_period are part of it).
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'delivery_time' || name === 'scheduled_day' || name === 'scheduled_period')
        root.orderDraft.update({
          delivery_time: values.delivery_time || null,
          scheduled_day: values.scheduled_day || null,
          scheduled_period: values.scheduled_period || null,
        });
    });
    return () => subscription.unsubscribe();
  }, [watch, root.orderDraft]);

  return (
    <fieldset className="sf-checkout__section" aria-describedby={timeError ? timeErrorId : undefined} aria-busy={!slots && !failure}>
      <legend>{t('checkout.time.legend')}</legend>
      {asapOffered ? (
        <label className="sf-choice">
          <input type="radio" value="asap" {...register('delivery_time')} />
          <span>{t('checkout.time.asap')}</span>
        </label>
      ) : (
        slots && <p>{t('checkout.time.asapUnavailable')}</p>
      )}
      {scheduleOffered && (
        <label className="sf-choice">
          <input type="radio" value="schedule" {...register('delivery_time')} />
          <span>{t('checkout.time.schedule')}</span>
        </label>
      )}
      {/* Said only where the times are shown (a later time chosen): a line that comes and goes would move the
          choices and the sections under it away from a tap as the times come. */}
      {deliveryTime === 'schedule' && !slots && !failure && <p role="status">{t('checkout.time.loading')}</p>}
      {failure && <p role="alert">{failure}</p>}
      <FieldError id={timeErrorId} message={timeError} />
      {deliveryTime === 'schedule' && slots && (
        <div className="sf-checkout__slots">
          <SelectField
            label={t('checkout.time.day')}
            error={fieldError(formState.errors.scheduled_day?.message)}
            {...register('scheduled_day', { onChange: () => setValue('scheduled_period', '') })}
          >
            <option value="">{t('checkout.time.choose')}</option>
            {slots.days.map((entry) => (
              <option key={entry} value={entry}>
                {formatDate(new Date(`${entry}T12:00:00Z`), 'UTC')}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('checkout.time.period')}
            error={fieldError(formState.errors.scheduled_period?.message)}
            {...register('scheduled_period')}
          >
            <option value="">{t('checkout.time.choose')}</option>
            {(slots.day === day ? slots.slots : []).map((slot) => (
              <option key={slot.period} value={slot.period}>
                {formatClock(slot.period, root.locale.locale)} – {formatClock(slot.ends, root.locale.locale)}
              </option>
            ))}
          </SelectField>
          {slots.slots.length === 0 && <p>{t('checkout.time.noSlots')}</p>}
        </div>
      )}
    </fieldset>
  );
});
