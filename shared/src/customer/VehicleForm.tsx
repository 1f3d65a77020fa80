import { formResolver } from '../forms/parts/form-resolver';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS, useApiText, useNamespace, storageKey, useStores, Notice, type Vehicle } from '@storefront/shared';
import { SelectField } from '../forms/parts/SelectField';
import { TextField } from '../forms/parts/TextField';
import { showFieldErrors } from '../forms/parts/field-errors';
import { useFormDraft } from '../forms/parts/use-form-draft';
import { SubForm, SubFormSubmit } from '../forms/parts/SubForm';
import { vehicleBodySchema, type VehicleBody, type VehicleBrand, type VehicleColor } from '@storefront/shared/contracts';
import { brandsInOrder } from './brand-order';
import { CUSTOMER_FORMS_NAMESPACE, customerFormTexts } from './texts';
import { saveVehicle } from './vehicle-calls';

export interface VehicleFormProps {
  vehicle: Vehicle | null;
  brands: VehicleBrand[];
  colors: VehicleColor[];
  onSaved: (vehicle: Vehicle) => void;
  onCancel: () => void;
  /** The form's accessible name. */
  label: string;
  /** Inside another form (the checkout). */
  nested?: boolean;
  submitLabel?: string;
}

/** Add or edit a vehicle for pickup from the car: brand and colour from the api's lists, plate at most 20. Nothing typed is lost on a failed save. */
export function VehicleForm({ vehicle, brands, colors, onSaved, onCancel, label, nested = false, submitLabel }: VehicleFormProps) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useNamespace(CUSTOMER_FORMS_NAMESPACE, customerFormTexts);
  const { errorText } = useApiText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VehicleBody>({
    resolver: formResolver(vehicleBodySchema),
    defaultValues: {
      brand_id: vehicle ? String(vehicle.brand_id) : '',
      color_id: vehicle ? String(vehicle.color_id) : '',
      plate_number: vehicle?.plate_number ?? '',
    },
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const colorId: unknown = useWatch({ control, name: 'color_id' });
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, `vehicle-${vehicle?.id ?? 'new'}`), form);
  const color = colors.find((candidate) => String(candidate.id) === String(colorId));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saveVehicle(root.api, vehicle?.id ?? null, values);
      forgetDraft();
      onSaved(saved);
    } catch (error) {
      const message = errorText(error, t('vehicle.failed'));
      if (!showFieldErrors(error, values, setError, message)) setFailure(message);
    }
  });

  return (
    <SubForm nested={nested} label={label} submit={submit}>
      <SelectField label={t('vehicle.brand')} error={formState.errors.brand_id?.message} {...register('brand_id')}>
        <option value="">{t('vehicle.choose')}</option>
        {brandsInOrder(brands, locale).map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.names[locale]}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('vehicle.color')} error={formState.errors.color_id?.message} {...register('color_id')}>
        <option value="">{t('vehicle.choose')}</option>
        {colors.map((option) => (
          <option key={option.id} value={option.id}>
            {option.names[locale]}
          </option>
        ))}
      </SelectField>
      {color && <span className="sf-swatch" style={{ background: color.code }} aria-hidden="true" />}
      <TextField
        label={t('vehicle.plate')}
        autoComplete="off"
        limit={LIMITS.plate}
        error={formState.errors.plate_number?.message}
        {...register('plate_number')}
      />
      <Notice kind="alert">{failure}</Notice>
      <div className="sf-card__actions">
        <SubFormSubmit nested={nested} submit={submit} busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('vehicle.saving') : (submitLabel ?? t('vehicle.save'))}
        </SubFormSubmit>
        <button type="button" className="sf-button sf-button--secondary" onClick={onCancel}>
          {t('vehicle.cancel')}
        </button>
      </div>
    </SubForm>
  );
}
