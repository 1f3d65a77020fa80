import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  ApiCallError,
  LIMITS,
  TextField,
  useFormDraft,
  useStores,
  vehicleBodySchema,
  type Vehicle,
  type VehicleBody,
  type VehicleBrand,
  type VehicleColor,
} from '@storefront/shared';
import { Notice } from '../ui/Notice';
import { SelectField } from '../ui/SelectField';
import { useAccountTexts, useErrorText } from '../ui/use-account-texts';
import { brandsInOrder } from './brand-order';
import { saveVehicle } from './vehicle-calls';

/** Add or edit a vehicle: brand and colour from the api's lists, plate at most 20. */
export function VehicleForm({
  vehicle,
  brands,
  colors,
  onSaved,
  onCancel,
}: {
  vehicle: Vehicle | null;
  brands: VehicleBrand[];
  colors: VehicleColor[];
  onSaved: (vehicle: Vehicle) => void;
  onCancel: () => void;
}) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VehicleBody>({
    resolver: zodResolver(vehicleBodySchema),
    defaultValues: {
      brand_id: vehicle ? String(vehicle.brand_id) : '',
      color_id: vehicle ? String(vehicle.color_id) : '',
      plate_number: vehicle?.plate_number ?? '',
    },
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const colorId: unknown = useWatch({ control, name: 'color_id' });
  const forgetDraft = useFormDraft(`storefront.${root.tenant.tenant.name}.vehicle-${vehicle?.id ?? 'new'}`, form);
  const color = colors.find((candidate) => String(candidate.id) === String(colorId));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saveVehicle(root.api, vehicle?.id ?? null, values);
      forgetDraft();
      onSaved(saved);
    } catch (error) {
      const message = errorText(error, t('vehicles.failed'));
      const fields = error instanceof ApiCallError ? Object.keys(error.fieldErrors) : [];
      for (const name of fields) if (name in values) setError(name as keyof VehicleBody, { message });
      if (fields.length === 0) setFailure(message);
    }
  });

  return (
    <form
      className="sf-form sf-card"
      noValidate
      onSubmit={submit}
      aria-label={vehicle ? t('vehicles.editVehicle', { plate: vehicle.plate_number }) : t('vehicles.add')}
    >
      <SelectField label={t('vehicles.brand')} error={formState.errors.brand_id?.message} {...register('brand_id')}>
        <option value="">{t('vehicles.choose')}</option>
        {brandsInOrder(brands, locale).map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.names[locale]}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('vehicles.color')} error={formState.errors.color_id?.message} {...register('color_id')}>
        <option value="">{t('vehicles.choose')}</option>
        {colors.map((option) => (
          <option key={option.id} value={option.id}>
            {option.names[locale]}
          </option>
        ))}
      </SelectField>
      {color && <span className="sf-swatch" style={{ background: color.code }} aria-hidden="true" />}
      <TextField
        label={t('vehicles.plate')}
        autoComplete="off"
        limit={LIMITS.plate}
        error={formState.errors.plate_number?.message}
        {...register('plate_number')}
      />
      <Notice kind="alert">{failure}</Notice>
      <div className="sf-card__actions">
        <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
          {t('vehicles.save')}
        </button>
        <button type="button" className="sf-button sf-button--secondary" onClick={onCancel}>
          {t('vehicles.cancel')}
        </button>
      </div>
    </form>
  );
}
