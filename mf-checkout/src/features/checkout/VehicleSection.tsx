import {
  fetchCatalogues,
  FieldError,
  Loading,
  Notice,
  useStores,
  VehicleForm,
  type VehicleBrand,
  type VehicleColor,
  joinList,
} from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useCheckoutTexts, useErrorText } from '../../texts';
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
            {joinList(
              [vehicle.brand_names[root.locale.locale], vehicle.color_names[root.locale.locale], vehicle.plate_number],
              root.locale.locale,
            )}
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

/** A new car: the brand and colour lists load first. */
const NewVehicle = observer(function NewVehicle({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const [catalogues, setCatalogues] = useState<{ brands: VehicleBrand[]; colors: VehicleColor[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    fetchCatalogues(root.api).then(setCatalogues, (error: unknown) => setFailure(errorText(error, t('checkout.vehicle.failed'))));
  }, [root.api, errorText, t]);
  if (failure) return <Notice kind="alert">{failure}</Notice>;
  if (!catalogues) return <Loading />;
  return (
    <VehicleForm
      vehicle={null}
      brands={catalogues.brands}
      colors={catalogues.colors}
      label={t('checkout.vehicle.add')}
      submitLabel={t('checkout.vehicle.save')}
      nested
      onSaved={(vehicle) => {
        root.session.setVehicles([...root.session.vehicles, vehicle]);
        onSaved(vehicle.id);
      }}
      onCancel={onCancel}
    />
  );
});
