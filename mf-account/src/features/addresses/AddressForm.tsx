import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  addressBodySchema,
  ApiCallError,
  LIMITS,
  TextField,
  useFormDraft,
  useStores,
  type Address,
  type AddressBody,
} from '@storefront/shared';
import { Notice } from '../ui/Notice';
import { SelectField } from '../ui/SelectField';
import { useAccountTexts, useErrorText } from '../ui/use-account-texts';
import type { AddressesStore } from './addresses-store';
import { LocationPicker } from './LocationPicker';

const text = (value: string | null | undefined) => value ?? '';

/** Add or edit an address; the point comes from the map, the browser or by hand. Nothing typed is lost on a failed save. */
export const AddressForm = observer(function AddressForm({
  store,
  address,
  onSaved,
}: {
  store: AddressesStore;
  address: Address | null;
  onSaved: () => void;
}) {
  const root = useStores();
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressBody>({
    resolver: zodResolver(addressBodySchema),
    defaultValues: {
      street_name: text(address?.street_name),
      building_type: address?.building_type ?? 'house',
      building_number: text(address?.building_number),
      floor_number: text(address?.floor_number),
      apartment_number: text(address?.apartment_number),
      special_mark: text(address?.special_mark),
      description: text(address?.description),
      latitude: address?.latitude === null || address?.latitude === undefined ? '' : String(address.latitude),
      longitude: address?.longitude === null || address?.longitude === undefined ? '' : String(address.longitude),
    },
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const forgetDraft = useFormDraft(`storefront.${root.tenant.tenant.name}.address-${address?.id ?? 'new'}`, form);
  const { errors } = formState;
  const coordinate = (value: unknown) =>
    value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await store.save(values);
      forgetDraft();
      onSaved();
    } catch (error) {
      const message = errorText(error, t('addresses.failed'));
      const fields = error instanceof ApiCallError ? Object.keys(error.fieldErrors) : [];
      for (const name of fields)
        if (name in values)
          setError(name as keyof AddressBody, {
            message: error instanceof ApiCallError ? (error.fieldErrors[name]?.[0] ?? message) : message,
          });
      if (fields.length === 0) setFailure(message);
    }
  });

  const field = (name: 'building_number' | 'floor_number' | 'apartment_number', label: string) => (
    <TextField label={label} limit={LIMITS.addressShort} error={errors[name]?.message} {...register(name)} />
  );

  return (
    <form className="sf-form sf-card" noValidate onSubmit={submit} aria-labelledby="address-form-title">
      <h2 id="address-form-title">{address ? t('addresses.editTitle') : t('addresses.newTitle')}</h2>
      <TextField
        label={t('addresses.street')}
        autoComplete="street-address"
        limit={LIMITS.streetName}
        error={errors.street_name?.message}
        {...register('street_name')}
      />
      <SelectField label={t('addresses.buildingType')} error={errors.building_type?.message} {...register('building_type')}>
        <option value="house">{t('addresses.house')}</option>
        <option value="villa">{t('addresses.villa')}</option>
        <option value="office">{t('addresses.office')}</option>
      </SelectField>
      {field('building_number', t('addresses.buildingNumber'))}
      {field('floor_number', t('addresses.floor'))}
      {field('apartment_number', t('addresses.apartment'))}
      <TextField
        label={t('addresses.specialMark')}
        limit={LIMITS.specialMark}
        error={errors.special_mark?.message}
        {...register('special_mark')}
      />
      <TextField
        label={t('addresses.description')}
        multiline
        rows={3}
        limit={LIMITS.addressDescription}
        error={errors.description?.message}
        {...register('description')}
      />
      <LocationPicker
        latitude={coordinate(latitude)}
        longitude={coordinate(longitude)}
        onPick={(lat, lng) => {
          setValue('latitude', String(lat), { shouldDirty: true });
          setValue('longitude', String(lng), { shouldDirty: true });
        }}
      >
        <div className="sf-field__row">
          <TextField
            label={t('addresses.latitude')}
            inputMode="decimal"
            dir="ltr"
            error={errors.latitude?.message}
            {...register('latitude')}
          />
          <TextField
            label={t('addresses.longitude')}
            inputMode="decimal"
            dir="ltr"
            error={errors.longitude?.message}
            {...register('longitude')}
          />
        </div>
      </LocationPicker>
      <Notice kind="alert">{failure}</Notice>
      <div className="sf-card__actions">
        <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('addresses.saving') : t('addresses.save')}
        </button>
        <button type="button" className="sf-button sf-button--secondary" onClick={() => store.edit(null)}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
});
