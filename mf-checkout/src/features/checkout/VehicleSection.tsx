import { FieldError, LIMITS, TextField, useStores, type VehicleBrand, type VehicleColor } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { createVehicle, fetchVehicleCatalogues } from './checkout-calls';
import type { CheckoutValues } from './checkout-form';
import { useFieldError } from './use-field-error';

/** Curbside: one of the customer's cars, or a new one (brand and colour from the catalogues, plate at most 20). */
export const VehicleSection = observer(function VehicleSection() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const fieldError = useFieldError();
  const { register, setValue, formState } = useFormContext<CheckoutValues>();
  const errorId = useId();
  const [adding, setAdding] = useState(false);
  const error = fieldError(formState.errors.vehicle_id?.message);
  return (
    <fieldset className="sf-checkout__section" aria-describedby={error ? errorId : undefined}>
      <legend>{t('checkout.vehicle.legend')}</legend>
      {root.session.vehicles.length === 0 && <p>{t('checkout.vehicle.none')}</p>}
      {root.session.vehicles.map((vehicle) => (
        <label key={vehicle.id} className="sf-choice">
          <input type="radio" value={String(vehicle.id)} {...register('vehicle_id')} />
          <span>
            <span className="sf-swatch" style={{ backgroundColor: vehicle.color_code }} aria-hidden="true" />
            {vehicle.brand_name}، {vehicle.color_name}، {vehicle.plate_number}
          </span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
      {adding ? (
        <NewVehicle
          onSaved={(id) => {
            setAdding(false);
            setValue('vehicle_id', String(id), { shouldValidate: true });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="sf-link-button" onClick={() => setAdding(true)}>
          {t('checkout.vehicle.add')}
        </button>
      )}
    </fieldset>
  );
});

const NewVehicle = observer(function NewVehicle({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const [catalogues, setCatalogues] = useState<{ brands: VehicleBrand[]; colors: VehicleColor[] } | null>(null);
  const [brand, setBrand] = useState('');
  const [color, setColor] = useState('');
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const brandId = useId();
  const colorId = useId();
  useEffect(() => {
    fetchVehicleCatalogues(root.api)
      .then(setCatalogues)
      .catch((failure: unknown) => setError(errorText(failure, t('checkout.vehicle.failed'))));
  }, [root.api, errorText, t]);
  const save = async () => {
    if (!brand || !color || !plate.trim()) return setError(t('common:validation.fillAll'));
    setSaving(true);
    setError(null);
    try {
      const vehicle = await createVehicle(root.api, { brand_id: Number(brand), color_id: Number(color), plate_number: plate.trim() });
      root.session.setVehicles([...root.session.vehicles, vehicle]);
      onSaved(vehicle.id);
    } catch (failure) {
      setError(errorText(failure, t('checkout.vehicle.failed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div role="group" aria-label={t('checkout.vehicle.add')} className="sf-checkout__subform">
      <div className="sf-field">
        <label htmlFor={brandId} className="sf-field__label">
          {t('checkout.vehicle.brand')}
        </label>
        <select id={brandId} className="sf-field__input" value={brand} onChange={(event) => setBrand(event.target.value)}>
          <option value="">{t('checkout.vehicle.choose')}</option>
          {catalogues?.brands.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.names[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="sf-field">
        <label htmlFor={colorId} className="sf-field__label">
          {t('checkout.vehicle.color')}
        </label>
        <select id={colorId} className="sf-field__input" value={color} onChange={(event) => setColor(event.target.value)}>
          <option value="">{t('checkout.vehicle.choose')}</option>
          {catalogues?.colors.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.names[locale]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('checkout.vehicle.plate')}
        limit={LIMITS.plate}
        value={plate}
        onChange={(event) => setPlate(event.target.value)}
      />
      {error && <p role="alert">{error}</p>}
      <button type="button" className="sf-button" disabled={saving} onClick={() => void save()}>
        {t('checkout.vehicle.save')}
      </button>
      <button type="button" className="sf-link-button" onClick={onCancel}>
        {t('checkout.vehicle.cancel')}
      </button>
    </div>
  );
});
