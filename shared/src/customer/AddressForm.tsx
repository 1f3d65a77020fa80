import { formResolver } from '../forms/parts/form-resolver';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS, useApiText, useNamespace, storageKey, useStores, Notice, type Address } from '@storefront/shared';
import { SelectField } from '../forms/parts/SelectField';
import { TextField } from '../forms/parts/TextField';
import { showFieldErrors } from '../forms/parts/field-errors';
import { useFormDraft } from '../forms/parts/use-form-draft';
import { SubForm, SubFormSubmit } from '../forms/parts/SubForm';
import { addressBodySchema, type AddressBody } from '@storefront/shared/contracts';
import { saveAddress } from './address-calls';
import { DistrictChooser } from './DistrictChooser';
import { CUSTOMER_FORMS_NAMESPACE, customerFormTexts } from './texts';

export interface LocationPickerProps {
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
  /** The district chooser, for choosing the point without a map. */
  children: ReactNode;
}

export interface AddressFormProps {
  address: Address | null;
  title: string;
  onSaved: (address: Address) => void;
  onCancel: () => void;
  /** Chooses the point (a map, the browser's location) around the district chooser. */
  LocationPicker?: ComponentType<LocationPickerProps>;
  /** A point already chosen (the checkout's delivery location): no coordinate fields, this note instead. */
  fixedLocation?: { latitude: number; longitude: number; note: string; description: string };
  /** Inside another form (the checkout). */
  nested?: boolean;
}

const text = (value: string | null | undefined) => value ?? '';
const coordinateText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const coordinate = (value: unknown) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);

/** Add or edit an address; the point comes from a picker (map, location), a district or the checkout; never typed. Nothing typed is lost on a failed save. */
export function AddressForm({ address, title, onSaved, onCancel, LocationPicker, fixedLocation, nested = false }: AddressFormProps) {
  const root = useStores();
  const { t } = useNamespace(CUSTOMER_FORMS_NAMESPACE, customerFormTexts);
  const { errorText } = useApiText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressBody>({
    resolver: formResolver(addressBodySchema),
    defaultValues: {
      street_name: text(address?.street_name),
      building_type: address?.building_type ?? 'house',
      building_number: text(address?.building_number),
      floor_number: text(address?.floor_number),
      apartment_number: text(address?.apartment_number),
      special_mark: text(address?.special_mark),
      description: address ? text(address.description) : (fixedLocation?.description ?? ''),
      latitude: coordinateText(fixedLocation?.latitude ?? address?.latitude),
      longitude: coordinateText(fixedLocation?.longitude ?? address?.longitude),
    },
  });
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = form;
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const draftName = fixedLocation ? 'address-at-location' : `address-${address?.id ?? 'new'}`;
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, draftName), form, fixedLocation ? ['latitude', 'longitude'] : []);
  const { errors } = formState;
  const headingId = `address-form-title-${address?.id ?? 'new'}`;
  const Heading = nested ? 'h3' : 'h2';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saveAddress(root.api, address?.id ?? null, values);
      forgetDraft();
      onSaved(saved);
    } catch (error) {
      const message = errorText(error, t('address.failed'));
      if (!showFieldErrors(error, values, setError, message)) setFailure(message);
    }
  });

  const field = (name: 'building_number' | 'floor_number' | 'apartment_number', label: string) => (
    <TextField label={label} limit={LIMITS.addressShort} error={errors[name]?.message} {...register(name)} />
  );
  const pick = (lat: number, lng: number) => {
    setValue('latitude', String(lat), { shouldDirty: true });
    setValue('longitude', String(lng), { shouldDirty: true });
  };
  const districtChooser = (
    <DistrictChooser
      hasPoint={coordinate(latitude) !== null && coordinate(longitude) !== null}
      error={errors.latitude?.message ?? errors.longitude?.message}
      onChoose={(district) => {
        pick(district.latitude, district.longitude);
        if (!getValues('description')) setValue('description', district.names[root.locale.locale], { shouldDirty: true });
      }}
    />
  );
  return (
    <SubForm nested={nested} labelledBy={headingId} submit={submit}>
      <Heading id={headingId}>{title}</Heading>
      {fixedLocation && <p>{fixedLocation.note}</p>}
      <TextField
        label={t('address.street')}
        autoComplete="street-address"
        limit={LIMITS.streetName}
        error={errors.street_name?.message}
        {...register('street_name')}
      />
      <SelectField label={t('address.buildingType')} error={errors.building_type?.message} {...register('building_type')}>
        <option value="house">{t('address.house')}</option>
        <option value="villa">{t('address.villa')}</option>
        <option value="office">{t('address.office')}</option>
      </SelectField>
      {field('building_number', t('address.buildingNumber'))}
      {field('floor_number', t('address.floor'))}
      {field('apartment_number', t('address.apartment'))}
      <TextField
        label={t('address.specialMark')}
        limit={LIMITS.specialMark}
        error={errors.special_mark?.message}
        {...register('special_mark')}
      />
      <TextField
        label={t('address.description')}
        multiline
        rows={3}
        limit={LIMITS.addressDescription}
        error={errors.description?.message}
        {...register('description')}
      />
      {!fixedLocation &&
        (LocationPicker ? (
          <LocationPicker latitude={coordinate(latitude)} longitude={coordinate(longitude)} onPick={pick}>
            {districtChooser}
          </LocationPicker>
        ) : (
          districtChooser
        ))}
      <Notice kind="alert">{failure}</Notice>
      <div className="sf-card__actions">
        <SubFormSubmit nested={nested} submit={submit} busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('address.saving') : t('address.save')}
        </SubFormSubmit>
        <button type="button" className="sf-button sf-button--secondary" onClick={onCancel}>
          {t('address.cancel')}
        </button>
      </div>
    </SubForm>
  );
}
