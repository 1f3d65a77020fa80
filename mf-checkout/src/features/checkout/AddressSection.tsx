import { FieldError, LIMITS, TextField, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { createAddress } from './checkout-calls';
import type { CheckoutValues } from './checkout-form';
import { useFieldError } from './use-field-error';

/** Delivery: one of the customer's saved addresses, or a new one at the place chosen on the menu (the api checks its zone). */
export const AddressSection = observer(function AddressSection() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const fieldError = useFieldError();
  const { register, setValue, formState } = useFormContext<CheckoutValues>();
  const errorId = useId();
  const [adding, setAdding] = useState(false);
  const addresses = root.session.addresses;
  const error = fieldError(formState.errors.address_id?.message);
  return (
    <fieldset className="sf-checkout__section" aria-describedby={error ? errorId : undefined}>
      <legend>{t('checkout.address.legend')}</legend>
      {addresses.length === 0 && <p>{t('checkout.address.none')}</p>}
      {addresses.map((address) => (
        <label key={address.id} className="sf-choice">
          <input
            type="radio"
            value={String(address.id)}
            disabled={address.latitude === null}
            {...register('address_id', { onChange: () => root.session.selectAddress(address) })}
          />
          <span>
            {[address.street_name, address.building_number, address.description].filter(Boolean).join('، ')}
            {address.latitude === null && ` (${t('checkout.address.noCoordinates')})`}
          </span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
      {adding ? (
        <NewAddress
          onSaved={(id) => {
            setAdding(false);
            setValue('address_id', String(id), { shouldValidate: true });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="sf-link-button" onClick={() => setAdding(true)}>
          {t('checkout.address.add')}
        </button>
      )}
    </fieldset>
  );
});

/** A new address at the delivery location of the draft (no map needed): street, building and details. */
const NewAddress = observer(function NewAddress({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const location = root.orderDraft.draft.delivery_location;
  const [street, setStreet] = useState('');
  const [building, setBuilding] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!location) return <p role="alert">{t('checkout.address.noLocation')}</p>;
  const save = async () => {
    if (!street.trim()) return setError('validation.required');
    setSaving(true);
    setError(null);
    try {
      const address = await createAddress(root.api, {
        street_name: street.trim(),
        building_type: 'house',
        building_number: building.trim() || null,
        floor_number: null,
        apartment_number: null,
        special_mark: null,
        description: description.trim() || location.label,
        latitude: location.latitude,
        longitude: location.longitude,
      });
      root.session.setAddresses([...root.session.addresses, address]);
      root.session.selectAddress(address);
      onSaved(address.id);
    } catch (failure) {
      setError(errorText(failure, t('checkout.address.failed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div role="group" aria-label={t('checkout.address.adding')} className="sf-checkout__subform">
      <p>{t('checkout.address.location', { label: location.label })}</p>
      <TextField
        label={t('checkout.address.street')}
        limit={LIMITS.streetName}
        value={street}
        error={error === 'validation.required' ? error : undefined}
        onChange={(event) => setStreet(event.target.value)}
      />
      <TextField
        label={t('checkout.address.building')}
        limit={LIMITS.addressShort}
        value={building}
        onChange={(event) => setBuilding(event.target.value)}
      />
      <TextField
        label={t('checkout.address.description')}
        limit={LIMITS.addressDescription}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {error && error !== 'validation.required' && <p role="alert">{error}</p>}
      <button type="button" className="sf-button" disabled={saving} onClick={() => void save()}>
        {t('checkout.address.save')}
      </button>
      <button type="button" className="sf-link-button" onClick={onCancel}>
        {t('checkout.address.cancel')}
      </button>
    </div>
  );
});
